/**
 * The billing step of the cart: the billing plan when the carrier offers more than one, then
 * the direct bill form, or the payroll service registration followed by the pay-as-you-go
 * billing once the carrier has accepted the registration.
 */
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BillingPlan } from '@coverline/contracts';
import type { BillingInfoDto, QuoteDto } from '@coverline/contracts/generated/model';
import { usePaygoRegistration } from '@coverline/contracts/generated/pay-as-you-go/pay-as-you-go';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { PaygoRegistrationForm } from '../paygo/PaygoRegistrationForm';
import { BillingForm } from './BillingForm';
import type { BillingOptions } from './billing-options';
import { Choice, ChoiceGroup } from './choices';
import { CHECKOUT_NS } from './namespace';

interface BillingStepProps {
  quote: QuoteDto;
  premiumCents: number;
  options: BillingOptions;
  saved: BillingInfoDto | undefined;
  onSaved: () => void;
}

export function BillingStep(props: BillingStepProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { options, saved } = props;
  const [plan, setPlan] = useState<BillingPlan>(
    saved && options.plans.includes(saved.billingPlan) ? saved.billingPlan : options.plans[0],
  );
  return (
    <>
      {options.plans.length > 1 && (
        <section className="card checkout-card" aria-labelledby="cart-plan-title">
          <h2 id="cart-plan-title" className="checkout-card__title">
            {t('plan.title')}
          </h2>
          <ChoiceGroup legend={t('plan.legend')}>
            {options.plans.map((value) => (
              <Choice
                key={value}
                name="billingPlan"
                value={value}
                checked={plan === value}
                onChange={() => setPlan(value)}
                label={t(`form.plan.${value}`)}
                detail={t(`plan.detail.${value}`)}
              />
            ))}
          </ChoiceGroup>
        </section>
      )}
      {plan === BillingPlan.PayAsYouGo ? (
        <PayAsYouGo {...props} />
      ) : (
        <BillingForm plan={BillingPlan.DirectBill} {...props} />
      )}
    </>
  );
}

/** Registration first; the billing is saved only once the payroll service has accepted it. */
function PayAsYouGo(props: BillingStepProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const view = usePaygoRegistration({ quoteId: props.quote.id });
  const status = view.data?.registration?.carrierStatus;
  return (
    <>
      {/* The registration form titles itself. */}
      <div className="card checkout-card checkout-paygo">
        <PaygoRegistrationForm quoteId={props.quote.id} />
      </div>
      {view.isPending ? (
        <PageLoading />
      ) : view.isError ? (
        <Alert tone="error">
          <p>{errorMessage(view.error)}</p>
        </Alert>
      ) : status === 'accepted' ? (
        <BillingForm plan={BillingPlan.PayAsYouGo} {...props} />
      ) : status === 'declined' ? (
        <Alert tone="info">
          <p>{t('plan.registrationDeclined')}</p>
        </Alert>
      ) : null}
    </>
  );
}
