/**
 * Endorsements on the client's policy page: the annual premium of the version in force, and
 * each priced change with the old and new annual premium, what it costs (or returns) for the
 * rest of the term and from when. An offer is accepted (charged or refunded on the payment on
 * file) or declined here; a change staff are reviewing says so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { EndorsementDto } from '@coverline/contracts/generated/model';
import {
  getListPolicyEndorsementsQueryKey,
  useAcceptPolicyEndorsement,
  useDeclinePolicyEndorsement,
  useListPolicyEndorsements,
} from '@coverline/contracts/generated/policy-endorsements/policy-endorsements';
import { getGetPolicyBillingQueryKey } from '@coverline/contracts/generated/policy-billing/policy-billing';
import { getGetPolicyPremiumAuditQueryKey } from '@coverline/contracts/generated/premium-audits/premium-audits';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';

export function EndorsementsSection({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const list = useListPolicyEndorsements(quoteId, { query: { retry: false } });
  if (list.isError) {
    return (
      <Alert tone="error">
        <p>{errorMessage(list.error)}</p>
      </Alert>
    );
  }
  if (!list.data || list.data.endorsements.length === 0) return null;
  return (
    <section className="card" aria-labelledby="endorsements-title">
      <h2 id="endorsements-title">{t('endorsements.title')}</h2>
      <p data-testid="current-premium">
        {t('endorsements.current', {
          version: list.data.currentVersionNo,
          premium: formatCentsExact(list.data.annualPremiumCents),
        })}
      </p>
      <ul className="policy-detail__rows" aria-label={t('endorsements.title')}>
        {list.data.endorsements.map((endorsement) => (
          <EndorsementRow key={endorsement.id} quoteId={quoteId} endorsement={endorsement} />
        ))}
      </ul>
    </section>
  );
}

function EndorsementRow({
  quoteId,
  endorsement: e,
}: {
  quoteId: string;
  endorsement: EndorsementDto;
}) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const accept = useAcceptPolicyEndorsement();
  const decline = useDeclinePolicyEndorsement();
  const [problem, setProblem] = useState<string>();
  const busy = accept.isPending || decline.isPending;

  const answer = async (choice: 'accept' | 'decline') => {
    setProblem(undefined);
    try {
      if (choice === 'accept') {
        await accept.mutateAsync({ id: quoteId, endorsementId: e.id });
        toast.success(t('endorsements.accepted'));
      } else {
        await decline.mutateAsync({ id: quoteId, endorsementId: e.id, data: {} });
        toast.success(t('endorsements.declined'));
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListPolicyEndorsementsQueryKey(quoteId) }),
        queryClient.invalidateQueries({ queryKey: getGetPolicyBillingQueryKey(quoteId) }),
        // The audit preview counts the endorsed payroll and premium.
        queryClient.invalidateQueries({ queryKey: getGetPolicyPremiumAuditQueryKey(quoteId) }),
      ]);
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    }
  };

  const additional = e.proRataCents >= 0;
  return (
    <li className="policy-request" data-testid={`endorsement-${e.id}`}>
      <div className="policy-card__head">
        <strong>{t(`endorsements.types.${e.type}`)}</strong>
        <span className={`policy-badge policy-badge--${e.status}`}>
          {t(`endorsements.statuses.${e.status}`)}
        </span>
      </div>
      <p className="policy-request__text">{e.summary}</p>
      <dl className="policy-facts">
        <div>
          <dt>{t('endorsements.effective')}</dt>
          <dd>{formatDay(e.effectiveDate)}</dd>
        </div>
        <div>
          <dt>{t('endorsements.oldPremium')}</dt>
          <dd>{formatCentsExact(e.oldAnnualPremiumCents)}</dd>
        </div>
        <div>
          <dt>{t('endorsements.newPremium')}</dt>
          <dd>{formatCentsExact(e.newAnnualPremiumCents)}</dd>
        </div>
        <div>
          <dt>{additional ? t('endorsements.additional') : t('endorsements.return')}</dt>
          <dd data-testid="pro-rata">{formatCentsExact(Math.abs(e.proRataCents))}</dd>
        </div>
      </dl>
      <p className="policy-request__meta">
        {t('endorsements.proRata', { remaining: e.remainingDays, term: e.termDays })}
      </p>
      {e.status === 'referred' && <p>{t('endorsements.inReview')}</p>}
      {e.status === 'issued' && e.settlement && (
        <p>
          {t(`endorsements.settlements.${e.settlement}`, {
            amount: formatCentsExact(e.settledCents),
            version: e.issuedVersionNo,
          })}
        </p>
      )}
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {e.status === 'offered' && (
        <>
          {e.offerExpiresOn && (
            <p>{t('endorsements.offerUntil', { date: formatDay(e.offerExpiresOn) })}</p>
          )}
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void answer('accept')}
            >
              {additional && e.proRataCents > 0
                ? t('endorsements.acceptAndPay', {
                    amount: formatCentsExact(e.proRataCents),
                  })
                : t('endorsements.accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void answer('decline')}
            >
              {t('endorsements.decline')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
