import { ErrorCode } from '@coverline/contracts';
import type { GlSubmission, WcSubmission } from '../../quoting/rating';
import { applyChange, changeSummary, statesOf, type PolicyInputs } from './endorsement-change';

const business = {
  legalName: 'Blue Ridge Landscaping LLC',
  naicsCode: '561730',
  entityType: 'LLC' as const,
  yearEstablished: 2015,
  employees: 8,
  annualSalesCents: 90_000_000,
  payrollCents: 25_000_000,
};

const wc: WcSubmission = {
  coverageType: 'wc',
  effectiveDate: '2026-01-01',
  business,
  locations: [{ state: 'TX', zip: '78701', primary: true }],
  claims: [],
  payroll: [{ state: 'TX', classCode: '0042', payrollCents: 25_000_000 }],
  owners: [{ name: 'Ana Ruiz', state: 'TX', ownershipPercent: 100, included: false }],
  employersLiabilityLevel: 1,
  waiverOfSubrogation: false,
};

const gl: GlSubmission = {
  coverageType: 'gl',
  effectiveDate: '2026-01-01',
  business,
  locations: [{ state: 'TX', zip: '78701', primary: true }],
  claims: [],
  glClassCode: '97047',
  glLimit: '1M/2M',
  blanketAdditionalInsured: false,
  waiverOfSubrogation: false,
};

const inputs = (submission: WcSubmission | GlSubmission): PolicyInputs => ({
  submission,
  additionalInsureds: [],
});

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { code?: number }).code;
  }
  return null;
};

describe('an endorsement applied to the rating inputs', () => {
  it('replaces the payroll lines of a workers compensation policy', () => {
    const next = applyChange(inputs(wc), {
      type: 'change_payroll',
      payroll: [
        { state: 'TX', classCode: '0042', payrollCents: 30_000_000 },
        { state: 'OK', classCode: '8810', payrollCents: 5_000_000 },
      ],
    });
    expect((next.submission as WcSubmission).payroll).toHaveLength(2);
    expect(statesOf(next.submission)).toEqual(['OK', 'TX']);
    // The base is left as it was.
    expect(wc.payroll).toHaveLength(1);
  });

  it('turns on the blanket additional insured of general liability, once per name', () => {
    const next = applyChange(inputs(gl), {
      type: 'add_additional_insured',
      additionalInsured: ' Acme GC ',
    });
    expect(next.additionalInsureds).toEqual(['Acme GC']);
    expect((next.submission as GlSubmission).blanketAdditionalInsured).toBe(true);
    expect(
      codeOf(() =>
        applyChange(next, { type: 'add_additional_insured', additionalInsured: 'ACME GC' }),
      ),
    ).toBe(ErrorCode.EndorsementChangeInvalid);
  });

  it('changes the liability limit of general liability but refuses one for workers compensation', () => {
    const next = applyChange(inputs(gl), { type: 'change_limits', glLimit: '2M/4M' });
    expect((next.submission as GlSubmission).glLimit).toBe('2M/4M');
    expect(codeOf(() => applyChange(inputs(wc), { type: 'change_limits', glLimit: '2M/4M' }))).toBe(
      ErrorCode.EndorsementChangeInvalid,
    );
    expect(codeOf(() => applyChange(inputs(gl), { type: 'change_payroll', payroll: [] }))).toBe(
      ErrorCode.EndorsementChangeInvalid,
    );
  });

  it('refuses a change that leaves the inputs as they are (3070)', () => {
    expect(codeOf(() => applyChange(inputs(gl), { type: 'change_limits', glLimit: '1M/2M' }))).toBe(
      ErrorCode.EndorsementChangesNothing,
    );
    expect(
      codeOf(() =>
        applyChange(inputs(wc), {
          type: 'change_owners',
          owners: [{ name: 'Ana Ruiz', state: 'TX', ownershipPercent: 100, included: false }],
        }),
      ),
    ).toBe(ErrorCode.EndorsementChangesNothing);
  });

  it('adds a location, in words too', () => {
    const change = {
      type: 'add_location' as const,
      location: { line1: '5 Elm St', city: 'Tulsa', state: 'OK' as const, zip: '74103' },
    };
    const next = applyChange(inputs(wc), change);
    expect(next.submission.locations).toHaveLength(2);
    expect(statesOf(next.submission)).toEqual(['OK', 'TX']);
    expect(changeSummary(change)).toBe('location added at 5 Elm St, Tulsa, OK 74103');
  });
});
