/**
 * A bound policy's money after the sale: the premium ledger's entry kinds, the instalment
 * schedule (split to the cent, one due date a month) and the status machine each instalment
 * follows from its due date to paid, or to a notice of cancellation for non-payment.
 */

import { isIsoDate } from './rules/dates';
import { isUsStateCode, type UsStateCode } from './reference-data';

/** What a ledger entry records; every entry is a positive number of cents. */
export const LedgerEntryKind = {
  /** Premium the policy is written for (at binding). */
  Written: 'Written',
  /** Premium asked of the client: the first payment at binding, each instalment when due. */
  Billed: 'Billed',
  /** Money the payment provider took. */
  Collected: 'Collected',
  /** Money the payment provider paid back. */
  Refunded: 'Refunded',
  /** Premium no longer owed (a cancellation or a change that lowers it). */
  ReturnPremium: 'ReturnPremium',
} as const;
export type LedgerEntryKind = (typeof LedgerEntryKind)[keyof typeof LedgerEntryKind];
export const LEDGER_ENTRY_KINDS: readonly LedgerEntryKind[] = Object.values(LedgerEntryKind);

export interface LedgerTotals {
  writtenCents: number;
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
  returnPremiumCents: number;
}

/** What the client owes now: billed, less premium returned, less what was paid net of refunds. */
export const balanceDueCents = (t: LedgerTotals): number =>
  t.billedCents - t.returnPremiumCents - t.collectedCents + t.refundedCents;

/** What the provider kept: collected less refunded (the ledger's side of a reconciliation). */
export const netCollectedCents = (t: LedgerTotals): number => t.collectedCents - t.refundedCents;

export const InstalmentStatus = {
  /** Waiting for its due date. */
  Scheduled: 'Scheduled',
  /** Claimed by the billing run: the provider is being asked (with the attempt's key). */
  Charging: 'Charging',
  /** Declined; charged again on its next attempt date. */
  Retrying: 'Retrying',
  /** Declined on every attempt; the client may pay it in the portal. */
  Missed: 'Missed',
  /** Still missed after the grace days: the notice of cancellation for non-payment went out. */
  NoticeSent: 'NoticeSent',
  Paid: 'Paid',
  /** The policy was cancelled before the instalment was paid: it is never charged. */
  Cancelled: 'Cancelled',
} as const;
export type InstalmentStatus = (typeof InstalmentStatus)[keyof typeof InstalmentStatus];
export const INSTALMENT_STATUSES: readonly InstalmentStatus[] = Object.values(InstalmentStatus);

export type InstalmentEvent =
  /** The billing run takes it to charge (due, or its retry date came). */
  | 'claim'
  /** The provider took the money. */
  | 'paid'
  /** The provider declined. */
  | 'declined'
  /** The grace days passed without payment. */
  | 'notice'
  /** The client paid it themselves in the portal. */
  | 'paidNow'
  /** The policy was cancelled. */
  | 'cancel';

/**
 * How the billing run treats an instalment: reminded some days before, charged on its date and
 * twice more a few days apart, then missed; the notice of cancellation follows the grace days.
 */
export const InstalmentBilling = {
  reminderDaysBefore: 5,
  maxAttempts: 3,
  retryAfterDays: 3,
  noticeAfterMissedDays: 10,
  /**
   * Days between the notice and the cancellation it announces where the policy's state asks
   * nothing longer: the shortest notice for non-payment the states commonly require. The
   * policy's own state's days come from `nonPaymentNoticeDays`.
   */
  nonPaymentNoticeDays: 10,
} as const;

/**
 * The minimum days of notice before a commercial policy is cancelled for non-payment of
 * premium, by the state of the risk (the 50 states and DC). Common state minimums, to be
 * confirmed per carrier filing: most states ask 10 days; those listed with more ask longer. A
 * state missing from the table (none today) gets `InstalmentBilling.nonPaymentNoticeDays`.
 */
// prettier-ignore
export const NON_PAYMENT_NOTICE_DAYS: Readonly<Record<UsStateCode, number>> = {
  AL: 10, AK: 20, AZ: 10, AR: 10, CA: 10, CO: 10, CT: 10, DE: 10, DC: 10, FL: 10, GA: 10,
  HI: 10, ID: 10, IL: 10, IN: 10, IA: 10, KS: 10, KY: 14, LA: 10, ME: 14, MD: 10, MA: 10,
  MI: 10, MN: 10, MS: 10, MO: 10, MT: 10, NE: 10, NV: 10, NH: 10, NJ: 10, NM: 10, NY: 15,
  NC: 15, ND: 10, OH: 10, OK: 10, OR: 10, PA: 15, RI: 10, SC: 10, SD: 10, TN: 10, TX: 10,
  UT: 10, VT: 15, VA: 10, WA: 10, WV: 15, WI: 10, WY: 10,
};

/**
 * Days of notice before a cancellation for non-payment in `state` (a two-letter code, any
 * case): the state's minimum, else the default for a state unknown or not given.
 */
export function nonPaymentNoticeDays(state: string | null | undefined): number {
  const code = state?.trim().toUpperCase() ?? '';
  return isUsStateCode(code)
    ? NON_PAYMENT_NOTICE_DAYS[code]
    : InstalmentBilling.nonPaymentNoticeDays;
}

/**
 * The status an event moves an instalment to, or null when the event does not apply. A decline
 * counts the attempt just made: it is retried until `maxAttempts` attempts declined.
 */
export function nextInstalmentStatus(
  status: InstalmentStatus,
  event: InstalmentEvent,
  attemptsMade = 0,
): InstalmentStatus | null {
  const S = InstalmentStatus;
  switch (event) {
    case 'claim':
      return status === S.Scheduled || status === S.Retrying ? S.Charging : null;
    case 'paid':
      return status === S.Charging ? S.Paid : null;
    case 'declined':
      if (status !== S.Charging) return null;
      return attemptsMade >= InstalmentBilling.maxAttempts ? S.Missed : S.Retrying;
    case 'notice':
      return status === S.Missed ? S.NoticeSent : null;
    case 'paidNow':
      return status === S.Missed || status === S.NoticeSent ? S.Paid : null;
    case 'cancel':
      // A charge in flight settles first; a paid instalment stays paid (the refund covers it).
      return status === S.Scheduled ||
        status === S.Retrying ||
        status === S.Missed ||
        status === S.NoticeSent
        ? S.Cancelled
        : null;
  }
}

/** Whether the client may pay the instalment themselves now. */
export const payableNow = (status: InstalmentStatus): boolean =>
  nextInstalmentStatus(status, 'paidNow') !== null;

/** Instalments whose money is still owed after their due date. */
export const overdue = (status: InstalmentStatus): boolean =>
  status === InstalmentStatus.Retrying ||
  status === InstalmentStatus.Missed ||
  status === InstalmentStatus.NoticeSent;

/** The same day `months` later; a day the month lacks falls back to its last day. */
export function addMonthsIso(value: string, months: number): string {
  if (!isIsoDate(value)) throw new RangeError(`Not a calendar date: ${value}`);
  const [y, m, d] = value.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface ScheduledInstalment {
  /** 1 for the first instalment after the down payment. */
  seq: number;
  dueOn: string;
  amountCents: number;
}

/**
 * The instalments of what is left after the first payment: `count` monthly instalments from
 * one month after `effectiveDate`, in whole cents adding up to `totalCents` exactly. What does
 * not divide evenly goes a cent each to the earliest, so no two differ by more than a cent.
 */
export function instalmentSchedule(
  totalCents: number,
  count: number,
  effectiveDate: string,
): ScheduledInstalment[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError('The amount to split must be a whole number of cents, at least 0');
  }
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError('There must be at least one instalment');
  }
  if (totalCents === 0) return [];
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    dueOn: addMonthsIso(effectiveDate, i + 1),
    amountCents: base + (i < remainder ? 1 : 0),
  }));
}
