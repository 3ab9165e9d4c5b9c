/**
 * Cancelling a bound policy: why it is cancelled, how much of its premium the insurer keeps
 * (earned) and gives back (return premium), and the status machine a bound policy follows to
 * cancelled or expired. Pure: dates are `YYYY-MM-DD` and `today` is always an argument.
 */
import { ErrorCode } from './error-codes';
import { addDaysIso, daysBetweenIso } from './rules/dates';

/** Why a policy is cancelled. */
export const CancellationReason = {
  /** The insured asked (a change request of type `cancel`, or staff on their behalf). */
  ClientRequest: 'client_request',
  /** An instalment stayed unpaid past the notice of cancellation. */
  NonPayment: 'non_payment',
  /** The carrier's underwriters withdrew the cover. */
  Underwriting: 'underwriting',
  Other: 'other',
} as const;
export type CancellationReason = (typeof CancellationReason)[keyof typeof CancellationReason];
export const CANCELLATION_REASONS: readonly CancellationReason[] =
  Object.values(CancellationReason);

/** How the return premium is worked out. */
export const CancellationMethod = {
  /** Cancelled on (or before) its effective date: nothing earned, everything returned. */
  Flat: 'flat',
  /** Earned by the days in force. */
  ProRata: 'pro_rata',
  /** Pro rata less the carrier's penalty, when the insured asks and the carrier says so. */
  ShortRate: 'short_rate',
} as const;
export type CancellationMethod = (typeof CancellationMethod)[keyof typeof CancellationMethod];
export const CANCELLATION_METHODS: readonly CancellationMethod[] =
  Object.values(CancellationMethod);

/**
 * The short-rate return: this share of the pro rata unearned premium goes back (the carrier
 * keeps the rest as its penalty for an insured leaving early), the customary 90%.
 */
export const SHORT_RATE_RETURN_FACTOR = 0.9;

export const CancellationLimits = {
  noteMax: 1000,
} as const;

export interface CancellationTerm {
  effectiveDate: string;
  expirationDate: string;
  /** The premium written for the whole term at binding, in cents. */
  premiumCents: number;
  /**
   * The endorsements issued in the term, in any order: each changed the annual premium by
   * `annualChangeCents` from `effectiveDate` on, and was charged (or refunded, negative)
   * `proRataCents` for the rest of the term.
   */
  changes?: ReadonlyArray<TermPremiumChange>;
}

export interface TermPremiumChange {
  effectiveDate: string;
  annualChangeCents: number;
  proRataCents: number;
}

export interface ReturnPremiumInput extends CancellationTerm {
  cancellationDate: string;
  reason: CancellationReason;
  /** The carrier applies short rate to cancellations its insureds ask for. */
  carrierShortRate: boolean;
}

export interface ReturnPremium {
  method: CancellationMethod;
  /** Days of the term, and of those the days in force before the cancellation date. */
  termDays: number;
  daysInForce: number;
  /** What the insurer keeps for the days in force (and the short-rate penalty). */
  earnedCents: number;
  /** What is no longer owed: premium less earned. */
  returnPremiumCents: number;
}

/** The method a cancellation follows. */
export function cancellationMethod(input: ReturnPremiumInput): CancellationMethod {
  if (input.cancellationDate <= input.effectiveDate) return CancellationMethod.Flat;
  if (input.carrierShortRate && input.reason === CancellationReason.ClientRequest) {
    return CancellationMethod.ShortRate;
  }
  return CancellationMethod.ProRata;
}

/**
 * Earned and return premium in whole cents. Pro rata: the premium times the share of the term's
 * days the policy was in force, rounded to the cent; short rate returns 90% of that unearned
 * premium (rounded down: a cent in doubt stays earned). Flat: nothing earned. An endorsed term
 * is earned version by version: each change's premium counts only from its own date, so the
 * earned premium is what the versions in force were worth for the days they were.
 */
export function returnPremium(input: ReturnPremiumInput): ReturnPremium {
  if (!Number.isSafeInteger(input.premiumCents) || input.premiumCents < 0) {
    throw new RangeError('The premium must be a whole number of cents, at least 0');
  }
  const termDays = daysBetweenIso(input.effectiveDate, input.expirationDate);
  if (termDays <= 0) throw new RangeError('The term must end after it starts');
  const changes = input.changes ?? [];
  // What the term was written for: the premium at binding and every endorsement's pro rata.
  const writtenCents = changes.reduce((sum, c) => sum + c.proRataCents, input.premiumCents);
  const method = cancellationMethod(input);
  const daysInForce = Math.min(
    Math.max(daysBetweenIso(input.effectiveDate, input.cancellationDate), 0),
    termDays,
  );
  if (method === CancellationMethod.Flat) {
    return {
      method,
      termDays,
      daysInForce: 0,
      earnedCents: 0,
      returnPremiumCents: writtenCents,
    };
  }
  // Unearned: the premium at binding for the days after the cancellation, and each change for
  // its days after the cancellation (all of it when it takes effect later), rounded as the
  // change's own pro rata was, so a change never returns more than it charged.
  const unearned =
    input.premiumCents -
    Math.round((input.premiumCents * daysInForce) / termDays) +
    changes.reduce((sum, c) => {
      const from =
        c.effectiveDate > input.cancellationDate ? c.effectiveDate : input.cancellationDate;
      const days = Math.min(Math.max(daysBetweenIso(from, input.expirationDate), 0), termDays);
      const magnitude = Math.round((Math.abs(c.annualChangeCents) * days) / termDays);
      return sum + (c.annualChangeCents < 0 ? -magnitude : magnitude);
    }, 0);
  const returned = Math.max(
    method === CancellationMethod.ShortRate
      ? Math.floor(unearned * SHORT_RATE_RETURN_FACTOR)
      : unearned,
    0,
  );
  return {
    method,
    termDays,
    daysInForce,
    earnedCents: writtenCents - returned,
    returnPremiumCents: returned,
  };
}

/** What the ledger says of the money so far (cents, all positive). */
export interface CancellationMoney {
  billedCents: number;
  /** Collected less refunded: what the provider kept. */
  netCollectedCents: number;
}

export interface CancellationSettlement {
  /** Billed premium no longer owed (a `ReturnPremium` entry). */
  returnBilledCents: number;
  /** Earned premium not yet billed, now due (a `Billed` entry). */
  billEarnedCents: number;
  /** What the provider pays back: collected beyond the earned premium. */
  refundCents: number;
  /** What the insured still owes after the refund: earned beyond what was collected. */
  balanceDueCents: number;
}

/**
 * How a cancellation settles against the ledger: afterwards billed less returned equals the
 * earned premium, and the refund brings what the provider kept down to it when more was paid.
 */
export function cancellationSettlement(
  earnedCents: number,
  money: CancellationMoney,
): CancellationSettlement {
  return {
    returnBilledCents: Math.max(money.billedCents - earnedCents, 0),
    billEarnedCents: Math.max(earnedCents - money.billedCents, 0),
    refundCents: Math.max(money.netCollectedCents - earnedCents, 0),
    balanceDueCents: Math.max(earnedCents - money.netCollectedCents, 0),
  };
}

/** A bound policy's status: in force during its term, then expired, or cancelled. */
export const PolicyLifecycleStatus = {
  Active: 'Active',
  Expired: 'Expired',
  Cancelled: 'Cancelled',
} as const;
export type PolicyLifecycleStatus =
  (typeof PolicyLifecycleStatus)[keyof typeof PolicyLifecycleStatus];
export const POLICY_LIFECYCLE_STATUSES: readonly PolicyLifecycleStatus[] =
  Object.values(PolicyLifecycleStatus);

export type PolicyLifecycleEvent = 'cancel' | 'expire' | 'reinstate';

/**
 * The status an event moves a bound policy to, or null when it does not apply: an active policy
 * is cancelled or expires; a cancelled one is reinstated (active again, the cancellation
 * rescinded); an expired one is final.
 */
export function nextPolicyStatus(
  status: PolicyLifecycleStatus,
  event: PolicyLifecycleEvent,
): PolicyLifecycleStatus | null {
  const S = PolicyLifecycleStatus;
  switch (event) {
    case 'cancel':
      return status === S.Active ? S.Cancelled : null;
    case 'expire':
      return status === S.Active ? S.Expired : null;
    case 'reinstate':
      return status === S.Cancelled ? S.Active : null;
  }
}

/**
 * A bound policy's status on `today`: cancelled from its cancellation date (a cancellation
 * recorded for a later date leaves it active until then), expired from its expiration date.
 */
export function policyLifecycleStatus(
  policy: { expirationDate: string; cancellationDate: string | null },
  today: string,
): PolicyLifecycleStatus {
  if (policy.cancellationDate !== null && policy.cancellationDate <= today) {
    return PolicyLifecycleStatus.Cancelled;
  }
  return policy.expirationDate <= today
    ? PolicyLifecycleStatus.Expired
    : PolicyLifecycleStatus.Active;
}

/**
 * Whether a bound policy may be cancelled on `cancellationDate`: once (3057), while its term has
 * not ended (3058), from its effective date (a flat cancellation) to the day before it expires
 * (3055 before, 3056 after). Null when it may.
 */
export function cancellationRefusal(
  policy: { effectiveDate: string; expirationDate: string; cancelled: boolean },
  cancellationDate: string,
  today: string,
): ErrorCode | null {
  if (policy.cancelled) return ErrorCode.PolicyAlreadyCancelled;
  if (policy.expirationDate <= today) return ErrorCode.PolicyExpiredNotCancellable;
  if (cancellationDate < policy.effectiveDate) return ErrorCode.CancellationBeforeStart;
  if (cancellationDate >= policy.expirationDate) return ErrorCode.CancellationAfterExpiry;
  return null;
}

/**
 * The cancellation date staff's completion of a client's cancel request takes: today, or the
 * effective date (flat) while the policy has not started.
 */
export function requestedCancellationDate(effectiveDate: string, today: string): string {
  return today < effectiveDate ? effectiveDate : today;
}

/**
 * Days after the cancellation date within which a policy cancelled for non-payment may be
 * reinstated (the client pays what is past due, or staff reinstate it), never past its term.
 */
export const REINSTATEMENT_WINDOW_DAYS = 30;

/** The last day a cancellation may be rescinded: the window's end, or the day before expiry. */
export function reinstatementDeadline(cancellationDate: string, expirationDate: string): string {
  const windowEnd = addDaysIso(cancellationDate, REINSTATEMENT_WINDOW_DAYS);
  const lastDayOfTerm = addDaysIso(expirationDate, -1);
  return windowEnd < lastDayOfTerm ? windowEnd : lastDayOfTerm;
}

/**
 * Whether a policy's cancellation may be rescinded on `today`: there must be one (3093), for
 * non-payment (3094: the insured's own, underwriting's and the agency's cancellations are not
 * undone this way), and `today` no later than the deadline (3095). Null when it may.
 */
export function reinstatementRefusal(
  cancellation: { reason: CancellationReason; cancellationDate: string } | null,
  expirationDate: string,
  today: string,
): ErrorCode | null {
  if (cancellation === null) return ErrorCode.PolicyNotCancelled;
  if (cancellation.reason !== CancellationReason.NonPayment) {
    return ErrorCode.ReinstatementNotAllowed;
  }
  if (today > reinstatementDeadline(cancellation.cancellationDate, expirationDate)) {
    return ErrorCode.ReinstatementWindowClosed;
  }
  return null;
}

/** What the cancellation posted to the ledger and what the gap since left unbilled (cents). */
export interface ReinstatementInput {
  /** The `ReturnPremium` the cancellation posted (billed premium no longer owed). */
  cancellationReturnedCents: number;
  /** The earned premium the cancellation billed (`Billed`, earned beyond what was billed). */
  cancellationBilledCents: number;
  /** Instalments come due by today that were never billed (due during the gap). */
  unbilledDueCents: number;
  /** The ledger's balance due now. */
  balanceDueCents: number;
}

export interface ReinstatementSettlement {
  /** The premium returned at cancellation, billed again (`Billed`): cover goes on with no lapse. */
  billAgainCents: number;
  /** The earned premium billed at cancellation, no longer owed as such (`ReturnPremium`). */
  reverseEarnedCents: number;
  /** The instalments due by today billed now (`Billed`, one entry each). */
  billDueCents: number;
  /** What the client owes once these post: the past-due amount a reinstatement collects. */
  pastDueCents: number;
}

/**
 * How a reinstatement with no lapse in cover settles against the ledger: the cancellation's
 * entries are reversed (its return premium billed again, its earned premium returned), so billed
 * less returned is again what the schedule billed; the instalments come due meanwhile are
 * billed; and what is then owed (refunds made at cancellation included) is past due.
 */
export function reinstatementSettlement(input: ReinstatementInput): ReinstatementSettlement {
  for (const value of Object.values(input)) {
    if (!Number.isSafeInteger(value)) throw new RangeError('Amounts must be whole cents');
  }
  const billAgainCents = Math.max(input.cancellationReturnedCents, 0);
  const reverseEarnedCents = Math.max(input.cancellationBilledCents, 0);
  const billDueCents = Math.max(input.unbilledDueCents, 0);
  return {
    billAgainCents,
    reverseEarnedCents,
    billDueCents,
    pastDueCents: Math.max(
      input.balanceDueCents + billAgainCents - reverseEarnedCents + billDueCents,
      0,
    ),
  };
}
