/**
 * The policy's payment schedule and ledger: what is owed now, each instalment with its status,
 * "pay now" for a missed one (through the payment provider's page, back here with its signed
 * result), and every money movement so far.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import {
  getGetPolicyBillingQueryKey,
  useGetPolicyBilling,
  usePayInstalmentNow,
  useRecordPayNowResult,
} from '@coverline/contracts/generated/policy-billing/policy-billing';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';
import { useTranslation } from '../../../../lib/i18n';

/**
 * The provider's signed result of a pay now on the return to this page, if this visit is one (a
 * reinstatement payment's result is the cancellation section's).
 */
function returnedResult(): { result: string; signature: string } | null {
  const params = new URLSearchParams(window.location.search);
  if (params.has('reinstatement')) return null;
  const result = params.get('result');
  const signature = params.get('signature');
  return result && signature ? { result, signature } : null;
}

export function InstalmentsSection({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const billing = useGetPolicyBilling(quoteId, { query: { retry: false } });
  const payNow = usePayInstalmentNow();
  const record = useRecordPayNowResult();
  const [problem, setProblem] = useState<string>();
  const recorded = useRef(false);

  useEffect(() => {
    const signed = returnedResult();
    if (!signed || recorded.current) return;
    recorded.current = true;
    // The result is read once; a reload must not send it again.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    record.mutate(
      { data: signed },
      {
        onSuccess: (fresh) => {
          queryClient.setQueryData(getGetPolicyBillingQueryKey(quoteId), fresh);
          toast.success(t('instalments.paid'));
        },
        onError: (failure) => setProblem(errorMessage(failure)),
      },
    );
  }, [queryClient, quoteId, record, t]);

  const pay = async (instalmentId: string) => {
    setProblem(undefined);
    try {
      const started = await payNow.mutateAsync({ data: { quoteId, instalmentId } });
      window.location.assign(started.redirectUrl);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  const data = billing.data;
  if (billing.isError || (data && data.instalments.length === 0 && data.entries.length === 0)) {
    return null;
  }
  return (
    <section className="card" aria-labelledby="instalments-title">
      <h2 id="instalments-title">{t('instalments.title')}</h2>
      {billing.isPending && <p>{tc('common.loading')}</p>}
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {data && (
        <>
          <dl className="policy-facts">
            <div>
              <dt>{t('instalments.balanceDue')}</dt>
              <dd data-testid="balance-due">{formatCentsExact(data.balanceDueCents)}</dd>
            </div>
            <div>
              <dt>{t('instalments.paidSoFar')}</dt>
              <dd>{formatCentsExact(data.netCollectedCents)}</dd>
            </div>
          </dl>
          {data.instalments.length > 0 && (
            <div className="table-wrap">
              <table className="data-table">
                <caption>{t('instalments.schedule')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('instalments.number')}</th>
                    <th scope="col">{t('instalments.dueOn')}</th>
                    <th scope="col">{t('instalments.amount')}</th>
                    <th scope="col">{t('instalments.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('instalments.action')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.instalments.map((i) => (
                    <tr key={i.id}>
                      <td>{i.seq}</td>
                      <td>{formatDate(i.dueOn)}</td>
                      <td>{formatCentsExact(i.amountCents)}</td>
                      <td>
                        {t(`instalments.statuses.${i.status}`)}
                        {i.nextAttemptOn &&
                          ` ${t('instalments.retryOn', { date: formatDate(i.nextAttemptOn) })}`}
                        {i.cancellationOn &&
                          ` ${t('instalments.cancellationOn', { date: formatDate(i.cancellationOn) })}`}
                      </td>
                      <td>
                        {i.payableNow && (
                          <button
                            type="button"
                            className="button"
                            disabled={payNow.isPending}
                            onClick={() => void pay(i.id)}
                          >
                            {t('instalments.payNow', { amount: formatCentsExact(i.amountCents) })}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3 className="policy-card__subtitle">{t('instalments.history')}</h3>
          <ul className="policy-detail__rows">
            {data.entries.map((e) => (
              <li key={e.id}>
                {t('instalments.entryRow', {
                  date: formatDate(e.postedOn),
                  kind: t(`instalments.kinds.${e.kind}`),
                  amount: formatCentsExact(e.amountCents),
                  memo: e.memo,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
