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
import { formatUsd } from '../../../lib/currency';
import { ConfirmButton } from '../components/ConfirmButton';
import { EditorPanel } from '../components/EditorPanel';
import { SelectField } from '../components/fields';
import { PAGE_SIZE, useEditor, useKeepPageInRange } from '../components/list-state';
import { ListState, ResultCount } from '../components/ListState';
import { Pagination } from '../components/Pagination';
import { TabSection } from '../components/TabSection';
import { toastFailure, toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsT, useTabTitle } from '../texts';
import { DuplicateYearForm } from './DuplicateYearForm';
import { PayrollRuleForm } from './PayrollRuleForm';
import { YearComparison } from './YearComparison';

type Panel = { mode: 'rule'; rule: PayrollRuleDto } | { mode: 'duplicate' } | { mode: 'compare' };

const money = (cents: number) => formatUsd(cents / 100);

/** Included owner payroll rules, by year: browse and edit a year, copy it, compare or delete. */
export function PayrollRulesTab() {
  const t = useSettingsT();
  useTabTitle('payrollRules');
  const { stateOptions, entityTypeOptions } = useOptionLabels();
  const queryClient = useQueryClient();
  const years = useGetPayrollRuleYears();
  const [chosenYear, setChosenYear] = useState<number>();
  const [state, setState] = useState<'' | UsStateCode>('');
  const [entityType, setEntityType] = useState<'' | EntityType>('');
  const [page, setPage] = useState(1);
  const editor = useEditor<Panel>();
  const deleteYear = useDeletePayrollRuleYear();

  const summaries = years.data ?? [];
  // The chosen year while it exists, else the latest: a deleted year falls back on its own.
  const year = summaries.some((summary) => summary.year === chosenYear)
    ? chosenYear
    : summaries[0]?.year;
  const rules = useGetPayrollRules(
    {
      year,
      state: state || undefined,
      entityType: entityType || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    { query: { enabled: year !== undefined, placeholderData: keepPreviousData } },
  );
  useKeepPageInRange(page, rules.data?.total, setPage);

  const showYear = (next: number) => {
    setChosenYear(next);
    setPage(1);
  };

  const onDeleteYear = (doomed: number) =>
    deleteYear.mutate(
      { year: doomed },
      {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: getGetPayrollRulesOfYearQueryKey(doomed) });
          void queryClient.invalidateQueries({ queryKey: getGetPayrollRuleYearsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetPayrollRulesQueryKey() });
          setChosenYear(undefined);
          setPage(1);
          toastSaved(t('payrollRules.yearDeleted', { year: doomed }));
        },
        onError: (error) => void toastFailure(error),
      },
    );

  const panel = editor.editing;
  let body;
  if (panel?.mode === 'rule') {
    body = (
      <EditorPanel
        title={t('payrollRules.editTitle', {
          state: panel.rule.state,
          entityType: panel.rule.entityType,
          year: panel.rule.year,
        })}
      >
        <PayrollRuleForm rule={panel.rule} onCancel={editor.close} onSaved={editor.close} />
      </EditorPanel>
    );
  } else if (panel?.mode === 'duplicate' && year !== undefined) {
    body = (
      <EditorPanel title={t('payrollRules.duplicateTitle')}>
        <DuplicateYearForm
          years={summaries}
          fromYear={year}
          onCancel={editor.close}
          onDone={(created) => {
            showYear(created);
            editor.close();
          }}
        />
      </EditorPanel>
    );
  } else if (panel?.mode === 'compare') {
    body = (
      <EditorPanel title={t('payrollRules.compareTitle')}>
        <YearComparison years={summaries} onClose={editor.close} />
      </EditorPanel>
    );
  } else {
    body = (
      <ListState
        loading={years.isPending}
        error={years.error}
        empty={summaries.length === 0}
        onRetry={() => void years.refetch()}
      >
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
              onClick={() => editor.open({ mode: 'duplicate' })}
            >
              {t('payrollRules.duplicateYear')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => editor.open({ mode: 'compare' })}
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
        <div role="search" className="list-toolbar" aria-label={t('payrollRules.filters')}>
          <SelectField
            label={t('payrollRules.fields.state')}
            value={state}
            onChange={(event) => {
              setState(event.target.value as '' | UsStateCode);
              setPage(1);
            }}
            options={[{ value: '', label: t('list.all') }, ...stateOptions]}
          />
          <SelectField
            label={t('payrollRules.fields.entityType')}
            value={entityType}
            onChange={(event) => {
              setEntityType(event.target.value as '' | EntityType);
              setPage(1);
            }}
            options={[{ value: '', label: t('list.all') }, ...entityTypeOptions]}
          />
        </div>
        {rules.data && <ResultCount total={rules.data.total} />}
        <ListState
          loading={rules.isPending}
          error={rules.error}
          empty={rules.data?.items.length === 0}
          onRetry={() => void rules.refetch()}
        >
          <RuleTable
            rules={rules.data?.items ?? []}
            onEdit={(rule) => editor.open({ mode: 'rule', rule })}
          />
        </ListState>
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={rules.data?.total ?? 0}
          onPage={setPage}
        />
      </ListState>
    );
  }

  return (
    <TabSection
      id="payroll-rules-title"
      title={t('tabs.payrollRules')}
      lead={t('payrollRules.lead')}
      headingRef={editor.headingRef}
    >
      {body}
    </TabSection>
  );
}

function RuleTable({
  rules,
  onEdit,
}: {
  rules: PayrollRuleDto[];
  onEdit: (rule: PayrollRuleDto) => void;
}) {
  const t = useSettingsT();
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('tabs.payrollRules')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payrollRules.columns.rule')}</th>
            <th scope="col">{t('payrollRules.fields.minAmount')}</th>
            <th scope="col">{t('payrollRules.fields.setAmount')}</th>
            <th scope="col">{t('payrollRules.fields.maxAmount')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id}>
              <th scope="row" data-label={t('payrollRules.columns.rule')}>
                {rule.state} · {rule.entityType}
              </th>
              <td data-label={t('payrollRules.fields.minAmount')}>{money(rule.minAmountCents)}</td>
              <td data-label={t('payrollRules.fields.setAmount')}>{money(rule.setAmountCents)}</td>
              <td data-label={t('payrollRules.fields.maxAmount')}>{money(rule.maxAmountCents)}</td>
              <td data-label={t('list.actions')}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('payrollRules.editNamed', {
                    state: rule.state,
                    entityType: rule.entityType,
                  })}
                  onClick={() => onEdit(rule)}
                >
                  {t('actions.edit')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
