import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../../lib/currency';
import { pricedTermChanges } from './priced-terms';

const asked = {
  cyberRetentionCents: 250_000,
  cyberLimitCents: 300_000_000,
  propertyDeductibleCents: null,
  glLimit: null,
  employersLiabilityLevel: null,
};

describe('pricedTermChanges', () => {
  it('says which terms the carrier priced differently from those asked', () => {
    expect(
      pricedTermChanges(
        asked,
        { ratedTerms: { cyberLimitCents: 200_000_000, cyberRetentionCents: 2_500_000 } },
        formatCents,
      ),
    ).toEqual([
      { key: 'retention', values: { priced: '$25,000', asked: '$2,500' } },
      { key: 'cyberLimit', values: { priced: '$2,000,000', asked: '$3,000,000' } },
    ]);
  });

  it('names owners’ payroll added to a class', () => {
    expect(
      pricedTermChanges(
        { ...asked, cyberRetentionCents: null, cyberLimitCents: null, employersLiabilityLevel: 1 },
        {
          ratedTerms: {
            employersLiabilityLevel: 1,
            classPayrolls: [
              {
                state: 'TX',
                classCode: '0042',
                employeePayrollCents: 28_000_000,
                ownerPayrollCents: 6_760_000,
                payrollCents: 34_760_000,
              },
            ],
          },
        },
        formatCents,
      ),
    ).toEqual([
      {
        key: 'ownerPayroll',
        values: {
          classCode: '0042',
          state: 'TX',
          priced: '$347,600',
          owners: '$67,600',
          entered: '$280,000',
        },
      },
    ]);
  });

  it('is empty when priced as asked or without rated terms', () => {
    expect(pricedTermChanges(asked, { ratedTerms: null }, formatCents)).toEqual([]);
    expect(
      pricedTermChanges(
        asked,
        { ratedTerms: { cyberLimitCents: 300_000_000, cyberRetentionCents: 250_000 } },
        formatCents,
      ),
    ).toEqual([]);
  });
});
