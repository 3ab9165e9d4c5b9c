import {
  PriorCarrierMessages as M,
  priorCarrierOf,
  priorCarrierProblems,
  validateQuoteStep,
} from '../../src/domain';

const named = {
  priorCoverage: 'Yes',
  priorCarrier: 'Texas Mutual',
  priorPolicyNumber: 'TXM-0042-1187',
  priorPremiumCents: 812_500,
  priorYearsWithCarrier: 4,
};

describe('prior carrier answers', () => {
  it('accepts a named carrier, no prior coverage, or the question not answered', () => {
    expect(priorCarrierProblems(named, { complete: true })).toEqual([]);
    expect(priorCarrierProblems({ priorCoverage: 'No' }, { complete: true })).toEqual([]);
    expect(priorCarrierProblems({ usesSubcontractors: 'No' }, { complete: true })).toEqual([]);
  });

  it('refuses answers of the wrong form even before the quote is complete', () => {
    expect(
      priorCarrierProblems({
        priorCoverage: 'Maybe',
        priorCarrier: 'x'.repeat(101),
        priorPolicyNumber: '<script>',
        priorPremiumCents: -1,
        priorYearsWithCarrier: 2.5,
      }),
    ).toEqual([
      { field: 'underwritingAnswers.priorCoverage', message: M.coverageOneOf },
      { field: 'underwritingAnswers.priorCarrier', message: M.carrierText },
      { field: 'underwritingAnswers.priorPolicyNumber', message: M.policyNumber },
      { field: 'underwritingAnswers.priorPremiumCents', message: M.premium },
      { field: 'underwritingAnswers.priorYearsWithCarrier', message: M.years },
    ]);
    expect(priorCarrierProblems({ priorPremiumCents: '812500' })).toEqual([
      { field: 'underwritingAnswers.priorPremiumCents', message: M.premium },
    ]);
  });

  it('a complete quote with prior coverage names the carrier and the years', () => {
    expect(priorCarrierProblems({ priorCoverage: 'Yes' })).toEqual([]);
    expect(priorCarrierProblems({ priorCoverage: 'Yes' }, { complete: true })).toEqual([
      { field: 'underwritingAnswers.priorCarrier', message: M.carrierRequired },
      { field: 'underwritingAnswers.priorYearsWithCarrier', message: M.yearsRequired },
    ]);
    const errors = validateQuoteStep(
      'underwriting',
      {
        coverageType: 'wc',
        underwritingAnswers: { usesSubcontractors: 'No', priorCoverage: 'Yes' },
      },
      { today: '2026-03-01', maxBackdatedDays: 30 },
    );
    expect(errors.map((e) => e.field)).toEqual([
      'underwritingAnswers.priorCarrier',
      'underwritingAnswers.priorYearsWithCarrier',
    ]);
  });

  it('reads the answers back for the application', () => {
    expect(priorCarrierOf(named)).toEqual({
      noPriorCoverage: false,
      carrier: 'Texas Mutual',
      policyNumber: 'TXM-0042-1187',
      premiumCents: 812_500,
      yearsWithCarrier: 4,
    });
    expect(priorCarrierOf({ priorCoverage: 'No', priorCarrier: 'Old' })?.noPriorCoverage).toBe(
      true,
    );
    expect(priorCarrierOf({})).toBeNull();
  });
});
