/**
 * Which billing options the cart offers for a carrier, from the carrier's payment types: the
 * same rule the API applies when saving (1802 for anything else), so nobody is offered a choice
 * that would be refused.
 */
import { BillingPlan, PaymentChoice, PaymentType } from '@coverline/contracts';

export interface BillingOptions {
  plans: BillingPlan[];
  choices: PaymentChoice[];
}

/**
 * Direct bill when the carrier bills directly, pay as you go when it works with a payroll
 * service (direct bill first: it needs no registration); instalments only when it takes
 * payments. Either plan pays its first payment at checkout.
 */
export function billingOptions(paymentTypes: readonly string[]): BillingOptions {
  const plans: BillingPlan[] = [];
  if (paymentTypes.includes(PaymentType.DirectBill)) plans.push(BillingPlan.DirectBill);
  if (paymentTypes.includes(PaymentType.PayAsYouGo)) plans.push(BillingPlan.PayAsYouGo);
  const choices = plans.length
    ? paymentTypes.includes(PaymentType.Payments)
      ? [PaymentChoice.FullPayment, PaymentChoice.Payments]
      : [PaymentChoice.FullPayment]
    : [];
  return { plans, choices };
}
