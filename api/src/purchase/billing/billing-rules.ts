/**
 * The cart's rules as pure functions: which carrier quote is being bought, which billing options
 * the carrier offers, and which parts of the billing form go with the options chosen.
 */
import {
  addDaysIso,
  ApplicationStatus,
  Bindability,
  BillDelivery,
  BillingPlan,
  CarrierSyncStatus,
  ErrorCode,
  PaymentChoice,
  PaymentMethod,
  PaymentType,
} from '@coverline/contracts';

type Refusal = ErrorCode | null;

/** The selected carrier quote, when it can still be bought online; else the refusal. */
export function purchasableQuote<
  Q extends {
    id: string;
    bindability: Bindability | null;
    syncStatus: CarrierSyncStatus;
    annualPremiumCents: number | null;
  },
>(
  selectedId: string | null,
  carrierQuotes: Q[],
): { quote: Q & { annualPremiumCents: number } } | { refusal: ErrorCode } {
  const quote = carrierQuotes.find((q) => q.id === selectedId);
  if (
    !quote ||
    quote.bindability !== Bindability.BindableThruApi ||
    !quote.annualPremiumCents ||
    quote.annualPremiumCents <= 0
  ) {
    return { refusal: ErrorCode.NotApiBindable };
  }
  if (quote.syncStatus !== CarrierSyncStatus.UpToDate)
    return { refusal: ErrorCode.CarrierQuoteOutOfSync };
  return { quote: quote as Q & { annualPremiumCents: number } };
}

/**
 * A carrier quote whose effective date now lies further back than its carrier backdates a
 * quote (`allowedDays` before `today`) is not bought: the policy would start in the past. The
 * cart refuses it with 1502; the client picks a new effective date and the quote is rated again.
 */
export function expiredEffectiveDateRefusal(
  effectiveDate: string | null,
  allowedDays: number,
  today: string,
): Refusal {
  if (effectiveDate === null) return null;
  return effectiveDate < addDaysIso(today, -allowedDays)
    ? ErrorCode.ExpiredEffectiveDateAccessed
    : null;
}

/** Billing is chosen, and checkout started, from Ready to bind only. */
export function cartStatusRefusal(status: ApplicationStatus): Refusal {
  return status === ApplicationStatus.ReadyToBind ? null : ErrorCode.PurchaseStepUnavailable;
}

/** The carrier's payment types decide what the cart offers (1802 for anything else). */
export function billingOptionRefusal(
  paymentTypes: readonly PaymentType[],
  plan: BillingPlan,
  choice: PaymentChoice,
): Refusal {
  const planType =
    plan === BillingPlan.DirectBill ? PaymentType.DirectBill : PaymentType.PayAsYouGo;
  if (!paymentTypes.includes(planType)) return ErrorCode.PaymentOptionNotOffered;
  if (choice === PaymentChoice.Payments && !paymentTypes.includes(PaymentType.Payments)) {
    return ErrorCode.PaymentOptionNotOffered;
  }
  return null;
}

/** The emails typed in the cart and kept on the quote are the same address. */
export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export interface BillingForm {
  billingPlan: BillingPlan;
  paymentMethod?: PaymentMethod;
  bank?: object;
  mail?: { delivery: BillDelivery; address?: object; email?: string };
}

/** The parts of the form that are missing or do not belong with the options chosen. */
export function billingFormProblems(form: BillingForm): string[] {
  const problems: string[] = [];
  if (form.billingPlan === BillingPlan.PayAsYouGo) {
    if (form.paymentMethod) problems.push('paymentMethod is not used with pay as you go');
    if (form.bank) problems.push('bank is not used with pay as you go');
    if (form.mail) problems.push('mail is not used with pay as you go');
    return problems;
  }
  if (!form.paymentMethod) return ['paymentMethod is required for direct bill'];
  if (form.paymentMethod === PaymentMethod.EFT) {
    if (!form.bank) problems.push('bank is required for EFT');
    if (form.mail) problems.push('mail is not used with EFT');
    return problems;
  }
  if (form.bank) problems.push('bank is not used with mail or email bills');
  if (!form.mail) return [...problems, 'mail is required for mail or email bills'];
  if (form.mail.delivery === BillDelivery.Mail && !form.mail.address) {
    problems.push('mail.address is required for bills by mail');
  }
  if (form.mail.delivery === BillDelivery.Email && !form.mail.email) {
    problems.push('mail.email is required for bills by email');
  }
  return problems;
}
