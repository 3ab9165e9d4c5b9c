/**
 * Endorsements: a change to a bound policy's rating inputs (payroll, a location, limits, owners,
 * an additional insured), priced pro rata for the rest of the term, referred to staff when the
 * rules say so, offered to the client, accepted, and issued as a new version of the policy.
 * Pure: dates are `YYYY-MM-DD`, money integer cents, and `today` is always an argument.
 */
import { ErrorCode } from './error-codes';
import { daysBetweenIso } from './rules/dates';

/** What an endorsement changes. */
export const EndorsementType = {
  /** Workers compensation payroll by class code and state (the lines replace the policy's). */
  ChangePayroll: 'change_payroll',
  /** A location added to the business (property rated on a business owner's policy). */
  AddLocation: 'add_location',
  /** The liability limit (general liability, business owner's policy) or the cyber limit. */
  ChangeLimits: 'change_limits',
  /** The owners and officers of a workers compensation policy (the list replaces the policy's). */
  ChangeOwners: 'change_owners',
  /** A named additional insured (general liability: the blanket endorsement's charge). */
  AddAdditionalInsured: 'add_additional_insured',
} as const;
export type EndorsementType = (typeof EndorsementType)[keyof typeof EndorsementType];
export const ENDORSEMENT_TYPES: readonly EndorsementType[] = Object.values(EndorsementType);

/**
 * Where an endorsement stands. Quoted is where a priced change starts; it is referred to staff
 * or offered to the client at once. Issued, declined, withdrawn and expired are final.
 */
export const EndorsementStatus = {
  Quoted: 'quoted',
  Referred: 'referred',
  Offered: 'offered',
  Accepted: 'accepted',
  Issued: 'issued',
  Declined: 'declined',
  Withdrawn: 'withdrawn',
  Expired: 'expired',
} as const;
export type EndorsementStatus = (typeof EndorsementStatus)[keyof typeof EndorsementStatus];
export const ENDORSEMENT_STATUSES: readonly EndorsementStatus[] = Object.values(EndorsementStatus);

/** What moves an endorsement on. */
export type EndorsementEvent =
  'refer' | 'offer' | 'approve' | 'decline' | 'accept' | 'issue' | 'withdraw' | 'expire';

const S = EndorsementStatus;

const TRANSITIONS: Record<
  EndorsementStatus,
  Partial<Record<EndorsementEvent, EndorsementStatus>>
> = {
  quoted: { refer: S.Referred, offer: S.Offered, withdraw: S.Withdrawn },
  referred: { approve: S.Offered, decline: S.Declined, withdraw: S.Withdrawn },
  offered: { accept: S.Accepted, decline: S.Declined, withdraw: S.Withdrawn, expire: S.Expired },
  accepted: { issue: S.Issued },
  issued: {},
  declined: {},
  withdrawn: {},
  expired: {},
};

/** The status an event moves an endorsement to, or null when the event does not apply. */
export function nextEndorsementStatus(
  status: EndorsementStatus,
  event: EndorsementEvent,
): EndorsementStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** Whether nothing more happens to an endorsement. */
export function isEndorsementFinal(status: EndorsementStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

/** An endorsement still waiting for staff or the client (one at a time per policy). */
export function isEndorsementOpen(status: EndorsementStatus): boolean {
  return status === S.Quoted || status === S.Referred || status === S.Offered;
}

export const EndorsementLimits = {
  /** Days an offer stands before it expires. */
  offerDays: 30,
  /** The endorsement's effective date may be at most this many days before today. */
  maxBackdatedDays: 30,
  noteMax: 1000,
  nameMax: 200,
  /** An additional premium (or return premium) above this, in cents, is referred to staff. */
  referralAmountCents: 250_000,
  /** An annual premium change above this share of the annual premium is referred to staff. */
  referralShare: 0.25,
  payrollLinesMax: 50,
  ownersMax: 20,
} as const;

/** An offer made on `offeredOn` stands through this day. */
export function offerExpiresOn(offeredOn: string): string {
  const day = new Date(`${offeredOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + EndorsementLimits.offerDays);
  return day.toISOString().slice(0, 10);
}

/** The status an endorsement reads as on `today`: an offer past its last day is expired. */
export function endorsementStatusOn(
  endorsement: { status: EndorsementStatus; offerExpiresOn: string | null },
  today: string,
): EndorsementStatus {
  if (
    endorsement.status === S.Offered &&
    endorsement.offerExpiresOn !== null &&
    endorsement.offerExpiresOn < today
  ) {
    return S.Expired;
  }
  return endorsement.status;
}

/**
 * Whether an issued endorsement changes what a certificate of insurance tells its holder: the
 * limits it shows, the insureds it names, the locations it covers. Payroll and owners change the
 * premium, not the certificate.
 */
export function endorsementTouchesCertificateHolders(type: EndorsementType): boolean {
  return (
    type === EndorsementType.ChangeLimits ||
    type === EndorsementType.AddAdditionalInsured ||
    type === EndorsementType.AddLocation
  );
}

export interface ProRataInput {
  /** The policy's term. */
  effectiveDate: string;
  expirationDate: string;
  /** The day the change takes effect. */
  endorsementDate: string;
  oldAnnualPremiumCents: number;
  newAnnualPremiumCents: number;
}

export interface ProRataPremium {
  termDays: number;
  /** Days from the endorsement's date to the expiration date. */
  remainingDays: number;
  /** New less old annual premium. */
  annualChangeCents: number;
  /**
   * What the change costs for the rest of the term: positive is additional premium (charged),
   * negative return premium (refunded).
   */
  proRataCents: number;
}

/**
 * The pro rata premium of a change: (new annual premium - old annual premium) x remaining days /
 * term days, rounded half away from zero to the cent (a return premium rounds as its additional
 * premium would, with the sign turned).
 */
export function proRataPremium(input: ProRataInput): ProRataPremium {
  for (const cents of [input.oldAnnualPremiumCents, input.newAnnualPremiumCents]) {
    if (!Number.isSafeInteger(cents) || cents < 0) {
      throw new RangeError('Premiums must be whole numbers of cents, at least 0');
    }
  }
  const termDays = daysBetweenIso(input.effectiveDate, input.expirationDate);
  if (termDays <= 0) throw new RangeError('The term must end after it starts');
  const remainingDays = Math.min(
    Math.max(daysBetweenIso(input.endorsementDate, input.expirationDate), 0),
    termDays,
  );
  const annualChangeCents = input.newAnnualPremiumCents - input.oldAnnualPremiumCents;
  const magnitude = Math.round((Math.abs(annualChangeCents) * remainingDays) / termDays);
  const proRataCents = annualChangeCents < 0 ? -magnitude : magnitude;
  return { termDays, remainingDays, annualChangeCents, proRataCents: proRataCents || 0 };
}

/**
 * Whether an endorsement may take effect on `endorsementDate`: within the policy's term (from
 * its effective date to the day before it expires), at most 30 days back (3061), on a policy in
 * force and not cancelled (3069). Null when it may.
 */
export function endorsementDateRefusal(
  policy: { effectiveDate: string; expirationDate: string; cancelled: boolean },
  endorsementDate: string,
  today: string,
): ErrorCode | null {
  if (policy.cancelled || policy.expirationDate <= today) {
    return ErrorCode.EndorsementPolicyNotInForce;
  }
  if (endorsementDate < policy.effectiveDate || endorsementDate >= policy.expirationDate) {
    return ErrorCode.EndorsementDateOutsideTerm;
  }
  if (daysBetweenIso(endorsementDate, today) > EndorsementLimits.maxBackdatedDays) {
    return ErrorCode.EndorsementDateOutsideTerm;
  }
  return null;
}

/** Why staff must approve an endorsement before the client is offered it. */
export const EndorsementReferralReason = {
  /** The pro rata amount, or the annual change, is above the thresholds. */
  PremiumChange: 'premium_change',
  /** The change adds a state the policy did not have (a location, payroll, an owner). */
  NewState: 'new_state',
  /** The carrier's appetite refers the changed policy (a class code outside it, say). */
  OutsideAppetite: 'outside_appetite',
  /** The change takes effect before today. */
  Backdated: 'backdated',
} as const;
export type EndorsementReferralReason =
  (typeof EndorsementReferralReason)[keyof typeof EndorsementReferralReason];
export const ENDORSEMENT_REFERRAL_REASONS: readonly EndorsementReferralReason[] =
  Object.values(EndorsementReferralReason);

export interface EndorsementReferralInput {
  oldAnnualPremiumCents: number;
  annualChangeCents: number;
  proRataCents: number;
  /** States of the policy before the change, and after. */
  statesBefore: readonly string[];
  statesAfter: readonly string[];
  /** The carrier's appetite for the changed policy, and for the policy as it was. */
  appetiteBefore: 'accept' | 'pending' | 'refer' | 'decline';
  appetiteAfter: 'accept' | 'pending' | 'refer' | 'decline';
  endorsementDate: string;
  today: string;
}

/**
 * Why an endorsement is referred to staff; empty when it is offered to the client at once. A
 * premium change is referred when the pro rata amount, either way, is above $2,500 or the annual
 * premium moves by more than 25%; any state new to the policy is referred; an appetite that
 * refers the changed policy when it did not refer the policy as bound is referred; a backdated
 * change is referred. (An appetite that declines the change is refused, not referred.)
 */
export function endorsementReferralReasons(
  input: EndorsementReferralInput,
): EndorsementReferralReason[] {
  const reasons: EndorsementReferralReason[] = [];
  const share =
    input.oldAnnualPremiumCents > 0
      ? Math.abs(input.annualChangeCents) / input.oldAnnualPremiumCents
      : input.annualChangeCents === 0
        ? 0
        : Infinity;
  if (
    Math.abs(input.proRataCents) > EndorsementLimits.referralAmountCents ||
    share > EndorsementLimits.referralShare
  ) {
    reasons.push(EndorsementReferralReason.PremiumChange);
  }
  const before = new Set(input.statesBefore);
  if (input.statesAfter.some((s) => !before.has(s)))
    reasons.push(EndorsementReferralReason.NewState);
  if (input.appetiteAfter === 'refer' && input.appetiteBefore !== 'refer') {
    reasons.push(EndorsementReferralReason.OutsideAppetite);
  }
  if (input.endorsementDate < input.today) reasons.push(EndorsementReferralReason.Backdated);
  return reasons;
}

/** The money an endorsement moves once accepted. */
export const EndorsementSettlement = {
  /** Additional premium charged on the payment on file. */
  Charged: 'charged',
  /** Additional premium billed, no payment on file: the client owes it. */
  Billed: 'billed',
  /** Return premium refunded through the provider. */
  Refunded: 'refunded',
  /** No premium change. */
  None: 'none',
} as const;
export type EndorsementSettlement =
  (typeof EndorsementSettlement)[keyof typeof EndorsementSettlement];
