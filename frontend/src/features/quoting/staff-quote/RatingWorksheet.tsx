/**
 * A carrier quote's rating worksheet as a table, collapsed until opened: each step with its
 * inputs, what it adds to the premium and the premium after it.
 */
import { useTranslation } from '../../../lib/i18n';
import { formatCentsExact } from '../../../lib/currency';
import { STAFF_QUOTE_NS } from './namespace';

type Value = string | number | boolean | null;

export interface WorksheetStep {
  code: string;
  label: string;
  inputs: Record<string, Value>;
  amountCents: number;
  totalCents: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The worksheet's steps, or null when the stored worksheet has none in the expected shape. */
export function worksheetSteps(worksheet: unknown): WorksheetStep[] | null {
  if (!isRecord(worksheet) || !Array.isArray(worksheet.steps)) return null;
  const steps: WorksheetStep[] = [];
  for (const step of worksheet.steps as unknown[]) {
    if (!isRecord(step)) continue;
    steps.push({
      code: typeof step.code === 'string' ? step.code : '',
      label: typeof step.label === 'string' ? step.label : String(step.code ?? ''),
      inputs: isRecord(step.inputs) ? (step.inputs as Record<string, Value>) : {},
      amountCents: typeof step.amountCents === 'number' ? step.amountCents : 0,
      totalCents: typeof step.totalCents === 'number' ? step.totalCents : 0,
    });
  }
  return steps.length ? steps : null;
}

/** Money inputs (…Cents) as dollars, flags as yes/no, the rest as they are. */
function shownInput(key: string, value: Value, yes: string, no: string): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number' && key.endsWith('Cents')) return formatCentsExact(value);
  return String(value);
}

const inputName = (key: string) => key.replace(/Cents$/, '');

export function RatingWorksheet({ worksheet, carrier }: { worksheet: unknown; carrier: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const steps = worksheetSteps(worksheet);
  if (!steps) return <p>{t('application.carrierQuotes.noWorksheet')}</p>;
  const yes = t('application.yes');
  const no = t('application.no');
  return (
    <details className="app-worksheet">
      <summary>{t('application.carrierQuotes.worksheet', { carrier })}</summary>
      <div className="app-table-wrap">
        <table className="app-table">
          <caption className="visually-hidden">
            {t('application.carrierQuotes.worksheet', { carrier })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('application.carrierQuotes.step')}</th>
              <th scope="col">{t('application.carrierQuotes.inputs')}</th>
              <th scope="col" className="app-num">
                {t('application.carrierQuotes.amount')}
              </th>
              <th scope="col" className="app-num">
                {t('application.carrierQuotes.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={`${index}-${step.code}`}>
                <th scope="row">{step.label}</th>
                <td>
                  <ul className="app-inputs">
                    {Object.entries(step.inputs).map(([key, value]) => (
                      <li key={key}>
                        {inputName(key)}: {shownInput(key, value, yes, no)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="app-num">{formatCentsExact(step.amountCents)}</td>
                <td className="app-num">{formatCentsExact(step.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
