import { useTranslation } from '../../../lib/i18n';
import { BillDelivery, PaymentMethod } from '@coverline/contracts';
import type { BillingInfoDto } from '@coverline/contracts/generated/model';
import { PaymentScheduleText } from './PaymentScheduleText';
import { CHECKOUT_NS } from './namespace';

/** The saved billing information as the API answers it: bank numbers as their last four only. */
export function SavedBilling({
  billing,
  onChange,
}: {
  billing: BillingInfoDto;
  /** Absent once a payment is under way: the billing can no longer change. */
  onChange?: () => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { bank, mail } = billing;
  return (
    <section className="card checkout-card" aria-labelledby="cart-billing-title">
      <h2 id="cart-billing-title" className="checkout-card__title">
        {t('saved.title')}
      </h2>
      <dl className="checkout-facts">
        <div>
          <dt>{t('saved.method')}</dt>
          <dd>
            {billing.paymentMethod
              ? t(`form.method.${billing.paymentMethod}`)
              : t(`form.plan.${billing.billingPlan}`)}
          </dd>
        </div>
        {billing.paymentMethod === PaymentMethod.EFT && bank && (
          <div>
            <dt>{t('saved.bank')}</dt>
            <dd>
              <span className="checkout-line">{bank.accountHolderNames}</span>
              <span className="checkout-line">
                {t('saved.accountEnding', { last4: bank.accountNumberLast4 })}
              </span>
              <span className="checkout-line">
                {t('saved.routingEnding', { last4: bank.routingNumberLast4 })}
              </span>
            </dd>
          </div>
        )}
        {billing.paymentMethod === PaymentMethod.MailEmail && mail && (
          <div>
            <dt>{t('saved.bills')}</dt>
            <dd>
              <span className="checkout-line">{mail.mailingName}</span>
              <span className="checkout-line">
                {mail.delivery === BillDelivery.Email
                  ? mail.email
                  : mail.address &&
                    `${mail.address.line1}, ${mail.address.city}, ${mail.address.state} ${mail.address.zip}`}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('saved.choice')}</dt>
          <dd>
            <span className="checkout-line">{t(`form.choice.${billing.paymentChoice}`)}</span>
            <PaymentScheduleText
              schedule={{
                firstPaymentCents: billing.firstPaymentCents,
                instalmentCents: billing.instalmentCents,
              }}
            />
          </dd>
        </div>
        <div>
          <dt>{t('saved.email')}</dt>
          <dd>{billing.email}</dd>
        </div>
      </dl>
      {onChange && (
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={onChange}>
            {t('saved.change')}
          </button>
        </div>
      )}
    </section>
  );
}
