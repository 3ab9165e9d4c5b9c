/** How the policy is paid: plan, method, schedule, the masked bank account and payments made. */
import { useTranslation } from '../../../../lib/i18n';
import { useGetBillingInfo, useListPayments } from '@coverline/contracts/generated/billing/billing';
import { formatCentsExact } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/http-errors';
import { Alert } from '../../../../ui/Alert';
import { POLICY_DETAIL_NS } from './namespace';

export function BillingSection({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(POLICY_DETAIL_NS);
  const { t: tc } = useTranslation();
  const billing = useGetBillingInfo(quoteId, { query: { retry: false } });
  const payments = useListPayments(quoteId, { query: { retry: false } });
  const info = billing.data;
  return (
    <section className="card" aria-labelledby="billing-title">
      <h2 id="billing-title">{t('billing.title')}</h2>
      {billing.isPending && <p>{tc('common.loading')}</p>}
      {billing.isError && <p>{t('billing.none')}</p>}
      {info && (
        <dl className="policy-facts">
          <div>
            <dt>{t('billing.plan')}</dt>
            <dd>{t(`billing.plans.${info.billingPlan}`)}</dd>
          </div>
          {info.paymentMethod && (
            <div>
              <dt>{t('billing.method')}</dt>
              <dd>{t(`billing.methods.${info.paymentMethod}`)}</dd>
            </div>
          )}
          <div>
            <dt>{t('billing.schedule')}</dt>
            <dd>
              {t(`billing.choices.${info.paymentChoice}`, {
                first: formatCentsExact(info.firstPaymentCents),
                count: info.instalmentCents.length,
                each: formatCentsExact(info.instalmentCents[0] ?? 0),
              })}
            </dd>
          </div>
          {info.bank && (
            <div>
              <dt>{t('billing.account')}</dt>
              <dd>
                {t('billing.accountValue', {
                  name: info.bank.nameOnAccount,
                  last4: info.bank.accountNumberLast4,
                })}
              </dd>
            </div>
          )}
          {info.mail && (
            <div>
              <dt>{t('billing.mailTo')}</dt>
              <dd>{info.mail.email ?? info.mail.mailingName}</dd>
            </div>
          )}
          <div>
            <dt>{t('billing.email')}</dt>
            <dd className="details__wrap">{info.email}</dd>
          </div>
        </dl>
      )}
      <h3 className="policy-card__subtitle">{t('billing.payments')}</h3>
      {payments.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(payments.error)}</p>
        </Alert>
      )}
      {payments.data &&
        (payments.data.length === 0 ? (
          <p>{t('billing.noPayments')}</p>
        ) : (
          <ul className="policy-detail__rows">
            {payments.data.map((payment) => (
              <li key={payment.id}>
                {t('billing.paymentRow', {
                  amount: formatCentsExact(payment.amountCents),
                  date: formatDate(payment.paidAt),
                  method: t(`billing.instruments.${payment.method}`),
                })}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
