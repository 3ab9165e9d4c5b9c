import type {
  GetPayrollCompaniesParams,
  PayrollCompanyDto,
} from '@coverline/contracts/generated/model';
import {
  useDeletePayrollCompany,
  useGetPayrollCompanies,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { FilterSelect, listColumns, useListPage } from '../../../../ui/list';
import { Named, RowDelete } from '../components/cells';
import { useRecordCache } from '../components/record-cache';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import { useOptionLabels } from '../options';
import type { PayrollCompaniesSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { PayrollCompanyForm, payrollCompanyQueries } from './PayrollCompanyForm';

const column = listColumns<PayrollCompanyDto>();

/** Payroll companies: who runs a client's payroll, and which coverages their clients can quote. */
export function PayrollCompaniesTab() {
  const t = useSettingsT();
  useTabTitle('payroll');
  const { coverage, coverageOptions } = useOptionLabels();
  const editor = useSettingsEditor<PayrollCompanyDto>();
  const list = useListPage<PayrollCompaniesSearch, GetPayrollCompaniesParams, PayrollCompanyDto>({
    useQuery: useGetPayrollCompanies,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm,
      coverage: search.coverage,
    }),
  });
  const cache = useRecordCache(payrollCompanyQueries);
  const remove = useDeletePayrollCompany();
  const title = t('tabs.payroll');

  return (
    <SettingsTab
      id="payroll-title"
      title={title}
      lead={t('payroll.lead')}
      editor={editor}
      create={{ label: t('payroll.new'), title: t('payroll.newTitle') }}
      editTitle={(company) => t('payroll.editTitle', { name: company.name })}
      renderEditor={(company) => (
        <PayrollCompanyForm record={company} onCancel={editor.close} onSaved={editor.close} />
      )}
    >
      <SettingsList
        list={list}
        caption={title}
        search={{
          label: t('payroll.search'),
          value: list.search.searchTerm ?? '',
          onSearch: (term) => list.setFilters({ searchTerm: term || undefined }),
        }}
        filters={
          <FilterSelect
            label={t('payroll.quotableFor')}
            all={t('list.all')}
            value={list.search.coverage}
            options={coverageOptions}
            onChange={(value) => list.setFilters({ coverage: value })}
          />
        }
        columns={[
          column.display({
            id: 'company',
            header: t('payroll.columns.company'),
            cell: ({ row }) => <Named name={row.original.name} sub={row.original.code} />,
          }),
          column.display({
            id: 'emailDomain',
            header: t('payroll.columns.emailDomain'),
            cell: ({ row }) => row.original.emailDomain ?? t('list.none'),
          }),
          column.display({
            id: 'quotingCoverages',
            header: t('payroll.columns.quotingCoverages'),
            cell: ({ row }) =>
              row.original.quotingCoverages.map(coverage).join(', ') || t('list.none'),
          }),
        ]}
        editLabel={(company) => t('actions.editNamed', { name: company.name })}
        onEdit={editor.edit}
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
    </SettingsTab>
  );
}
