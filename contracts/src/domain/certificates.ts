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

/** An address as a certificate prints it. */
export interface CertificateAddressText {
  street: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** What the description of operations is made of. */
export interface CertificateDescriptionParts {
  /** What the client wrote, if anything. */
  descriptionOfOperations: string | null;
  jobLocations: CertificateAddressText[];
  holderName: string;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  waiverParties: string[];
}

/** An address on one line: "12 Oak Ave, Suite 2, Clovis, CA 93650". */
export function certificateAddressLine(address: CertificateAddressText): string {
  const street = address.street2?.trim()
    ? `${address.street.trim()}, ${address.street2.trim()}`
    : address.street.trim();
  return `${street}, ${address.city.trim()}, ${address.state} ${address.zip.trim()}`;
}

/**
 * The description of operations as the certificate prints it: what the client wrote, then the
 * job locations, the holder's status as additional insured, and the parties of the waiver of
 * subrogation. The review before issuing shows the same text.
 */
export function certificateDescription(certificate: CertificateDescriptionParts): string {
  const parts: string[] = [];
  const written = certificate.descriptionOfOperations?.trim();
  if (written) parts.push(written);
  if (certificate.jobLocations.length > 0) {
    const label = certificate.jobLocations.length === 1 ? 'Job location' : 'Job locations';
    parts.push(`${label}: ${certificate.jobLocations.map(certificateAddressLine).join('; ')}.`);
  }
  if (certificate.additionalInsured) {
    parts.push(
      `${certificate.holderName.trim()} is included as additional insured where required by written contract.`,
    );
  }
  const parties = certificate.waiverParties.map((p) => p.trim()).filter(Boolean);
  if (certificate.waiverOfSubrogation && parties.length > 0) {
    parts.push(`Waiver of subrogation applies in favor of: ${parties.join('; ')}.`);
  }
  return parts.join(' ');
}
