/**
 * From a certificate and the policy it certifies to the ACORD 25 view model. Pure: the
 * agency, the date, the line's limits and the verification link come in as plain values.
 */
import { certificateDescription, INSURER_LETTERS, type CoverageType } from '@coverline/contracts';
import type {
  Acord25CoverageView,
  Acord25View,
  AddressView,
  AgencyView,
  LimitView,
} from '../../purchase/documents';
import type { CertificateAddress } from './entities/certificate.entity';

export interface CertifiedPolicy {
  policyNumber: string;
  carrier: string;
  coverageType: CoverageType;
  effectiveDate: string;
  expirationDate: string;
  /** The line's limits as the policy summary prints them. */
  limits: LimitView[];
}

export interface CertificateContent {
  id: string;
  insuredName: string;
  insuredDba: string | null;
  insuredAddress: CertificateAddress;
  holderName: string;
  holderAddress: CertificateAddress;
  jobLocations: CertificateAddress[];
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  waiverParties: string[];
  descriptionOfOperations: string | null;
}

/** The ACORD 25 names of the lines. */
export const ACORD25_LINE_NAMES: Record<CoverageType, string> = {
  wc: "Workers compensation and employers' liability",
  gl: 'Commercial general liability (occurrence)',
  bop: "Business owner's policy: general liability and property",
  cyber: 'Cyber liability',
};

/** A certificate's reference: the first eight characters of its id, upper case. */
export function certificateNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

export function addressOf(address: CertificateAddress): AddressView {
  return {
    line1: address.street,
    line2: address.street2,
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}

/**
 * Workers compensation prints the statutory limit and the three employers liability limits
 * (each accident, disease policy limit, disease each employee) as ACORD 25 does; other lines
 * print their limits as given.
 */
export function certificateLimits(policy: CertifiedPolicy): LimitView[] {
  if (policy.coverageType !== 'wc') return policy.limits;
  const employersLiability = policy.limits.find((l) => l.label === 'Employers liability');
  const [eachAccident, diseasePolicyLimit, diseaseEachEmployee] = (
    employersLiability?.value ?? ''
  ).split(' / ');
  return [
    { label: 'WC statutory limits', value: 'Per statute' },
    ...(eachAccident
      ? [
          { label: 'E.L. each accident', value: eachAccident },
          { label: 'E.L. disease - ea employee', value: diseaseEachEmployee ?? '' },
          { label: 'E.L. disease - policy limit', value: diseasePolicyLimit ?? '' },
        ]
      : []),
  ];
}

/** The description of operations as printed (the rule the review before issuing shares). */
export function descriptionOfOperations(certificate: CertificateContent): string {
  return certificateDescription(certificate);
}

export function acord25View(
  certificate: CertificateContent,
  policy: CertifiedPolicy,
  context: { agency: AgencyView; today: string; sandbox: boolean; verificationUrl: string },
): Acord25View {
  const letter = INSURER_LETTERS[0];
  const coverage: Acord25CoverageView = {
    insurerLetter: letter,
    typeOfInsurance: ACORD25_LINE_NAMES[policy.coverageType],
    additionalInsured: policy.coverageType === 'wc' ? null : certificate.additionalInsured,
    waiverOfSubrogation: certificate.waiverOfSubrogation,
    policyNumber: policy.policyNumber,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    limits: certificateLimits(policy),
  };
  return {
    agency: context.agency,
    certificateNumber: certificateNumber(certificate.id),
    issuedOn: context.today,
    insured: {
      name: certificate.insuredName,
      dba: certificate.insuredDba,
      fein: null,
      address: addressOf(certificate.insuredAddress),
    },
    insurers: [{ letter, name: policy.carrier }],
    coverages: [coverage],
    descriptionOfOperations: descriptionOfOperations(certificate),
    holder: { name: certificate.holderName, address: addressOf(certificate.holderAddress) },
    sandbox: context.sandbox,
    verificationUrl: context.verificationUrl,
  };
}
