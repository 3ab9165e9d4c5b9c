import { Bindability, BindabilityReason } from '@coverline/contracts';
import { amtrust, loadBundledTables, rateWithAllCarriers } from '..';
import type { WcSubmission } from '../submission';
import { checkWorksheet } from '../worksheet';

/**
 * A framing contractor in New York with three claims on file, one of them older than the
 * 5-year look-back, a known experience modification of 1.12 and an officer whose estimate is
 * above the state maximum. Rated on 28 April 2026 for a 1 May 2026 start.
 */
const asOf = '2026-04-28';
const contractor: WcSubmission = {
  coverageType: 'wc',
  effectiveDate: '2026-05-01',
  business: {
    legalName: 'Hudson Framing Corp',
    naicsCode: '238130',
    entityType: 'Corporation',
    yearEstablished: 2012,
    employees: 24,
    annualSalesCents: 450_000_000,
    payrollCents: 180_000_000,
  },
  locations: [{ state: 'NY', zip: '12601', primary: true }],
  claims: [
    { date: '2024-11-02', amountOfLossCents: 4_200_000, open: true },
    { date: '2022-05-20', amountOfLossCents: 1_250_000, open: false },
    // Before 1 May 2021: outside the look-back
    { date: '2019-08-14', amountOfLossCents: 9_000_000, open: false },
  ],
  payroll: [
    { state: 'NY', classCode: '5403', payrollCents: 110_000_000 },
    { state: 'NY', classCode: '5645', payrollCents: 60_000_000 },
    { state: 'NY', classCode: '8810', payrollCents: 10_000_000 },
  ],
  owners: [
    {
      name: 'Tom Reilly',
      state: 'NY',
      ownershipPercent: 70,
      included: true,
      payrollEstimateCents: 25_000_000,
      classCode: '5403',
    },
    { name: 'Ann Reilly', state: 'NY', ownershipPercent: 30, included: false },
  ],
  employersLiabilityLevel: 2,
  experienceMod: 1.12,
  waiverOfSubrogation: true,
};

describe('contractor in New York with claims', () => {
  const tables = loadBundledTables();

  it('AmTrust prices it step by step as worked by hand', async () => {
    const quote = await amtrust.quote(contractor, tables, asOf);

    expect(quote.bindability).toBe(Bindability.BindableThruApi);
    expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
      // Tom's $250,000 estimate is above the 2026 NY corporation maximum: $194,700 (P-1014)
      ['wc.ownerPayroll', 0, 0],
      ['wc.ownerPayroll', 0, 0],
      // 5403: loss cost 7.14 x AmTrust NY LCM 1.40 = 9.996 -> 10.00;
      // ($1,100,000 + $194,700) / 100 x 10.00 = $129,470.00
      ['wc.manualPremium', 12_947_000, 12_947_000],
      // 5645: 13.08 x 1.40 = 18.312 -> 18.31; $600,000 / 100 x 18.31 = $109,860.00
      ['wc.manualPremium', 10_986_000, 23_933_000],
      // 8810: 0.27 x 1.40 = 0.378 -> 0.38; $100,000 / 100 x 0.38 = $380.00
      ['wc.manualPremium', 38_000, 23_971_000],
      // Level 2: $239,710.00 x 1.011 = $242,346.81
      ['wc.employersLiability', 263_681, 24_234_681],
      // Experience modification 1.12: $271,428.4272
      ['wc.experienceMod', 2_908_162, 27_142_843],
      // Schedule: 2 claims in the look-back x 10% debit, 14 years in business -2.5%
      // -> x 1.175 = $318,928.40525
      ['wc.schedule', 4_749_998, 31_892_841],
      // Waiver: 2% of $318,928.41 = $6,378.5682
      ['wc.waiverOfSubrogation', 637_857, 32_530_698],
      // Standard premium, the waiver charge included: $325,306.98
      ['wc.standardPremium', 0, 32_530_698],
      // Discount: $10,000 at 0% + $190,000 at 9.1% ($17,290) + $125,306.98 at 11.3%
      // ($14,159.68874) = $31,449.68874
      ['wc.premiumDiscount', -3_144_969, 29_385_729],
      // New York expense constant $160
      ['wc.expenseConstant', 16_000, 29_401_729],
      // Minimum 18.31 x 315 + $160, capped at $1,750: no change
      ['wc.minimumPremium', 0, 29_401_729],
      // Terrorism $0.03 and catastrophe $0.01 per $100 of $1,994,700 payroll
      ['wc.terrorism', 59_841, 29_461_570],
      ['wc.catastrophe', 19_947, 29_481_517],
      // New York State assessment 10.5% of the standard premium $325,306.98 = $34,157.2329
      ['wc.stateAssessment', 3_415_723, 32_897_240],
    ]);
    expect(quote.premiumCents).toBe(32_897_240);
    expect(quote.worksheet!.steps[0].inputs).toMatchObject({
      payrollCents: 19_470_000,
      ruleOutcome: 'P-1014',
    });
    expect(quote.worksheet!.steps[7].inputs).toMatchObject({ claimsInLookBack: 2 });
  });

  it('Hartford refers, Employers and Markel decline, each with its reasons', async () => {
    const quotes = await rateWithAllCarriers(contractor, tables, asOf);
    const answer = (carrier: string) => {
      const q = quotes.find((x) => x.carrier === carrier)!;
      return [q.bindability, q.reasons.map((r) => r.code)];
    };
    const R = BindabilityReason;

    expect(answer('Hartford')).toEqual([
      Bindability.Referred,
      [R.CLASS_NEEDS_REVIEW, R.CLAIMS_OVER_LIMIT, R.OPEN_CLAIMS],
    ]);
    expect(answer('Employers')).toEqual([
      Bindability.Declined,
      [R.STATE_NOT_WRITTEN, R.CLASS_OUT_OF_APPETITE],
    ]);
    expect(answer('Markel')).toEqual([
      Bindability.Declined,
      [R.CLASS_OUT_OF_APPETITE, R.REVENUE_OVER_LIMIT, R.CLAIMS_OVER_LIMIT, R.PAYROLL_OVER_LIMIT],
    ]);
    expect(answer('AmTrust')).toEqual([Bindability.BindableThruApi, []]);
    expect(quotes.find((q) => q.carrier === 'Employers')!.premiumCents).toBeNull();
    for (const quote of quotes) {
      if (quote.worksheet) expect(checkWorksheet(quote.worksheet)).toEqual([]);
    }
  });

  it('a third claim in the look-back sends it to an AmTrust underwriter', async () => {
    const more = {
      ...contractor,
      claims: [
        ...contractor.claims,
        { date: '2025-02-11', amountOfLossCents: 300_000, open: false },
      ],
    };
    const quote = await amtrust.quote(more, tables, asOf);
    expect(quote.bindability).toBe(Bindability.Referred);
    expect(quote.reasons.map((r) => r.code)).toEqual([BindabilityReason.CLAIMS_OVER_LIMIT]);
  });
});
