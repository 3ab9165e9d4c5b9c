/**
 * Renewing a bound policy: when a renewal opens, the status machine it follows, the reasons a
 * policy is not renewed, and the renewal summary (what changes against the expiring term, in
 * one list). Pure: dates are `YYYY-MM-DD` and `today` is always an argument.
 */
import { ErrorCode } from './error-codes';
import { addDaysIso } from './rules/dates';

/** A renewal opens this many days before the expiring term ends. */
export const RENEWAL_NOTICE_DAYS = 60;

export const RenewalStatus = {
  /** Opened and re-rated; the client is asked to confirm payroll and details. */
  PendingConfirmation: 'pending_confirmation',
  /** Confirmed and re-rated on the confirmed figures: the client may accept. */
  Offered: 'offered',
  /** Accepted: the new term is bound and linked to the expiring one. Final. */
  Renewed: 'renewed',
  /** Staff decided not to renew (with a reason). Final. */
  NonRenewed: 'non_renewed',
  /** The expiring term ended without the offer being accepted. Final. */
  Lapsed: 'lapsed',
} as const;
export type RenewalStatus = (typeof RenewalStatus)[keyof typeof RenewalStatus];
export const RENEWAL_STATUSES: readonly RenewalStatus[] = Object.values(RenewalStatus);

/** What happens to a renewal. */
export const RenewalEvent = {
  Confirm: 'confirm',
  Accept: 'accept',
  NonRenew: 'non_renew',
  Lapse: 'lapse',
} as const;
export type RenewalEvent = (typeof RenewalEvent)[keyof typeof RenewalEvent];

/** Why a policy is not renewed. */
export const NonRenewalReason = {
  /** The carrier does not offer a renewal. */
  Carrier: 'carrier',
  /** Underwriting (the agency's or the carrier's) declines the risk for another term. */
  Underwriting: 'underwriting',
  /** The client told the agency they do not want to renew. */
  ClientDeclined: 'client_declined',
  /** Premium of the expiring term is unpaid. */
  NonPayment: 'non_payment',
  Other: 'other',
} as const;
export type NonRenewalReason = (typeof NonRenewalReason)[keyof typeof NonRenewalReason];
export const NON_RENEWAL_REASONS: readonly NonRenewalReason[] = Object.values(NonRenewalReason);

export const RenewalLimits = {
  noteMax: 1000,
  /** Payroll per class code, in cents: at most $1 billion. */
  payrollMaxCents: 100_000_000_000,
} as const;

const FINAL: readonly RenewalStatus[] = [
  RenewalStatus.Renewed,
  RenewalStatus.NonRenewed,
  RenewalStatus.Lapsed,
];

export const isFinalRenewalStatus = (status: RenewalStatus) => FINAL.includes(status);

/**
 * The status a renewal moves to on an event; null when the event does not apply. Confirming
 * again (new payroll) keeps an offer open; accepting binds at once, so `accepted` is not a
 * status of its own; staff may non-renew until the renewal is final; an open renewal lapses.
 */
export function nextRenewalStatus(
  status: RenewalStatus,
  event: RenewalEvent,
): RenewalStatus | null {
  if (isFinalRenewalStatus(status)) return null;
  switch (event) {
    case RenewalEvent.Confirm:
      return RenewalStatus.Offered;
    case RenewalEvent.Accept:
      return status === RenewalStatus.Offered ? RenewalStatus.Renewed : null;
    case RenewalEvent.NonRenew:
      return RenewalStatus.NonRenewed;
    case RenewalEvent.Lapse:
      return RenewalStatus.Lapsed;
  }
}

/** Why an event is refused on a renewal: its code, or null when it applies. */
export function renewalRefusal(status: RenewalStatus, event: RenewalEvent): ErrorCode | null {
  if (nextRenewalStatus(status, event) !== null) return null;
  if (isFinalRenewalStatus(status)) return ErrorCode.RenewalClosed;
  return ErrorCode.RenewalNotConfirmed;
}

/** The day a renewal opens for a term ending on `expirationDate`. */
export const renewalOpensOn = (expirationDate: string) =>
  addDaysIso(expirationDate, -RENEWAL_NOTICE_DAYS);

/**
 * Whether a term ending on `expirationDate` is due a renewal on `today`: from the day it opens
 * up to the day before it expires (a run that missed days still opens it; an expired term not).
 */
export const renewalDue = (expirationDate: string, today: string) =>
  today >= renewalOpensOn(expirationDate) && today < expirationDate;

/** A class code's payroll and carrier rate (per $100 of payroll) in one term. */
export interface RenewalClassLine {
  state: string;
  classCode: string;
  payrollCents: number;
  /** The carrier's rate per $100 of payroll; null when the tables have none. */
  ratePer100: number | null;
}

/** What the summary compares of a term. */
export interface RenewalTermFacts {
  /** Null for a renewal the carrier did not price. */
  premiumCents: number | null;
  classes: RenewalClassLine[];
  /** Limits by name ("General liability limit": "1M/2M"). */
  limits: Record<string, string>;
  /** The carrier's terms by name (carrier, waiver, deductible, rate table versions…). */
  carrierTerms: Record<string, string>;
}

export const RenewalChangeKind = {
  Premium: 'premium',
  Rate: 'rate',
  Payroll: 'payroll',
  Limit: 'limit',
  CarrierTerm: 'carrier_term',
} as const;
export type RenewalChangeKind = (typeof RenewalChangeKind)[keyof typeof RenewalChangeKind];
export const RENEWAL_CHANGE_KINDS: readonly RenewalChangeKind[] = Object.values(RenewalChangeKind);

/**
 * One line of the summary. `item` names what changed (a class code as `CA 8810`, a limit's or
 * term's name; empty for the premium). Money in cents and rates as numbers; limits and terms as
 * text. `before` is null for something new in the renewal, `after` null for something dropped.
 */
export interface RenewalChange {
  kind: RenewalChangeKind;
  item: string;
  before: string | number | null;
  after: string | number | null;
  changed: boolean;
}

const classKey = (c: { state: string; classCode: string }) => `${c.state} ${c.classCode}`;

/**
 * The renewal summary: the premium first (always listed, changed or not), then each class
 * code's rate and payroll, then limits and carrier terms; every item of either term appears
 * once per kind, in the expiring term's order with the renewal's new items after.
 */
export function renewalSummary(
  expiring: RenewalTermFacts,
  renewal: RenewalTermFacts,
): RenewalChange[] {
  const line = (
    kind: RenewalChangeKind,
    item: string,
    before: string | number | null,
    after: string | number | null,
  ): RenewalChange => ({ kind, item, before, after, changed: before !== after });
  const changes: RenewalChange[] = [
    line(RenewalChangeKind.Premium, '', expiring.premiumCents, renewal.premiumCents),
  ];
  const keys = unique([...expiring.classes.map(classKey), ...renewal.classes.map(classKey)]);
  const find = (list: RenewalClassLine[], key: string) => list.find((c) => classKey(c) === key);
  for (const key of keys) {
    const before = find(expiring.classes, key);
    const after = find(renewal.classes, key);
    changes.push(
      line(RenewalChangeKind.Rate, key, before?.ratePer100 ?? null, after?.ratePer100 ?? null),
    );
  }
  for (const key of keys) {
    const before = find(expiring.classes, key);
    const after = find(renewal.classes, key);
    changes.push(
      line(
        RenewalChangeKind.Payroll,
        key,
        before?.payrollCents ?? null,
        after?.payrollCents ?? null,
      ),
    );
  }
  for (const [kind, of] of [
    [RenewalChangeKind.Limit, (t: RenewalTermFacts) => t.limits],
    [RenewalChangeKind.CarrierTerm, (t: RenewalTermFacts) => t.carrierTerms],
  ] as const) {
    const before = of(expiring);
    const after = of(renewal);
    for (const name of unique([...Object.keys(before), ...Object.keys(after)])) {
      changes.push(line(kind, name, before[name] ?? null, after[name] ?? null));
    }
  }
  return changes;
}

/** Whether the renewal changes anything at all against the expiring term. */
export const renewalChangesAnything = (changes: RenewalChange[]) => changes.some((c) => c.changed);

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
