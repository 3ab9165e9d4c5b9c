import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { CoverageType } from '@coverline/contracts';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollCompaniesQueryKey,
  getGetPayrollCompanyQueryKey,
  useDeletePayrollCompany,
  useGetPayrollCompanies,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { ConfirmButton } from '../components/ConfirmButton';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { PayrollCompanyForm } from './PayrollCompanyForm';

/** Payroll companies: who runs a client's payroll, and which coverages their clients can quote. */
export function PayrollCompaniesTab() {
  const t = useSettingsT();
  useTabTitle('payroll');
  const { coverageOptions } = useOptionLabels();
  const list = useSettingsList<'' | CoverageType, PayrollCompanyDto>('');
  const companies = useGetPayrollCompanies(
    { ...list.params, coverage: list.filter || undefined },
    { query: { placeholderData: keepPreviousData } },
  );

  return (
    <SettingsListPage
      id="payroll-title"
      title={t('tabs.payroll')}
      lead={t('payroll.lead')}
      newLabel={t('payroll.new')}
      newTitle={t('payroll.newTitle')}
      editTitle={(company) => t('payroll.editTitle', { name: company.name })}
      renderEditor={(company) => (
        <PayrollCompanyForm company={company} onCancel={list.close} onSaved={list.close} />
      )}
      list={list}
      searchLabel={t('payroll.search')}
      filterLabel={t('payroll.quotableFor')}
      filterOptions={coverageOptions}
      total={companies.data?.total}
      empty={companies.data?.items.length === 0}
      query={companies}
    >
      <PayrollCompanyTable companies={companies.data?.items ?? []} onEdit={list.edit} />
    </SettingsListPage>
  );
}

function PayrollCompanyTable({
  companies,
  onEdit,
}: {
  companies: PayrollCompanyDto[];
  onEdit: (company: PayrollCompanyDto) => void;
}) {
  const t = useSettingsT();
  const { coverage } = useOptionLabels();
  const queryClient = useQueryClient();
  const remove = useDeletePayrollCompany();

  const onDelete = (company: PayrollCompanyDto) =>
    remove.mutate(
      { id: company.id },
      {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: getGetPayrollCompanyQueryKey(company.id) });
          void queryClient.invalidateQueries({ queryKey: getGetPayrollCompaniesQueryKey() });
          toastSaved(t('payroll.deleted', { name: company.name }));
        },
        onError: (error) => void toastFailure(error),
      },
    );

  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('tabs.payroll')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payroll.columns.company')}</th>
            <th scope="col">{t('payroll.columns.emailDomain')}</th>
            <th scope="col">{t('payroll.columns.quotingCoverages')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr key={company.id}>
              <th scope="row" data-label={t('payroll.columns.company')}>
                {company.name}
                <span className="data-table__sub">{company.code}</span>
              </th>
              <td data-label={t('payroll.columns.emailDomain')}>
                {company.emailDomain ?? t('list.none')}
              </td>
              <td data-label={t('payroll.columns.quotingCoverages')}>
                {company.quotingCoverages.map(coverage).join(', ') || t('list.none')}
              </td>
              <td data-label={t('list.actions')}>
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('actions.editNamed', { name: company.name })}
                    onClick={() => onEdit(company)}
                  >
                    {t('actions.edit')}
                  </button>
                  <ConfirmButton
                    className="button button--secondary button--small"
                    label={t('actions.delete')}
                    ariaLabel={t('actions.deleteNamed', { name: company.name })}
                    question={t('payroll.deleteQuestion', { name: company.name })}
                    confirmLabel={t('actions.confirmDelete')}
                    busy={remove.isPending}
                    onConfirm={() => onDelete(company)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
