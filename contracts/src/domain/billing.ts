/**
 * Billing words and rules shared by the purchase flow, the client portal and the API: how a
 * client pays (method, choice, frequency), the bank details they give for EFT, and how much the
 * first payment of a policy is.
 */

import { checkBankAccountNumber, checkRoutingNumber, FormatMessages } from './rules/formats';

/** How a direct-bill client pays: bank transfer, or invoices by mail or email. */
export const PaymentMethod = {
  EFT: 'EFT',
  MailEmail: 'MailEmail',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHODS: readonly PaymentMethod[] = Object.values(PaymentMethod);

/**
 * Who collects the premium: the carrier directly (by EFT or invoices), or a payroll service
 * with each payroll run (pay as you go, registered separately).
 */
export const BillingPlan = {
  DirectBill: 'DirectBill',
  PayAsYouGo: 'PayAsYouGo',
} as const;
export type BillingPlan = (typeof BillingPlan)[keyof typeof BillingPlan];
export const BILLING_PLANS: readonly BillingPlan[] = Object.values(BillingPlan);

/** Where invoices go for a client paying by mail or email. */
export const BillDelivery = {
  Mail: 'mail',
  Email: 'email',
} as const;
export type BillDelivery = (typeof BillDelivery)[keyof typeof BillDelivery];
export const BILL_DELIVERIES: readonly BillDelivery[] = Object.values(BillDelivery);

/** The whole annual premium at once, or a down payment and instalments. */
export const PaymentChoice = {
  FullPayment: 'FullPayment',
  Payments: 'Payments',
} as const;
export type PaymentChoice = (typeof PaymentChoice)[keyof typeof PaymentChoice];
export const PAYMENT_CHOICES: readonly PaymentChoice[] = Object.values(PaymentChoice);

/** How often a business runs payroll (pay-as-you-go billing follows it). */
export const PayFrequency = {
  Weekly: 'Weekly',
  Biweekly: 'Biweekly',
  SemiMonthly: 'Semi-monthly',
  Monthly: 'Monthly',
} as const;
export type PayFrequency = (typeof PayFrequency)[keyof typeof PayFrequency];
export const PAY_FREQUENCIES: readonly PayFrequency[] = Object.values(PayFrequency);

export const BillingMessages = {
  bankAccountNumber: 'Bank account number must be 5 to 17 digits.',
  routingNumberFormat: FormatMessages.routingNumber,
  routingNumberChecksum: 'Routing number is not a valid ABA routing number.',
  nameOnAccount: 'Please enter the name on the account.',
  accountHolderNames: 'Please enter the account holder names.',
} as const;

/** Longest account number US banks issue for ACH (NACHA allows 17 characters). */
export const BANK_ACCOUNT_NUMBER_MAX_DIGITS = 17;

type Check = string | null;

/** The specification's rule (digits only, 5 or more), capped at what ACH carries. */
export function checkBankAccountDigits(value: string): Check {
  const valid =
    checkBankAccountNumber(value) === null && value.length <= BANK_ACCOUNT_NUMBER_MAX_DIGITS;
  return valid ? null : BillingMessages.bankAccountNumber;
}

/**
 * The ABA check: weights 3, 7, 1 repeated over the nine digits must sum to a multiple of ten.
 * It catches every single mistyped digit and most swapped neighbours before the bank does.
 */
export function abaChecksumValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(routingNumber[i]) * weights[i % 3];
  return sum % 10 === 0;
}

/** Exactly nine digits that pass the ABA checksum. */
export function checkAbaRoutingNumber(value: string): Check {
  return (
    checkRoutingNumber(value) ??
    (abaChecksumValid(value) ? null : BillingMessages.routingNumberChecksum)
  );
}

/**
 * The instalment plan for `Payments`: a 25% down payment now, then 9 monthly instalments of
 * the rest. Amounts are whole cents; what does not divide evenly is added to the down payment,
 * so the payments always add up to the premium exactly and no later instalment is larger.
 */
export const InstalmentPlan = {
  downPaymentPercent: 25,
  monthlyInstalments: 9,
} as const;

/**
 * Pay as you go: a deposit of 10% of the estimated annual premium now; the rest is collected
 * with each payroll run through the payroll service, on the actual payroll, so there are no
 * instalments and the payment choice does not apply.
 */
export const PayAsYouGoPlan = {
  depositPercent: 10,
} as const;

export interface PaymentSchedule {
  /** What the checkout charges now. */
  firstPaymentCents: number;
  /** The later payments, in order; empty for a full payment. */
  instalmentCents: number[];
}

/**
 * The payments of an annual premium (whole cents, at least 0) under a payment choice and a
 * billing plan (direct bill unless said otherwise).
 */
export function paymentSchedule(
  annualPremiumCents: number,
  choice: PaymentChoice,
  plan: BillingPlan = BillingPlan.DirectBill,
): PaymentSchedule {
  if (!Number.isSafeInteger(annualPremiumCents) || annualPremiumCents < 0) {
    throw new RangeError('The annual premium must be a whole number of cents, at least 0');
  }
  if (plan === BillingPlan.PayAsYouGo) {
    const deposit = Math.floor((annualPremiumCents * PayAsYouGoPlan.depositPercent) / 100);
    return { firstPaymentCents: deposit, instalmentCents: [] };
  }
  if (choice === PaymentChoice.FullPayment) {
    return { firstPaymentCents: annualPremiumCents, instalmentCents: [] };
  }
  const { downPaymentPercent, monthlyInstalments } = InstalmentPlan;
  const down = Math.floor((annualPremiumCents * downPaymentPercent) / 100);
  const instalment = Math.floor((annualPremiumCents - down) / monthlyInstalments);
  const remainder = annualPremiumCents - down - instalment * monthlyInstalments;
  return {
    firstPaymentCents: down + remainder,
    instalmentCents: Array.from({ length: monthlyInstalments }, () => instalment),
  };
}

/** What the checkout charges now for an annual premium under a payment choice and plan. */
export const firstPaymentCents = (
  annualPremiumCents: number,
  choice: PaymentChoice,
  plan: BillingPlan = BillingPlan.DirectBill,
): number => paymentSchedule(annualPremiumCents, choice, plan).firstPaymentCents;
