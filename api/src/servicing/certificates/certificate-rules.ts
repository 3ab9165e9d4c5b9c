/**
 * When a certificate may be issued for a policy: pure rules, each answering nothing or the
 * catalogue code of the refusal.
 */
import {
  ApplicationStatus,
  ErrorCode,
  PolicyHolderEvent,
  type PolicyEventRecord,
} from '@coverline/contracts';
import type { Refusal } from '../../quoting/quotes';

export interface CertifiablePolicy {
  applicationStatus: string;
  /** The policy record, null when the application has none. */
  policy: { active: boolean; expirationDate: string | null } | null;
  /** What the policy's certificate holders were told of: a cancellation ends certifying. */
  events: readonly PolicyEventRecord[];
}

/**
 * A certificate certifies a policy in force: bound and activated (2001), its term not ended
 * (2002), not cancelled (3072). A policy starting later may already be certified, and one not
 * to be renewed still is until it expires.
 */
export function certificateRefusal(subject: CertifiablePolicy, today: string): Refusal {
  const { policy } = subject;
  if (!policy?.active || subject.applicationStatus !== ApplicationStatus.Bound) {
    return ErrorCode.CertificatePolicyNotBound;
  }
  if (policy.expirationDate !== null && policy.expirationDate <= today) {
    return ErrorCode.CertificatePolicyExpired;
  }
  if (subject.events.some((e) => e.event === PolicyHolderEvent.Cancelled)) {
    return ErrorCode.CertificatePolicyCancelled;
  }
  return null;
}

/** Waiver parties go with a waiver of subrogation and only with one. */
export function waiverPartiesProblem(waiver: boolean, parties: string[]): string | null {
  if (waiver && parties.length === 0) {
    return 'waiverParties must name at least one party when a waiver of subrogation is requested';
  }
  if (!waiver && parties.length > 0) {
    return 'waiverParties are given only with a waiver of subrogation';
  }
  return null;
}

/** Workers compensation has no additional insured: the endorsement is a liability line's. */
export function additionalInsuredProblem(
  coverageType: string,
  additionalInsured: boolean,
): string | null {
  return coverageType === 'wc' && additionalInsured
    ? 'additionalInsured applies to liability lines, not to workers compensation'
    : null;
}
