/**
 * The renewal summary: what the renewal changes against the expiring term (premium, each class
 * code's rate and payroll, limits, the carrier's terms) in one list, each line with the
 * expiring and the renewal value. Shown to the client with the offer and to staff on the quote.
 */
import type { RenewalChangeDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../../lib/currency';
import { useTranslation } from '../../../../lib/i18n';
import '../policies.css';
import { POLICY_DETAIL_NS } from './namespace';

const MONEY_KINDS: ReadonlyArray<RenewalChangeDto['kind']> = ['premium', 'payroll'];

export function RenewalSummaryList({ summary }: { summary: RenewalChangeDto[] }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const value = (change: RenewalChangeDto, side: RenewalChangeDto['before']) => {
    if (side === null) return t('renewal.summary.none');
    if (MONEY_KINDS.includes(change.kind) && typeof side === 'number') {
      return formatCentsExact(side);
    }
    if (change.kind === 'rate' && typeof side === 'number') {
      return t('renewal.summary.ratePer100', { rate: side.toFixed(2) });
    }
    return String(side);
  };
  return (
    <ul className="renewal-summary" aria-label={t('renewal.summary.label')}>
      {summary.map((change) => (
        <li
          key={`${change.kind}:${change.item}`}
          className={change.changed ? 'renewal-summary__changed' : undefined}
        >
          <span className="renewal-summary__what">
            {t(`renewal.summary.kinds.${change.kind}`, { item: change.item })}
          </span>{' '}
          <span>
            {change.changed
              ? t('renewal.summary.changed', {
                  before: value(change, change.before),
                  after: value(change, change.after),
                })
              : t('renewal.summary.unchanged', { value: value(change, change.after) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
