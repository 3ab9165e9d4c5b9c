import { Bindability, BindabilityReason } from '@coverline/contracts';
import { amtrust, loadBundledTables, rateWithAllCarriers } from '..';
import type { WcSubmission } from '../submission';
import { checkWorksheet } from '../worksheet';

/**
 * Workers compensation in Ohio is written only by the Ohio Bureau of Workers' Compensation:
 * no carrier quotes it, and each answer carries the state fund's link. Beside payroll in a
 * private state, the Ohio payroll is excluded with a reason, never dropped silently.
 */
const asOf = '2026-02-01';
const ohioShop: WcSubmission = {
  coverageType: 'wc',
  effectiveDate: '2026-03-01',
  business: {
    legalName: 'Buckeye Auto Parts LLC',
    naicsCode: '441310',
    entityType: 'LLC',
    yearEstablished: 2016,
    employees: 6,
    annualSalesCents: 90_000_000,
    payrollCents: 24_000_000,
  },
  locations: [{ state: 'OH', zip: '43215', primary: true }],
  claims: [],
  payroll: [
    { state: 'OH', classCode: '8017', payrollCents: 20_000_000 },
    { state: 'OH', classCode: '8810', payrollCents: 4_000_000 },
  ],
  owners: [{ name: 'Dana Kowalski', state: 'OH', ownershipPercent: 100, included: true }],
  employersLiabilityLevel: 1,
  waiverOfSubrogation: false,
};

describe('monopolistic state: Ohio', () => {
  const tables = loadBundledTables();

  it('no carrier quotes, and every answer links to the Ohio state fund', async () => {
    const quotes = await rateWithAllCarriers(ohioShop, tables, asOf);

    expect(quotes).toHaveLength(4);
    for (const quote of quotes) {
      expect(quote.bindability).toBe(Bindability.Declined);
      expect(quote.premiumCents).toBeNull();
      expect(quote.reasons).toEqual([
        {
          code: BindabilityReason.MONOPOLISTIC_STATE,
          text: 'Workers compensation in this state is written only by the state fund',
        },
      ]);
      expect(quote.stateFunds).toEqual([
        {
          state: 'OH',
          name: 'Ohio Bureau of Workers’ Compensation',
          url: 'https://www.bwc.ohio.gov',
        },
      ]);
    }
  });

  it('rates the other states of a business with payroll in Ohio and Indiana, saying Ohio is left to the fund', async () => {
    const twoStates: WcSubmission = {
      ...ohioShop,
      locations: [...ohioShop.locations, { state: 'IN', zip: '46204', primary: false }],
      payroll: [...ohioShop.payroll, { state: 'IN', classCode: '8017', payrollCents: 10_000_000 }],
    };
    const quote = await amtrust.quote(twoStates, tables, asOf);

    // Never silently dropped: the Ohio payroll is not covered, the answer says so with the
    // fund's link, and a person confirms the state fund cover before binding.
    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(quote.reasons.map((r) => r.code)).toEqual([
      BindabilityReason.MONOPOLISTIC_STATE_EXCLUDED,
    ]);
    expect(quote.stateFunds.map((f) => f.state)).toEqual(['OH']);
    const steps = quote.worksheet!.steps;
    expect(steps.filter((s) => s.code === 'wc.stateFund').map((s) => s.label)).toEqual([
      'OH 8017: insured by Ohio Bureau of Workers’ Compensation',
      'OH 8810: insured by Ohio Bureau of Workers’ Compensation',
    ]);
    expect(steps.filter((s) => s.code === 'wc.manualPremium').map((s) => s.inputs.state)).toEqual([
      'IN',
    ]);
    expect(checkWorksheet(quote.worksheet!)).toEqual([]);
  });

  it('an Indiana business with Washington payroll is quoted for Indiana only, with the reason and the Washington fund', async () => {
    const indiana: WcSubmission = {
      ...ohioShop,
      locations: [{ state: 'IN', zip: '46204', primary: true }],
      payroll: [
        { state: 'IN', classCode: '8017', payrollCents: 20_000_000 },
        { state: 'WA', classCode: '8017', payrollCents: 5_000_000 },
      ],
      owners: [{ name: 'Dana Kowalski', state: 'IN', ownershipPercent: 100, included: false }],
    };
    const quotes = await rateWithAllCarriers(indiana, tables, asOf);
    for (const quote of quotes) {
      expect(quote.bindability).not.toBe(Bindability.BindableThruApi);
      expect(quote.stateFunds.map((f) => f.url)).toEqual(['https://lni.wa.gov/insurance']);
      if (quote.premiumCents !== null) {
        expect(quote.reasons.map((r) => r.code)).toContain(
          BindabilityReason.MONOPOLISTIC_STATE_EXCLUDED,
        );
        const manual = quote.worksheet!.steps.filter((s) => s.code === 'wc.manualPremium');
        expect(manual.map((s) => s.inputs.state)).toEqual(['IN']);
      }
    }
    expect(quotes.some((q) => q.premiumCents !== null)).toBe(true);
  });
});
