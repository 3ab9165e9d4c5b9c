import { Bindability, BindabilityReason } from '@coverline/contracts';
import {
  coterie,
  employers,
  hartford,
  loadBundledTables,
  rateSubmission,
  sandboxBureauMod,
} from '..';
import type { BopSubmission, GlSubmission, WcSubmission } from '../submission';

/**
 * What the rating refuses or says instead of pricing silently: exposure that is missing or
 * implausible, credit experience mods nobody verified, payroll left to a state fund; and the
 * bureau practice where the sandbox tables are silent (docs/rating.md).
 */
const asOf = '2026-03-25';
const tables = loadBundledTables();
const texas = {
  effectiveDate: '2026-04-01',
  locations: [{ state: 'TX' as const, zip: '78701', primary: true }],
  claims: [],
};
const landscaper = {
  legalName: 'Green Leaf Landscaping LLC',
  naicsCode: '561730',
  entityType: 'LLC' as const,
  yearEstablished: 2015,
  employees: 6,
  annualSalesCents: 90_000_000,
  payrollCents: 0,
};

describe('exposure the rating refuses', () => {
  const gl: GlSubmission = {
    ...texas,
    coverageType: 'gl',
    business: landscaper,
    glClassCode: '97047',
    glLimit: '1M/2M',
    blanketAdditionalInsured: false,
    waiverOfSubrogation: false,
  };

  it('a Texas landscaper with 6 employees and no payroll gets no premium', async () => {
    expect(rateSubmission(gl, tables, 'Hartford')).toEqual({
      kind: 'implausibleExposure',
      problems: [
        {
          field: 'payrollCents',
          message: 'Annual payroll is required: this business is rated on its payroll.',
        },
      ],
    });
    const quote = await hartford.quote(gl, tables, asOf);
    expect(quote).toMatchObject({ bindability: Bindability.Declined, premiumCents: null });
    expect(quote.reasons.map((r) => r.code)).toEqual([BindabilityReason.EXPOSURE_NOT_PLAUSIBLE]);
  });

  it('$1,000 of payroll for 6 employees is refused: 6 x $7.25 x 300 hours = $13,050 at least', () => {
    const low = { ...gl, business: { ...landscaper, payrollCents: 100_000 } };
    expect(rateSubmission(low, tables, 'Hartford')).toEqual({
      kind: 'implausibleExposure',
      problems: [
        {
          field: 'payrollCents',
          message:
            'Annual payroll is too low for 6 employee(s): at least $13,050 (300 hours a year each at the minimum wage).',
        },
      ],
    });
    const floor = { ...gl, business: { ...landscaper, payrollCents: 1_305_000 } };
    expect(rateSubmission(floor, tables, 'Hartford').kind).toBe('rated');
  });

  it('prices the landscaper on its payroll once given', async () => {
    const quote = await hartford.quote(
      { ...gl, business: { ...landscaper, payrollCents: 24_000_000 } },
      tables,
      asOf,
    );
    // 97047: 11.5 x Texas relativity 1.05 x Hartford LCM 1.30 = 15.6975 -> 15.698 per $1,000;
    // $240,000 / 1,000 x 15.698 = $3,767.52, well above the $500 class minimum
    expect(quote.bindability).toBe(Bindability.BindableThruApi);
    expect(quote.premiumCents).toBe(376_752);
  });

  it("the business owner's policy refuses the same blank payroll for its liability part", () => {
    const bop: BopSubmission = {
      ...texas,
      coverageType: 'bop',
      business: landscaper,
      locations: [{ ...texas.locations[0], bppCoverageCents: 5_000_000 }],
      glClassCode: '97047',
      glLimit: '1M/2M',
      propertyDeductibleCents: 100_000,
    };
    expect(rateSubmission(bop, tables, 'Hartford').kind).toBe('implausibleExposure');
  });

  it('workers compensation compares the payroll of every class code with the employees', () => {
    const wc: WcSubmission = {
      ...texas,
      coverageType: 'wc',
      business: landscaper,
      payroll: [{ state: 'TX', classCode: '0042', payrollCents: 100_000 }],
      owners: [],
      employersLiabilityLevel: 1,
      waiverOfSubrogation: false,
    };
    expect(rateSubmission(wc, tables, 'Employers')).toMatchObject({
      kind: 'implausibleExposure',
      problems: [{ field: 'classCodes' }],
    });
  });
});

describe('experience modification', () => {
  const wc: WcSubmission = {
    ...texas,
    coverageType: 'wc',
    business: { ...landscaper, payrollCents: 30_000_000 },
    payroll: [{ state: 'TX', classCode: '0042', payrollCents: 30_000_000 }],
    owners: [],
    employersLiabilityLevel: 1,
    waiverOfSubrogation: false,
  };

  it('a credit mod nobody verified leaves the quote pending underwriting, priced on the mod', async () => {
    const quote = await employers.quote({ ...wc, experienceMod: 0.85 }, tables, asOf);
    expect(quote.bindability).toBe(Bindability.BindabilityPending);
    expect(quote.reasons.map((r) => r.code)).toEqual([BindabilityReason.EXPERIENCE_MOD_UNVERIFIED]);
    const step = quote.worksheet!.steps.find((s) => s.code === 'wc.experienceMod');
    expect(step?.inputs).toMatchObject({ factor: 0.85, known: true, verified: false });
  });

  it('once verified it binds online; a debit mod needs no verification', async () => {
    const verified = await employers.quote(
      { ...wc, experienceMod: 0.85, experienceModVerified: true },
      tables,
      asOf,
    );
    expect(verified.bindability).toBe(Bindability.BindableThruApi);
    const debit = await employers.quote({ ...wc, experienceMod: 1.1 }, tables, asOf);
    expect(debit.bindability).toBe(Bindability.BindableThruApi);
  });

  it("the sandbox bureau's record for the FEIN confirms the same mod, and only that", async () => {
    expect(sandboxBureauMod('12-3456765')).toBe(0.85);
    expect(sandboxBureauMod('123456799')).toBe(1.19);
    expect(sandboxBureauMod('123456710')).toBeNull();
    expect(sandboxBureauMod(undefined)).toBeNull();
    const withFein = (fein: string, experienceMod: number) =>
      employers.quote({ ...wc, business: { ...wc.business, fein }, experienceMod }, tables, asOf);
    expect((await withFein('123456765', 0.85)).bindability).toBe(Bindability.BindableThruApi);
    expect((await withFein('123456765', 0.8)).bindability).toBe(Bindability.BindabilityPending);
    expect((await withFein('123456710', 0.85)).bindability).toBe(Bindability.BindabilityPending);
  });
});

describe('bureau practice', () => {
  it('the class minimum is scaled by the limits factor: 2M/4M costs more than 1M/2M for a small consultant', async () => {
    const consultant: GlSubmission = {
      effectiveDate: '2026-04-01',
      locations: [{ state: 'AZ', zip: '85001', primary: true }],
      claims: [],
      coverageType: 'gl',
      business: {
        legalName: 'Desert Advisory LLC',
        naicsCode: '541611',
        entityType: 'LLC',
        yearEstablished: 2020,
        employees: 0,
        annualSalesCents: 10_000_000,
        payrollCents: 0,
      },
      glClassCode: '41677',
      glLimit: '1M/2M',
      blanketAdditionalInsured: false,
      waiverOfSubrogation: false,
    };
    const basic = await coterie.quote(consultant, tables, asOf);
    const higher = await coterie.quote({ ...consultant, glLimit: '2M/4M' }, tables, asOf);
    // $100,000 / 1,000 x (1.2 x 1.25 = 1.5) = $150, raised to the $400 minimum
    expect(basic.premiumCents).toBe(40_000);
    // $150 x 1.25 = $187.50, raised to the minimum at those limits, $400 x 1.25 = $500
    expect(higher.premiumCents).toBe(50_000);
    expect(higher.worksheet!.steps.at(-1)).toMatchObject({
      code: 'gl.minimumPremium',
      inputs: {
        classMinimumCents: 40_000,
        increasedLimitsFactor: 1.25,
        minimumPremiumCents: 50_000,
      },
    });
  });

  it('the workers compensation minimum is compared before terrorism, catastrophe and assessments', async () => {
    const clerk: WcSubmission = {
      ...texas,
      coverageType: 'wc',
      business: { ...landscaper, employees: 1, payrollCents: 2_500_000 },
      payroll: [{ state: 'TX', classCode: '8810', payrollCents: 2_500_000 }],
      owners: [],
      employersLiabilityLevel: 1,
      waiverOfSubrogation: false,
    };
    const quote = await employers.quote(clerk, tables, asOf);
    expect(
      quote.worksheet!.steps.slice(-4).map((s) => [s.code, s.amountCents, s.totalCents]),
    ).toEqual([
      // 0.18 x 315 + $150 = $206.70: the least the policy itself costs
      ['wc.minimumPremium', 1_755, 20_670],
      // $0.01 per $100 of $25,000 each, on top of the minimum
      ['wc.terrorism', 250, 20_920],
      ['wc.catastrophe', 250, 21_170],
      // Texas maintenance tax 0.9% of the standard premium $39.15
      ['wc.stateAssessment', 35, 21_205],
    ]);
    expect(quote.premiumCents).toBe(21_205);
  });

  it('the waiver charge is part of the standard premium the discount and assessments read', async () => {
    const shop: WcSubmission = {
      ...texas,
      coverageType: 'wc',
      business: { ...landscaper, payrollCents: 60_000_000 },
      payroll: [{ state: 'TX', classCode: '0042', payrollCents: 60_000_000 }],
      owners: [],
      employersLiabilityLevel: 1,
      waiverOfSubrogation: true,
    };
    const quote = await employers.quote(shop, tables, asOf);
    const steps = quote.worksheet!.steps;
    const waiver = steps.find((s) => s.code === 'wc.waiverOfSubrogation')!;
    const standard = steps.find((s) => s.code === 'wc.standardPremium')!;
    expect(standard.totalCents).toBe(waiver.totalCents);
    expect(standard.inputs).toMatchObject({ standardPremiumCents: waiver.totalCents });
    expect(steps.find((s) => s.code === 'wc.premiumDiscount')!.inputs.standardPremiumCents).toBe(
      waiver.totalCents,
    );
    expect(steps.find((s) => s.code === 'wc.stateAssessment')!.inputs).toMatchObject({
      basis: 'standard',
      basisPremiumCents: waiver.totalCents,
    });
  });

  it("the carrier's discount setting applies after the limits factor and before the minimum", async () => {
    const consultant: GlSubmission = {
      ...texas,
      coverageType: 'gl',
      business: { ...landscaper, annualSalesCents: 200_000_000 },
      glClassCode: '41677',
      glLimit: '1M/2M',
      blanketAdditionalInsured: false,
      waiverOfSubrogation: false,
    };
    const quote = await coterie.quote(consultant, tables, asOf, { carrierDiscountPercent: 10 });
    expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
      // 1.2 x Texas 1.05 x Coterie 1.25 = 1.575 per $1,000; $2,000,000 -> $3,150.00
      ['gl.premium', 315_000, 315_000],
      ['gl.increasedLimits', 0, 315_000],
      // The carrier's 10% discount setting
      ['gl.carrierDiscount', -31_500, 283_500],
      ['gl.minimumPremium', 0, 283_500],
    ]);
  });
});

describe('Alaska members under 10%', () => {
  it('are marked included automatically in the worksheet, whatever was stored', async () => {
    const alaska: WcSubmission = {
      effectiveDate: '2026-04-01',
      locations: [{ state: 'AK', zip: '99501', primary: true }],
      claims: [],
      coverageType: 'wc',
      business: { ...landscaper, payrollCents: 40_000_000 },
      payroll: [{ state: 'AK', classCode: '8810', payrollCents: 40_000_000 }],
      // Saved quotes store them as included: the rule still applies to them.
      owners: [{ name: 'Sam', state: 'AK', ownershipPercent: 5, included: true }],
      employersLiabilityLevel: 1,
      waiverOfSubrogation: false,
    };
    const rating = rateSubmission(alaska, tables, 'AmTrust');
    if (rating.kind !== 'rated') throw new Error(rating.kind);
    expect(rating.worksheet.steps[0].inputs).toMatchObject({ included: true, autoIncluded: true });
  });
});
