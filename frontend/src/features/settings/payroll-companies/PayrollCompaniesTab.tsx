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
import { EditorPanel } from '../components/EditorPanel';
import { SelectField } from '../components/fields';
import { PAGE_SIZE, useEditor, useKeepPageInRange, useListState } from '../components/list-state';
import { ListState, ResultCount } from '../components/ListState';
import { Pagination } from '../components/Pagination';
import { SearchForm } from '../components/SearchForm';
import { TabSection } from '../components/TabSection';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { PayrollCompanyForm } from './PayrollCompanyForm';

type Editing = { mode: 'create' } | { mode: 'edit'; company: PayrollCompanyDto };

/** Payroll companies: who runs a client's payroll, and which coverages their clients can quote. */
export function PayrollCompaniesTab() {
  const t = useSettingsT();
  useTabTitle('payroll');
  const { coverageOptions } = useOptionLabels();
  const list = useListState<'' | CoverageType>('');
  const editor = useEditor<Editing>();
  const companies = useGetPayrollCompanies(
    {
      page: list.page,
      pageSize: PAGE_SIZE,
      searchTerm: list.term || undefined,
      coverage: list.filter || undefined,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  useKeepPageInRange(list.page, companies.data?.total, list.setPage);

  const editing = editor.editing;
  return (
    <TabSection
      id="payroll-title"
      title={t('tabs.payroll')}
      lead={t('payroll.lead')}
      headingRef={editor.headingRef}
      actions={
        !editing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => editor.open({ mode: 'create' })}
          >
            {t('payroll.new')}
          </button>
        )
      }
    >
      {editing ? (
        <EditorPanel
          title={
            editing.mode === 'edit'
              ? t('payroll.editTitle', { name: editing.company.name })
              : t('payroll.newTitle')
          }
        >
          <PayrollCompanyForm
            company={editing.mode === 'edit' ? editing.company : undefined}
            onCancel={editor.close}
            onSaved={editor.close}
          />
        </EditorPanel>
      ) : (
        <>
          <SearchForm label={t('payroll.search')} initial={list.term} onSearch={list.search}>
            <SelectField
              label={t('payroll.quotableFor')}
              value={list.filter}
              onChange={(event) => list.changeFilter(event.target.value as '' | CoverageType)}
              options={[{ value: '', label: t('list.all') }, ...coverageOptions]}
            />
          </SearchForm>
          {companies.data && <ResultCount total={companies.data.total} />}
          <ListState
            loading={companies.isPending}
            error={companies.error}
            empty={companies.data?.items.length === 0}
            onRetry={() => void companies.refetch()}
          >
            <PayrollCompanyTable
              companies={companies.data?.items ?? []}
              onEdit={(company) => editor.open({ mode: 'edit', company })}
            />
          </ListState>
          <Pagination
            page={list.page}
            pageSize={PAGE_SIZE}
            total={companies.data?.total ?? 0}
            onPage={list.setPage}
          />
        </>
      )}
    </TabSection>
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
