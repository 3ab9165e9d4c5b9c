/**
 * Certificates of insurance: their limits, their status, and the rule that decides whether a
 * request is issued at once or waits for staff.
 */

/** Where a certificate stands: issued (its PDF exists) or pending a staff review. */
export const CertificateStatus = {
  Issued: 'issued',
  Pending: 'pending',
} as const;
export type CertificateStatus = (typeof CertificateStatus)[keyof typeof CertificateStatus];
export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = Object.values(CertificateStatus);

export const CertificateLimits = {
  nameMaxLength: 200,
  streetMaxLength: 200,
  cityMaxLength: 100,
  jobLocationsMax: 10,
  waiverPartiesMax: 10,
  waiverPartyMaxLength: 200,
  descriptionMaxLength: 1000,
} as const;

/** The endorsements a certificate request asks the holder to receive. */
export interface CertificateEndorsements {
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

/** What the policy already grants every holder without a named endorsement. */
export interface BlanketEndorsements {
  blanketAdditionalInsured: boolean | null;
  blanketWaiverOfSubrogation: boolean | null;
}

/**
 * The endorsements a request asks for that the policy does not grant blanket: each needs the
 * carrier's endorsement, which staff arrange before the certificate is issued. Empty: the
 * certificate can be issued at once.
 */
export function endorsementsNeedingReview(
  requested: CertificateEndorsements,
  policy: BlanketEndorsements,
): Array<keyof CertificateEndorsements> {
  const needed: Array<keyof CertificateEndorsements> = [];
  if (requested.additionalInsured && policy.blanketAdditionalInsured !== true) {
    needed.push('additionalInsured');
  }
  if (requested.waiverOfSubrogation && policy.blanketWaiverOfSubrogation !== true) {
    needed.push('waiverOfSubrogation');
  }
  return needed;
}

/** Issued at once, or pending for staff: staff issue what they request themselves. */
export function certificateStatusFor(
  requested: CertificateEndorsements,
  policy: BlanketEndorsements,
  requestedByStaff: boolean,
): CertificateStatus {
  if (requestedByStaff) return CertificateStatus.Issued;
  return endorsementsNeedingReview(requested, policy).length === 0
    ? CertificateStatus.Issued
    : CertificateStatus.Pending;
}

/** The letters ACORD 25 gives the insurers affording coverage, in order. */
export const INSURER_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
