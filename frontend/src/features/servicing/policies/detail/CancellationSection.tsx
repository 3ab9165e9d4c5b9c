/**
 * A cancelled policy's cancellation on its page: the day cover ends, why, and how the premium
 * settled (the return premium, the refund on its way, anything still owed). The notice of
 * cancellation is among the policy's documents.
 */
import type { MyPolicyDto } from '@coverline/contracts/generated/model';
import { useGetPolicyCancellation } from '@coverline/contracts/generated/policy-cancellation/policy-cancellation';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';

export function CancellationSection({ policy }: { policy: Pick<MyPolicyDto, 'quoteId'> }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const read = useGetPolicyCancellation(policy.quoteId, { query: { retry: false } });
  const cancellation = read.data?.cancellation;
  if (read.isError) {
    return (
      <Alert tone="error">
        <p>{errorMessage(read.error)}</p>
      </Alert>
    );
  }
  if (!cancellation) return null;
  return (
    <section className="card policy-cancellation" aria-labelledby="cancellation-title">
      <h2 id="cancellation-title">{t('cancellation.title')}</h2>
      <p>
        {t('cancellation.body', {
          date: formatDay(cancellation.cancellationDate),
          reason: t(`cancellation.reasons.${cancellation.reason}`),
        })}
      </p>
      <dl className="policy-facts">
        <div>
          <dt>{t('cancellation.returnPremium')}</dt>
          <dd>{formatCentsExact(cancellation.returnPremiumCents)}</dd>
        </div>
        <div>
          <dt>{t('cancellation.refund')}</dt>
          <dd>{formatCentsExact(cancellation.refundCents)}</dd>
        </div>
        {cancellation.balanceDueCents > 0 && (
          <div>
            <dt>{t('cancellation.balanceDue')}</dt>
            <dd>{formatCentsExact(cancellation.balanceDueCents)}</dd>
          </div>
        )}
      </dl>
      {cancellation.refundCents > 0 && <p>{t('cancellation.refundNote')}</p>}
    </section>
  );
}
