import { Bindability, BindabilityReason } from '@coverline/contracts';
import { hartford, loadBundledTables, rateWithAllCarriers } from '..';
import type { WcSubmission } from '../submission';
import { checkWorksheet } from '../worksheet';

/**
 * A landscaper in California with two owners: one included (her estimate is below the state
 * minimum for an LLC), one excluded. Rated on 20 February 2026 for a 1 March 2026 start, so
 * California's loss costs of 1 September 2025 (CA-2025.9) and Hartford's 2026 LCMs apply.
 */
const asOf = '2026-02-20';
const landscaper: WcSubmission = {
  coverageType: 'wc',
  effectiveDate: '2026-03-01',
  business: {
    legalName: 'Green Valley Landscaping LLC',
    naicsCode: '561730',
    entityType: 'LLC',
    yearEstablished: 2018,
    employees: 8,
    annualSalesCents: 120_000_000,
    payrollCents: 42_000_000,
  },
  locations: [{ state: 'CA', zip: '93401', primary: true }],
  claims: [],
  payroll: [
    { state: 'CA', classCode: '0042', payrollCents: 38_000_000 },
    { state: 'CA', classCode: '8810', payrollCents: 4_000_000 },
  ],
  owners: [
    {
      name: 'Maria Alvarez',
      state: 'CA',
      ownershipPercent: 60,
      included: true,
      payrollEstimateCents: 3_000_000,
    },
    { name: 'Jose Alvarez', state: 'CA', ownershipPercent: 40, included: false },
  ],
  employersLiabilityLevel: 3,
  waiverOfSubrogation: true,
};

describe('landscaper in California with two owners', () => {
  const tables = loadBundledTables();

  it('Hartford prices it step by step as worked by hand', async () => {
    const quote = await hartford.quote(landscaper, tables, asOf);

    expect(quote.bindability).toBe(Bindability.BindableThruApi);
    expect(quote.reasons).toEqual([]);
    const steps = quote.worksheet!.steps;
    expect(steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
      // Maria: estimate $30,000 is below the 2026 CA LLC minimum of $42,200 -> $42,200 (P-1013)
      ['wc.ownerPayroll', 0, 0],
      // Jose is excluded: no payroll (P-1015)
      ['wc.ownerPayroll', 0, 0],
      // 0042: loss cost 4.50 x LCM 1.40 = rate 6.30; ($380,000 + $42,200) / 100 x 6.30 = $26,598.60
      ['wc.manualPremium', 2_659_860, 2_659_860],
      // 8810: loss cost 0.30 x 1.40 = 0.42; $40,000 / 100 x 0.42 = $168.00
      ['wc.manualPremium', 16_800, 2_676_660],
      // Employers liability level 3 (California requires it): $26,766.60 x 1.019 = $27,275.1654
      ['wc.employersLiability', 50_857, 2_727_517],
      // No experience modification known: x 1.00
      ['wc.experienceMod', 0, 2_727_517],
      // Schedule: claims-free -5%, 8 years in business -5% -> x 0.90 = $24,547.653
      ['wc.schedule', -272_752, 2_454_765],
      // Waiver of subrogation 2% of $24,547.65 = $490.953, above the $150 minimum
      ['wc.waiverOfSubrogation', 49_095, 2_503_860],
      // Standard premium: everything so far, the waiver charge included
      ['wc.standardPremium', 0, 2_503_860],
      // Premium discount: first $10,000 at 0%, the other $15,038.60 at 9.1% = $1,368.5126
      ['wc.premiumDiscount', -136_851, 2_367_009],
      // California expense constant $175
      ['wc.expenseConstant', 17_500, 2_384_509],
      // Minimum: 6.30 x 315 + $175 = $2,159.50, capped at $1,750, compared before the charges
      // below: no change
      ['wc.minimumPremium', 0, 2_384_509],
      // Terrorism $0.02 per $100 of $462,200 payroll = $92.44; catastrophe the same
      ['wc.terrorism', 9_244, 2_393_753],
      ['wc.catastrophe', 9_244, 2_402_997],
      // CA user funding and fraud assessments 2.8% of the standard premium $25,038.60
      // = $701.0808
      ['wc.stateAssessment', 70_108, 2_473_105],
    ]);
    expect(quote.premiumCents).toBe(2_473_105);
    expect(checkWorksheet(quote.worksheet!)).toEqual([]);

    expect(steps[0].inputs).toMatchObject({ payrollCents: 4_220_000, ruleOutcome: 'P-1013' });
    expect(steps[1].inputs).toMatchObject({ payrollCents: 0, included: false });
    expect(steps[2].inputs).toMatchObject({ lossCost: 4.5, lcm: 1.4, ratePer100: 6.3 });
    expect(quote.tableVersions).toEqual([
      'carrier.rates/wc/Hartford/*/2026.1',
      'wc.classes/wc/*/*/2025.1',
      'wc.factors/wc/*/*/2025.1',
      'wc.ownerPayrollRules/wc/*/*/2026',
      'wc.state/wc/*/CA/CA-2025.9',
    ]);
  });

  it('every workers compensation carrier answers; Markel does not write California', async () => {
    const quotes = await rateWithAllCarriers(landscaper, tables, asOf);

    expect(quotes.map((q) => [q.carrier, q.bindability, q.premiumCents])).toEqual([
      ['Hartford', Bindability.BindableThruApi, 2_473_105],
      ['Employers', Bindability.BindableThruApi, expect.any(Number)],
      ['Markel', Bindability.Declined, null],
      ['AmTrust', Bindability.BindableThruApi, expect.any(Number)],
    ]);
    expect(quotes[2].reasons).toEqual([
      {
        code: BindabilityReason.STATE_NOT_WRITTEN,
        text: 'The carrier does not write this coverage in the state',
      },
    ]);
    for (const quote of quotes) {
      if (quote.worksheet) expect(checkWorksheet(quote.worksheet)).toEqual([]);
    }
  });

  it('rates California at employers liability level 3 when a lower level was entered', async () => {
    const quote = await hartford.quote({ ...landscaper, employersLiabilityLevel: 1 }, tables, asOf);

    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(quote.reasons.map((r) => r.code)).toEqual([
      BindabilityReason.EMPLOYERS_LIABILITY_LIMIT_DIFFERS,
    ]);
    expect(quote.terms).toMatchObject({ employersLiabilityLevel: 3 });
    expect(quote.premiumCents).toBe(2_473_105);
  });

  it('adds no payroll for the excluded owner', async () => {
    const withoutJose = { ...landscaper, owners: [landscaper.owners[0]] };
    const [a, b] = await Promise.all([
      hartford.quote(landscaper, tables, asOf),
      hartford.quote(withoutJose, tables, asOf),
    ]);
    expect(a.premiumCents).toBe(b.premiumCents);
  });
});
