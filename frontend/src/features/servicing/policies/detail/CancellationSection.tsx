/**
 * A cancelled policy's cancellation on its page: the day cover ends, why, and how the premium
 * settled (the return premium, the refund on its way, anything still owed). The notice of
 * cancellation is among the policy's documents. A policy cancelled for non-payment may be
 * reinstated within the window: the client pays what is past due on the provider's page, and the
 * signed result coming back here reinstates it with no lapse in cover.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { MyPolicyDto } from '@coverline/contracts/generated/model';
import {
  useGetPolicyCancellation,
  usePayToReinstatePolicy,
  useRecordReinstatementPayment,
} from '@coverline/contracts/generated/policy-cancellation/policy-cancellation';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDay } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';

/** The provider's signed result of a reinstatement payment, if this visit is its return. */
export function returnedReinstatement(): { result: string; signature: string } | null {
  const params = new URLSearchParams(window.location.search);
  const result = params.get('result');
  const signature = params.get('signature');
  return params.has('reinstatement') && result && signature ? { result, signature } : null;
}

export function CancellationSection({ policy }: { policy: Pick<MyPolicyDto, 'quoteId'> }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const queryClient = useQueryClient();
  const read = useGetPolicyCancellation(policy.quoteId, { query: { retry: false } });
  const pay = usePayToReinstatePolicy();
  const record = useRecordReinstatementPayment();
  const [problem, setProblem] = useState<string>();
  const recorded = useRef(false);

  useEffect(() => {
    const signed = returnedReinstatement();
    if (!signed || recorded.current) return;
    recorded.current = true;
    // The result is read once; a reload must not send it again.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    record.mutate(
      { data: signed },
      {
        onSuccess: () => {
          toast.success(t('cancellation.reinstated'));
          // The policy, its billing and its cancellation all change.
          void queryClient.invalidateQueries();
        },
        onError: (failure) => setProblem(errorMessage(failure)),
      },
    );
  }, [queryClient, record, t]);

  const startPayment = async () => {
    setProblem(undefined);
    try {
      const started = await pay.mutateAsync({ id: policy.quoteId });
      window.location.assign(started.redirectUrl);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  const cancellation = read.data?.cancellation;
  const reinstatement = read.data?.reinstatement;
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
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
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
      {reinstatement?.reinstatable && reinstatement.pastDueCents > 0 && (
        <>
          <p>
            {t('cancellation.reinstateBody', {
              amount: formatCentsExact(reinstatement.pastDueCents),
              date: formatDay(reinstatement.deadline),
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={pay.isPending || record.isPending}
            onClick={() => void startPayment()}
          >
            {t('cancellation.reinstate', {
              amount: formatCentsExact(reinstatement.pastDueCents),
            })}
          </button>
        </>
      )}
    </section>
  );
}
