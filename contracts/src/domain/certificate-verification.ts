/**
 * Live certificates: where the policy a certificate names stands today, and whether what the
 * certificate printed still matches the policy. Pure rules, shared by the API's public
 * verification and the page that shows it.
 */
/** One printed limit: its label and value as the certificate shows them. */
export interface CertifiedLimit {
  label: string;
  value: string;
}

/** The policy's standing as a certificate holder reads it. */
export const PolicyStanding = {
  Active: 'active',
  Cancelled: 'cancelled',
  Expired: 'expired',
  NotRenewed: 'not_renewed',
} as const;
export type PolicyStanding = (typeof PolicyStanding)[keyof typeof PolicyStanding];
export const POLICY_STANDINGS: readonly PolicyStanding[] = Object.values(PolicyStanding);

/** What happened to a policy that its certificate holders are told of. */
export const PolicyHolderEvent = {
  Cancelled: 'cancelled',
  NotRenewed: 'not_renewed',
  /** A cancellation for non-payment was rescinded: cover goes on as if never cancelled. */
  Reinstated: 'reinstated',
} as const;
export type PolicyHolderEvent = (typeof PolicyHolderEvent)[keyof typeof PolicyHolderEvent];
export const POLICY_HOLDER_EVENTS: readonly PolicyHolderEvent[] = Object.values(PolicyHolderEvent);

/** Why a certificate no longer says what the policy says. */
export const SupersededReason = {
  Reissued: 'reissued',
  PolicyNumber: 'policy_number',
  Carrier: 'carrier',
  Line: 'line',
  Term: 'term',
  Limits: 'limits',
} as const;
export type SupersededReason = (typeof SupersededReason)[keyof typeof SupersededReason];
export const SUPERSEDED_REASONS: readonly SupersededReason[] = Object.values(SupersededReason);

/** A recorded event of the policy, dated the day it takes effect (`YYYY-MM-DD`). */
export interface PolicyEventRecord {
  event: PolicyHolderEvent;
  effectiveOn: string;
}

export interface PolicyStandingAnswer {
  standing: PolicyStanding;
  /**
   * The day the standing refers to: the cancellation's date, the expiration date for an expired
   * policy and for one not renewed (its cover ends then), null while active.
   */
  on: string | null;
}

/**
 * A cancellation wins over everything (the cover ended that day, whatever the term said); a
 * policy not renewed reads so both before and after its expiration date, since the holder's
 * question is whether the cover goes on; otherwise the term decides, the expiration date being
 * the first day without cover as on the client's pages.
 */
export function policyStanding(
  term: { expirationDate: string },
  events: readonly PolicyEventRecord[],
  today: string,
): PolicyStandingAnswer {
  const cancellations = events
    .filter((e) => e.event === PolicyHolderEvent.Cancelled)
    .map((e) => e.effectiveOn)
    .sort();
  if (cancellations.length > 0) {
    return { standing: PolicyStanding.Cancelled, on: cancellations[0] };
  }
  if (events.some((e) => e.event === PolicyHolderEvent.NotRenewed)) {
    return { standing: PolicyStanding.NotRenewed, on: term.expirationDate };
  }
  if (term.expirationDate <= today) {
    return { standing: PolicyStanding.Expired, on: term.expirationDate };
  }
  return { standing: PolicyStanding.Active, on: null };
}

/** The facts of a policy a certificate prints. */
export interface CertifiedFacts {
  policyNumber: string;
  carrier: string;
  coverageType: string;
  effectiveDate: string;
  expirationDate: string;
  limits: readonly CertifiedLimit[];
}

/**
 * The ways the printed facts differ from the policy's facts today, plus `reissued` when a newer
 * certificate replaced this one for the holder. Empty: the certificate still holds.
 */
export function supersededReasons(
  printed: CertifiedFacts,
  current: CertifiedFacts,
  reissued: boolean,
): SupersededReason[] {
  const sameLimits =
    printed.limits.length === current.limits.length &&
    printed.limits.every(
      (l, i) => l.label === current.limits[i].label && l.value === current.limits[i].value,
    );
  const checks: Array<[boolean, SupersededReason]> = [
    [reissued, SupersededReason.Reissued],
    [printed.policyNumber !== current.policyNumber, SupersededReason.PolicyNumber],
    [printed.carrier !== current.carrier, SupersededReason.Carrier],
    [printed.coverageType !== current.coverageType, SupersededReason.Line],
    [
      printed.effectiveDate !== current.effectiveDate ||
        printed.expirationDate !== current.expirationDate,
      SupersededReason.Term,
    ],
    [!sameLimits, SupersededReason.Limits],
  ];
  return checks.filter(([differs]) => differs).map(([, reason]) => reason);
}

/** A verification id: 32 characters of base64url, 192 random bits. */
export const VERIFICATION_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
