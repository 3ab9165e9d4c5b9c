import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EntityType, UsStateCode } from '@coverline/contracts';
import type { PayrollRuleDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRuleYearsQueryKey,
  getGetPayrollRulesOfYearQueryKey,
  getGetPayrollRulesQueryKey,
  useDeletePayrollRuleYear,
  useGetPayrollRules,
  useGetPayrollRuleYears,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { formatCents } from '../../../../lib/currency';
import { ConfirmButton } from '../components/ConfirmButton';
import { SelectField } from '../components/fields';
import { PAGE_SIZE } from '../components/list-state';
import { SettingsListPage, useSettingsList } from '../components/SettingsListPage';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { DuplicateYearForm } from './DuplicateYearForm';
import { PayrollRuleForm } from './PayrollRuleForm';
import { YearComparison } from './YearComparison';

/** Included owner payroll rules, by year: browse and edit a year, copy it, compare or delete. */
export function PayrollRulesTab() {
  const t = useSettingsT();
  useTabTitle('payrollRules');
  const { stateOptions, entityTypeOptions } = useOptionLabels();
  const queryClient = useQueryClient();
  const years = useGetPayrollRuleYears();
  const [chosenYear, setChosenYear] = useState<number>();
  const list = useSettingsList<
    { state: '' | UsStateCode; entityType: '' | EntityType },
    PayrollRuleDto,
    'duplicate' | 'compare'
  >({ state: '', entityType: '' });
  const deleteYear = useDeletePayrollRuleYear();

  const summaries = years.data ?? [];
  // The chosen year while it exists, else the latest: a deleted year falls back on its own.
  const year = summaries.some((summary) => summary.year === chosenYear)
    ? chosenYear
    : summaries[0]?.year;
  const rules = useGetPayrollRules(
    {
      year,
      state: list.filters.state || undefined,
      entityType: list.filters.entityType || undefined,
      page: list.page,
      pageSize: PAGE_SIZE,
    },
    { query: { enabled: year !== undefined, placeholderData: keepPreviousData } },
  );

  const showYear = (next: number | undefined) => {
    setChosenYear(next);
    list.setPage(1);
  };

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

  return (
    <SettingsListPage
      id="payroll-rules-title"
      title={t('tabs.payrollRules')}
      lead={t('payrollRules.lead')}
      list={list}
      editTitle={(rule) =>
        t('payrollRules.editTitle', {
          state: rule.state,
          entityType: rule.entityType,
          year: rule.year,
        })
      }
      renderEditor={(rule) =>
        rule && <PayrollRuleForm rule={rule} onCancel={list.close} onSaved={list.close} />
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
                    onCancel={list.close}
                    onDone={(created) => {
                      showYear(created);
                      list.close();
                    }}
                  />
                ),
              },
        compare: {
          title: t('payrollRules.compareTitle'),
          content: <YearComparison years={summaries} onClose={list.close} />,
        },
      }}
      filtersLabel={t('payrollRules.filters')}
      filters={[
        { key: 'state', label: t('payrollRules.fields.state'), options: stateOptions },
        {
          key: 'entityType',
          label: t('payrollRules.fields.entityType'),
          options: entityTypeOptions,
        },
      ]}
      scope={{
        query: years,
        empty: summaries.length === 0,
        content: (
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
                onClick={() => list.openPanel('duplicate')}
              >
                {t('payrollRules.duplicateYear')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => list.openPanel('compare')}
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
        ),
      }}
      query={rules}
      result={rules.data}
      columns={[
        {
          label: t('payrollRules.columns.rule'),
          cell: (rule) => `${rule.state} · ${rule.entityType}`,
        },
        {
          label: t('payrollRules.fields.minAmount'),
          cell: (rule) => formatCents(rule.minAmountCents),
        },
        {
          label: t('payrollRules.fields.setAmount'),
          cell: (rule) => formatCents(rule.setAmountCents),
        },
        {
          label: t('payrollRules.fields.maxAmount'),
          cell: (rule) => formatCents(rule.maxAmountCents),
        },
      ]}
      editLabel={(rule) =>
        t('payrollRules.editNamed', { state: rule.state, entityType: rule.entityType })
      }
    />
  );
}
