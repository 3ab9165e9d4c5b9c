import { useState, type FormEvent } from 'react';
import type {
  PayrollAmountsDto,
  PayrollRuleDto,
  PayrollYearSummaryDto,
} from '@coverline/contracts/generated/model';
import { useDiffPayrollRuleYears } from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { formatCents } from '../../../../lib/currency';
import { formErrorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { SelectField } from '../components/fields';
import { useSettingsT } from '../texts';

function amounts(value: PayrollAmountsDto): string {
  return `${formatCents(value.minAmountCents)} / ${formatCents(value.setAmountCents)} / ${formatCents(value.maxAmountCents)}`;
}

/** What changed between two years: rules added, removed, and amounts that differ. */
export function YearComparison({
  years,
  onClose,
}: {
  years: PayrollYearSummaryDto[];
  onClose: () => void;
}) {
  const t = useSettingsT();
  const latest = years[0]?.year;
  const earlier = years[1]?.year ?? latest;
  const [fromYear, setFromYear] = useState(String(earlier ?? ''));
  const [toYear, setToYear] = useState(String(latest ?? ''));
  const [compared, setCompared] = useState<{ fromYear: number; toYear: number }>();
  const diff = useDiffPayrollRuleYears(compared ?? { fromYear: 0, toYear: 0 }, {
    query: { enabled: compared !== undefined },
  });
  const options = years.map((summary) => ({
    value: String(summary.year),
    label: String(summary.year),
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCompared({ fromYear: Number(fromYear), toYear: Number(toYear) });
  };

  return (
    <div className="comparison">
      <form className="form" onSubmit={onSubmit}>
        <div className="form__row">
          <SelectField
            label={t('payrollRules.fields.compareFrom')}
            options={options}
            value={fromYear}
            onChange={(event) => setFromYear(event.target.value)}
          />
          <SelectField
            label={t('payrollRules.fields.compareTo')}
            options={options}
            value={toYear}
            onChange={(event) => setToYear(event.target.value)}
          />
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('payrollRules.compare')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {compared && diff.isFetching && <p className="list-note">{t('list.loading')}</p>}
        {compared && diff.error && (
          <Alert tone="error">
            <p>{formErrorMessage(diff.error) ?? t('list.loadFailed')}</p>
          </Alert>
        )}
        {compared && diff.data && !diff.isFetching && (
          <div className="comparison__result">
            <h4>
              {t('payrollRules.diff.title', { from: diff.data.fromYear, to: diff.data.toYear })}
            </h4>
            <p>
              {t('payrollRules.diff.summary', {
                added: diff.data.added.length,
                removed: diff.data.removed.length,
                changed: diff.data.changed.length,
                unchanged: diff.data.unchanged,
              })}
            </p>
            {diff.data.changed.length > 0 && (
              <div className="table-wrap">
                <table className="data-table">
                  <caption>{t('payrollRules.diff.changed')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('payrollRules.columns.rule')}</th>
                      <th scope="col">
                        {t('payrollRules.diff.amountsIn', { year: diff.data.fromYear })}
                      </th>
                      <th scope="col">
                        {t('payrollRules.diff.amountsIn', { year: diff.data.toYear })}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {diff.data.changed.map((change) => (
                      <tr key={`${change.state}-${change.entityType}`}>
                        <th scope="row" data-label={t('payrollRules.columns.rule')}>
                          {change.state} · {change.entityType}
                        </th>
                        <td
                          data-label={t('payrollRules.diff.amountsIn', {
                            year: diff.data.fromYear,
                          })}
                        >
                          {amounts(change.from)}
                        </td>
                        <td
                          data-label={t('payrollRules.diff.amountsIn', { year: diff.data.toYear })}
                        >
                          {amounts(change.to)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <RuleList title={t('payrollRules.diff.added')} rules={diff.data.added} />
            <RuleList title={t('payrollRules.diff.removed')} rules={diff.data.removed} />
          </div>
        )}
      </div>
    </div>
  );
}

function RuleList({ title, rules }: { title: string; rules: PayrollRuleDto[] }) {
  const t = useSettingsT();
  if (rules.length === 0) return null;
  return (
    <>
      <h5>{title}</h5>
      <ul className="comparison__list">
        {rules.map((rule) => (
          <li key={rule.id}>
            {rule.state} · {rule.entityType}: {amounts(rule)}
          </li>
        ))}
      </ul>
      <p className="field__hint">{t('payrollRules.diff.amountsOrder')}</p>
    </>
  );
}
