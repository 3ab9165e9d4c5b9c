/** Words the documents print for coded values. */
import type { Bindability, CoverageType } from '@coverline/contracts';
import { addressLines } from '../pdf/format';
import type { AgencyView } from '../views';

export const COVERAGE_LABELS: Record<CoverageType, string> = {
  wc: 'Workers compensation',
  gl: 'General liability',
  bop: "Business owner's policy",
  cyber: 'Cyber liability',
};

/** The line as a sentence names it: "your workers compensation quote". */
export function coverageWords(coverage: CoverageType): string {
  return COVERAGE_LABELS[coverage].toLowerCase();
}

export const BINDABILITY_LABELS: Record<Bindability, string> = {
  BINDABLE_THRU_API: 'Ready to bind online',
  BINDABLE_NOT_THRU_API: 'Bindable through the carrier',
  BINDABILITY_PENDING: 'Bindability pending',
  REFERRED: 'Referred to underwriting',
  DECLINED: 'Declined by the carrier',
  ERROR: 'The carrier could not be reached',
  BOUND: 'Bound',
};

export const SANDBOX_WATERMARK = 'SANDBOX - NOT AN OFFER OF INSURANCE';

/** The agency block of a document header. */
export function agencyLines(agency: AgencyView): string[] {
  const contact = [agency.phone, agency.email].filter(Boolean).join('  |  ');
  return [
    agency.name,
    ...(agency.address ? addressLines(agency.address) : []),
    ...(contact ? [contact] : []),
    ...(agency.producerName ? [`Producer: ${agency.producerName}`] : []),
  ];
}
