/**
 * Pay-as-you-go payroll reports: a payroll company posts each payroll it runs for a client on
 * pay-as-you-go workers' compensation (the period and the wages per class code and state); the
 * premium is rated from it and charged. The rules both the API and the web app read.
 */
import { PayFrequency } from './billing';
import { addDaysIso, daysBetweenIso } from './rules/dates';

/** What became of a report's charge. */
export const PayrollReportChargeStatus = {
  /** Recorded; the payment provider has not answered yet (the daily run asks again). */
  Pending: 'pending',
  Paid: 'paid',
  Declined: 'declined',
  /** The client paid nothing at purchase the provider can charge again: billed, to be paid. */
  NoPaymentOnFile: 'no_payment_on_file',
} as const;
export type PayrollReportChargeStatus =
  (typeof PayrollReportChargeStatus)[keyof typeof PayrollReportChargeStatus];
export const PAYROLL_REPORT_CHARGE_STATUSES: readonly PayrollReportChargeStatus[] =
  Object.values(PayrollReportChargeStatus);

/** Whether a pay-as-you-go policy's payroll is reported as often as its payroll runs. */
export const PayrollReportingState = {
  /** Reported through a date within one pay period and the grace days of today. */
  Current: 'current',
  /** A report is overdue: the client and the company's reps are reminded. */
  Late: 'late',
  /** Nothing reported for 30 days or more: flagged to the reps and staff. */
  Unreported: 'unreported',
} as const;
export type PayrollReportingState =
  (typeof PayrollReportingState)[keyof typeof PayrollReportingState];
export const PAYROLL_REPORTING_STATES: readonly PayrollReportingState[] =
  Object.values(PayrollReportingState);

export const PayrollReportLimits = {
  /** The longest period one report may cover (a monthly payroll of 31 days). */
  maxPeriodDays: 31,
  maxLines: 100,
  /** A report id as the payroll company's system names it. */
  reportIdMaxLength: 100,
  /** Payroll of one line, at most (a hundred billion dollars in cents keeps sums exact). */
  maxPayrollCents: 10_000_000_000_000,
  /** Days after a pay period's end before its missing report is late. */
  graceDays: 5,
  /** Days without a report after which the client is flagged to the reps and staff. */
  unreportedDays: 30,
} as const;

/** The days of one pay period at each frequency (a semi-monthly one at its longest). */
export const PAY_PERIOD_DAYS: Readonly<Record<PayFrequency, number>> = {
  [PayFrequency.Weekly]: 7,
  [PayFrequency.Biweekly]: 14,
  [PayFrequency.SemiMonthly]: 16,
  [PayFrequency.Monthly]: 31,
};

/**
 * The last day the reports of a policy cover: the latest period's end, or the day before the
 * policy starts when nothing was reported yet.
 */
export function reportedThrough(effectiveDate: string, latestPeriodEnd: string | null): string {
  return latestPeriodEnd ?? addDaysIso(effectiveDate, -1);
}

/**
 * Whether the payroll of a policy is reported on time as of `today`: late once a full pay period
 * and the grace days have passed since the last day reported, unreported once 30 days have.
 */
export function payrollReportingState(
  coveredThrough: string,
  payFrequency: PayFrequency,
  today: string,
): PayrollReportingState {
  const gap = daysBetweenIso(coveredThrough, today);
  if (gap >= PayrollReportLimits.unreportedDays) return PayrollReportingState.Unreported;
  const period = PAY_PERIOD_DAYS[payFrequency] ?? PAY_PERIOD_DAYS[PayFrequency.Monthly];
  if (gap > period + PayrollReportLimits.graceDays) return PayrollReportingState.Late;
  return PayrollReportingState.Current;
}

/** Why a period cannot be reported, or null when it can. */
export function payrollPeriodProblem(
  period: { start: string; end: string },
  policy: { effectiveDate: string; expirationDate: string },
  today: string,
): string | null {
  if (period.start > period.end) return 'The period starts after it ends.';
  if (period.end > today) return 'The period ends in the future.';
  if (period.start < policy.effectiveDate) return 'The period starts before the policy does.';
  if (period.end > policy.expirationDate) return 'The period ends after the policy does.';
  if (daysBetweenIso(period.start, period.end) + 1 > PayrollReportLimits.maxPeriodDays) {
    return `The period is longer than ${PayrollReportLimits.maxPeriodDays} days.`;
  }
  return null;
}

/** What became of a payroll report correction's difference in premium. */
export const PayrollCorrectionOutcome = {
  /** More premium, charged on the payment on file. */
  Charged: 'charged',
  /** More premium, the charge declined: billed and owed. */
  Declined: 'declined',
  /** More premium, nothing on file to charge: billed and owed. */
  NoPaymentOnFile: 'no_payment_on_file',
  /** Less premium, paid back through the provider (all of it, or what the report's payment had left). */
  Refunded: 'refunded',
  /** Less premium, nothing of the report's was collected to refund: what is owed is lower. */
  Credited: 'credited',
  /** The same premium (wages changed by less than a cent of premium, or not at all). */
  Unchanged: 'unchanged',
} as const;
export type PayrollCorrectionOutcome =
  (typeof PayrollCorrectionOutcome)[keyof typeof PayrollCorrectionOutcome];
export const PAYROLL_CORRECTION_OUTCOMES: readonly PayrollCorrectionOutcome[] =
  Object.values(PayrollCorrectionOutcome);

export interface PayrollCorrectionMoney {
  /** Revised less previous premium: positive is owed more, negative less. */
  differenceCents: number;
  /** Premium billed now (`Billed`). */
  billCents: number;
  /** Premium no longer owed (`ReturnPremium`). */
  returnCents: number;
  /** What the provider pays back: the premium returned, up to what the report's payment has left. */
  refundCents: number;
}

/**
 * How a correction from `previousCents` to `revisedCents` of premium settles: the difference is
 * billed, or returned and refunded up to `refundableCents` (what the report's payment has left
 * to refund; the rest of a return lowers what is owed).
 */
export function payrollCorrectionMoney(
  previousCents: number,
  revisedCents: number,
  refundableCents: number,
): PayrollCorrectionMoney {
  for (const v of [previousCents, revisedCents, refundableCents]) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError('Amounts must be whole cents');
  }
  const differenceCents = revisedCents - previousCents;
  const returnCents = Math.max(-differenceCents, 0);
  return {
    differenceCents,
    billCents: Math.max(differenceCents, 0),
    returnCents,
    refundCents: Math.min(returnCents, refundableCents),
  };
}
