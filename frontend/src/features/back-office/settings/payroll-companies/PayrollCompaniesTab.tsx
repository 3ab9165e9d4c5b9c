import { keepPreviousData } from '@tanstack/react-query';
import type { CoverageType } from '@coverline/contracts';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import {
  useDeletePayrollCompany,
  useGetPayrollCompanies,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { useRecordCache } from '../components/record-cache';
import { Named, RowDelete } from '../components/RecordTable';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { PayrollCompanyForm, payrollCompanyQueries } from './PayrollCompanyForm';

/** Payroll companies: who runs a client's payroll, and which coverages their clients can quote. */
export function PayrollCompaniesTab() {
  const t = useSettingsT();
  useTabTitle('payroll');
  const { coverage, coverageOptions } = useOptionLabels();
  const list = useSettingsList<{ coverage: '' | CoverageType }, PayrollCompanyDto>({
    coverage: '',
  });
  const companies = useGetPayrollCompanies(
    { ...list.params, coverage: list.filters.coverage || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const cache = useRecordCache(payrollCompanyQueries);
  const remove = useDeletePayrollCompany();

  return (
    <SettingsListPage
      id="payroll-title"
      title={t('tabs.payroll')}
      lead={t('payroll.lead')}
      list={list}
      create={{ label: t('payroll.new'), title: t('payroll.newTitle') }}
      editTitle={(company) => t('payroll.editTitle', { name: company.name })}
      renderEditor={(company) => (
        <PayrollCompanyForm record={company} onCancel={list.close} onSaved={list.close} />
      )}
      searchLabel={t('payroll.search')}
      filters={[{ key: 'coverage', label: t('payroll.quotableFor'), options: coverageOptions }]}
      query={companies}
      result={companies.data}
      columns={[
        {
          label: t('payroll.columns.company'),
          cell: (company) => <Named name={company.name} sub={company.code} />,
        },
        {
          label: t('payroll.columns.emailDomain'),
          cell: (company) => company.emailDomain ?? t('list.none'),
        },
        {
          label: t('payroll.columns.quotingCoverages'),
          cell: (company) => company.quotingCoverages.map(coverage).join(', ') || t('list.none'),
        },
      ]}
      editLabel={(company) => t('actions.editNamed', { name: company.name })}
      rowActions={(company) => (
        <RowDelete
          name={company.name}
          question={t('payroll.deleteQuestion', { name: company.name })}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: company.id },
              cache.deleted(company, t('payroll.deleted', { name: company.name })),
            )
          }
        />
      )}
    />
  );
}
