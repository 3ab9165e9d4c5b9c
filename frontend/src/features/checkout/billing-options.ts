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
 * Direct bill when the carrier bills directly; instalments only when it takes payments. Pay as
 * you go needs the payroll service registration, which the cart does not carry, so it is not
 * offered here (see docs/decisions.md).
 */
export function billingOptions(paymentTypes: readonly string[]): BillingOptions {
  const plans = paymentTypes.includes(PaymentType.DirectBill) ? [BillingPlan.DirectBill] : [];
  const choices = plans.length
    ? paymentTypes.includes(PaymentType.Payments)
      ? [PaymentChoice.FullPayment, PaymentChoice.Payments]
      : [PaymentChoice.FullPayment]
    : [];
  return { plans, choices };
}
