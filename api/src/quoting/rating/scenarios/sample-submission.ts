import type { CoverageType, UsStateCode } from '@coverline/contracts';
import type { Submission } from '../submission';

/**
 * A plain small business of a given kind in one state, for one line: eight employees, $900K of
 * sales, $320K of payroll, ten years in business, no claims, one location, basic limits and
 * every security control. Nothing in it reaches a carrier's size or claims limits, so what a
 * carrier answers for it is its appetite for the class and state. The appetite coverage test
 * and benchmark rate every business type of the index with it.
 */
export interface SampleBusiness {
  description: string;
  naicsCode: string;
  /** The class the line rates by: NCCI for workers compensation, ISO for GL and the BOP. */
  classCode: string | null;
  fein?: string;
}

export function sampleSubmission(
  line: CoverageType,
  business: SampleBusiness,
  state: UsStateCode,
  effectiveDate: string,
): Submission {
  const base = {
    effectiveDate,
    business: {
      legalName: `${business.description} LLC`,
      naicsCode: business.naicsCode,
      entityType: 'LLC' as const,
      yearEstablished: Number(effectiveDate.slice(0, 4)) - 10,
      employees: 8,
      annualSalesCents: 90_000_000,
      payrollCents: 32_000_000,
      ...(business.fein ? { fein: business.fein } : {}),
    },
    claims: [],
  };
  const location = { state, zip: '00000', primary: true };
  const classCode = business.classCode ?? '';
  switch (line) {
    case 'wc':
      return {
        ...base,
        coverageType: 'wc',
        locations: [location],
        payroll: [{ state, classCode, payrollCents: 32_000_000 }],
        owners: [],
        employersLiabilityLevel: state === 'CA' ? 3 : state === 'OR' ? 2 : 1,
        waiverOfSubrogation: false,
      };
    case 'gl':
      return {
        ...base,
        coverageType: 'gl',
        locations: [location],
        glClassCode: classCode,
        glLimit: '1M/2M',
        blanketAdditionalInsured: false,
        waiverOfSubrogation: false,
      };
    case 'bop':
      return {
        ...base,
        coverageType: 'bop',
        locations: [
          {
            ...location,
            construction: 'Concrete/Brick/Masonry',
            sprinklers: false,
            bppCoverageCents: 7_500_000,
          },
        ],
        glClassCode: classCode,
        glLimit: '1M/2M',
        propertyDeductibleCents: 100_000,
      };
    case 'cyber':
      return {
        ...base,
        coverageType: 'cyber',
        locations: [location],
        cyberLimitCents: 100_000_000,
        cyberRetentionCents: 250_000,
        securityControls: { mfa: true, edr: true, backups: true, training: true },
      };
  }
}
