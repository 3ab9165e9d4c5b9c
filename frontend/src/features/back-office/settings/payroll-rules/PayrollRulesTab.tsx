import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { GetPayrollRulesParams, PayrollRuleDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRuleYearsQueryKey,
  getGetPayrollRulesOfYearQueryKey,
  getGetPayrollRulesQueryKey,
  useDeletePayrollRuleYear,
  useGetPayrollRules,
  useGetPayrollRuleYears,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { formatCents } from '../../../../lib/currency';
import { formErrorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { FilterSelect, listColumns, useListPage } from '../../../../ui/list';
import { ConfirmButton } from '../components/ConfirmButton';
import { SelectField } from '../components/fields';
import { PAGE_SIZE, SettingsList } from '../components/SettingsList';
import { SettingsTab, useSettingsEditor } from '../components/SettingsTab';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import type { PayrollRulesSearch } from '../search';
import { useSettingsT, useTabTitle } from '../texts';
import { DuplicateYearForm } from './DuplicateYearForm';
import { PayrollRuleForm } from './PayrollRuleForm';
import { YearComparison } from './YearComparison';

/** The rules of the year shown, the last page kept while the next loads; asked once a year is known. */
function useRulesPage(params: GetPayrollRulesParams) {
  return useGetPayrollRules(params, {
    query: { placeholderData: keepPreviousData, enabled: params.year !== undefined },
  });
}

const column = listColumns<PayrollRuleDto>();

/** Included owner payroll rules, by year: browse and edit a year, copy it, compare or delete. */
export function PayrollRulesTab() {
  const t = useSettingsT();
  useTabTitle('payrollRules');
  const { stateOptions, entityTypeOptions } = useOptionLabels();
  const queryClient = useQueryClient();
  const years = useGetPayrollRuleYears();
  const editor = useSettingsEditor<PayrollRuleDto, 'duplicate' | 'compare'>();
  const deleteYear = useDeletePayrollRuleYear();

  const summaries = years.data ?? [];
  // The chosen year while it exists, else the latest: a deleted year falls back on its own.
  const shownYear = (chosen: number | undefined) =>
    summaries.some((summary) => summary.year === chosen) ? chosen : summaries[0]?.year;
  const list = useListPage<PayrollRulesSearch, GetPayrollRulesParams, PayrollRuleDto>({
    useQuery: useRulesPage,
    pageSize: PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      year: shownYear(search.year),
      state: search.state,
      entityType: search.entityType,
      page,
      pageSize,
    }),
  });
  const year = shownYear(list.search.year);
  const showYear = (next: number | undefined) => list.setFilters({ year: next });
  const title = t('tabs.payrollRules');

  const onDeleteYear = (doomed: number) =>
    deleteYear.mutate(
      { year: doomed },
      {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: getGetPayrollRulesOfYearQueryKey(doomed) });
          void queryClient.invalidateQueries({ queryKey: getGetPayrollRuleYearsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetPayrollRulesQueryKey() });
          showYear(undefined);
          toastSaved(t('payrollRules.yearDeleted', { year: doomed }));
        },
        onError: (error) => void toastFailure(error),
      },
    );

  let body;
  if (years.isError) {
    body = (
      <Alert tone="error" title={t('list.loadFailed')}>
        <p>{formErrorMessage(years.error) ?? t('list.loadFailed')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void years.refetch()}
        >
          {t('actions.retry')}
        </button>
      </Alert>
    );
  } else if (years.isPending || summaries.length === 0) {
    body = (
      <p className="list-status" role="status">
        {t(years.isPending ? 'list.loading' : 'list.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <div className="card year-bar">
          <SelectField
            label={t('payrollRules.fields.year')}
            value={String(year ?? '')}
            onChange={(event) => showYear(Number(event.target.value))}
            options={summaries.map((summary) => ({
              value: String(summary.year),
              label: t('payrollRules.yearOption', { year: summary.year, count: summary.rules }),
            }))}
          />
          <div className="actions year-bar__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => editor.openPanel('duplicate')}
            >
              {t('payrollRules.duplicateYear')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => editor.openPanel('compare')}
            >
              {t('payrollRules.compareYears')}
            </button>
            {year !== undefined && (
              <ConfirmButton
                label={t('payrollRules.deleteYear', { year })}
                question={t('payrollRules.deleteYearQuestion', { year })}
                confirmLabel={t('actions.confirmDelete')}
                busy={deleteYear.isPending}
                onConfirm={() => onDeleteYear(year)}
              />
            )}
          </div>
        </div>
        <SettingsList
          list={list}
          caption={title}
          filtersLabel={t('payrollRules.filters')}
          filters={
            <>
              <FilterSelect
                label={t('payrollRules.fields.state')}
                all={t('list.all')}
                value={list.search.state}
                options={stateOptions}
                onChange={(state) => list.setFilters({ state })}
              />
              <FilterSelect
                label={t('payrollRules.fields.entityType')}
                all={t('list.all')}
                value={list.search.entityType}
                options={entityTypeOptions}
                onChange={(entityType) => list.setFilters({ entityType })}
              />
            </>
          }
          columns={[
            column.display({
              id: 'rule',
              header: t('payrollRules.columns.rule'),
              cell: ({ row }) => `${row.original.state} · ${row.original.entityType}`,
            }),
            column.display({
              id: 'minAmount',
              header: t('payrollRules.fields.minAmount'),
              cell: ({ row }) => formatCents(row.original.minAmountCents),
            }),
            column.display({
              id: 'setAmount',
              header: t('payrollRules.fields.setAmount'),
              cell: ({ row }) => formatCents(row.original.setAmountCents),
            }),
            column.display({
              id: 'maxAmount',
              header: t('payrollRules.fields.maxAmount'),
              cell: ({ row }) => formatCents(row.original.maxAmountCents),
            }),
          ]}
          editLabel={(rule) =>
            t('payrollRules.editNamed', { state: rule.state, entityType: rule.entityType })
          }
          onEdit={editor.edit}
        />
      </>
    );
  }

  return (
    <SettingsTab
      id="payroll-rules-title"
      title={title}
      lead={t('payrollRules.lead')}
      editor={editor}
      editTitle={(rule) =>
        t('payrollRules.editTitle', {
          state: rule.state,
          entityType: rule.entityType,
          year: rule.year,
        })
      }
      renderEditor={(rule) =>
        rule && <PayrollRuleForm rule={rule} onCancel={editor.close} onSaved={editor.close} />
      }
      panels={{
        duplicate:
          year === undefined
            ? undefined
            : {
                title: t('payrollRules.duplicateTitle'),
                content: (
                  <DuplicateYearForm
                    years={summaries}
                    fromYear={year}
                    onCancel={editor.close}
                    onDone={(created) => {
                      showYear(created);
                      editor.close();
                    }}
                  />
                ),
              },
        compare: {
          title: t('payrollRules.compareTitle'),
          content: <YearComparison years={summaries} onClose={editor.close} />,
        },
      }}
    >
      {body}
    </SettingsTab>
  );
}
