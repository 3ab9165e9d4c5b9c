import { Bindability, BindabilityReason } from '@coverline/contracts';
import { coterie, employers, loadBundledTables, rateWithAllCarriers } from '..';
import type { GlSubmission, WcSubmission } from '../submission';
import { checkWorksheet } from '../worksheet';

/**
 * A full-service restaurant in Austin with one closed claim in 2023, rated on 25 March 2026
 * for a 1 April 2026 start: workers compensation with its sole officer included at the Texas
 * owner payroll rule, and general liability on its sales.
 */
const asOf = '2026-03-25';
const restaurant = {
  effectiveDate: '2026-04-01',
  business: {
    legalName: 'Lone Star Tacos Inc',
    naicsCode: '722511',
    entityType: 'Corporation' as const,
    yearEstablished: 2021,
    employees: 18,
    annualSalesCents: 180_000_000,
    payrollCents: 52_000_000,
  },
  locations: [{ state: 'TX' as const, zip: '78701', primary: true }],
  claims: [{ date: '2023-06-10', amountOfLossCents: 850_000, open: false }],
};

const workersComp: WcSubmission = {
  ...restaurant,
  coverageType: 'wc',
  payroll: [
    { state: 'TX', classCode: '9079', payrollCents: 48_000_000 },
    { state: 'TX', classCode: '8810', payrollCents: 4_000_000 },
  ],
  owners: [{ name: 'Luis Garza', state: 'TX', ownershipPercent: 100, included: true }],
  employersLiabilityLevel: 1,
  waiverOfSubrogation: false,
};

const generalLiability: GlSubmission = {
  ...restaurant,
  coverageType: 'gl',
  glClassCode: '16910',
  glLimit: '1M/2M',
  blanketAdditionalInsured: true,
  waiverOfSubrogation: false,
};

describe('restaurant in Texas', () => {
  const tables = loadBundledTables();

  describe('workers compensation', () => {
    it('Employers prices it step by step as worked by hand', async () => {
      const quote = await employers.quote(workersComp, tables, asOf);

      expect(quote.bindability).toBe(Bindability.BindableThruApi);
      expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
        // Luis gave no estimate: the 2026 Texas rule's set amount for a corporation, $62,400,
        // rated in the governing class 9079 (the class with the most payroll)
        ['wc.ownerPayroll', 0, 0],
        // 9079: loss cost 2.52 x Employers' Texas LCM 1.27 = 3.2004 -> rate 3.20;
        // ($480,000 + $62,400) / 100 x 3.20 = $17,356.80
        ['wc.manualPremium', 1_735_680, 1_735_680],
        // 8810: 0.14 x 1.27 = 0.1778 -> 0.18; $40,000 / 100 x 0.18 = $72.00
        ['wc.manualPremium', 7_200, 1_742_880],
        // Level 1 limits x 1.000; no experience modification x 1.00
        ['wc.employersLiability', 0, 1_742_880],
        ['wc.experienceMod', 0, 1_742_880],
        // Schedule: one claim in 5 years +7.5%, 5 years in business -3% -> x 1.045
        // $17,428.80 x 1.045 = $18,213.096
        ['wc.schedule', 78_430, 1_821_310],
        // Standard premium (no waiver asked for)
        ['wc.standardPremium', 0, 1_821_310],
        // Premium discount: $10,000 at 0%, $8,213.10 at 9.1% = $747.3921
        ['wc.premiumDiscount', -74_739, 1_746_571],
        // Texas expense constant $150
        ['wc.expenseConstant', 15_000, 1_761_571],
        // Minimum: 3.20 x 315 + $150 = $1,158, below the premium
        ['wc.minimumPremium', 0, 1_761_571],
        // Terrorism and catastrophe $0.01 per $100 of $582,400 = $58.24 each
        ['wc.terrorism', 5_824, 1_767_395],
        ['wc.catastrophe', 5_824, 1_773_219],
        // Texas maintenance tax 0.9% of the standard premium $18,213.10 = $163.9179
        ['wc.stateAssessment', 16_392, 1_789_611],
      ]);
      expect(quote.premiumCents).toBe(1_789_611);
      expect(quote.worksheet!.steps[0].inputs).toMatchObject({
        payrollCents: 6_240_000,
        classCode: '9079',
        ruleOutcome: 'P-0000',
      });
      expect(quote.worksheet!.steps[5].inputs).toMatchObject({ schedulePercent: 4.5 });
    });

    it('Markel refers the claim; the others bind online', async () => {
      const quotes = await rateWithAllCarriers(workersComp, tables, asOf);

      expect(quotes.map((q) => [q.carrier, q.bindability])).toEqual([
        ['Hartford', Bindability.BindableThruApi],
        ['Employers', Bindability.BindableThruApi],
        ['Markel', Bindability.Referred],
        ['AmTrust', Bindability.BindableThruApi],
      ]);
      expect(quotes[2].reasons.map((r) => r.code)).toEqual([BindabilityReason.CLAIMS_OVER_LIMIT]);
      // A referred quote carries its premium as an indication for the underwriter.
      expect(quotes[2].premiumCents).toBeGreaterThan(0);
      for (const quote of quotes) expect(checkWorksheet(quote.worksheet!)).toEqual([]);
    });
  });

  describe('general liability', () => {
    it('Coterie prices it step by step as worked by hand', async () => {
      const quote = await coterie.quote(generalLiability, tables, asOf);

      expect(quote.bindability).toBe(Bindability.BindableThruApi);
      expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
        // Class 16910 on sales: loss cost 2.45 x Texas relativity 1.05 x Coterie LCM 1.25
        // = 3.215625 -> 3.216 per $1,000; $1,800,000 / 1,000 x 3.216 = $5,788.80
        ['gl.premium', 578_880, 578_880],
        // Limits 1M/2M are basic: x 1.00
        ['gl.increasedLimits', 0, 578_880],
        // Above the class minimum of $500
        ['gl.minimumPremium', 0, 578_880],
        // Blanket additional insured, Coterie's flat $100
        ['gl.blanketAdditionalInsured', 10_000, 588_880],
      ]);
      expect(quote.premiumCents).toBe(588_880);
    });

    it('the 2M/4M limit costs 25% more and binds on the carrier site', async () => {
      const quote = await coterie.quote({ ...generalLiability, glLimit: '2M/4M' }, tables, asOf);

      // $5,788.80 x 1.25 = $7,236.00, plus $100
      expect(quote.premiumCents).toBe(733_600);
      expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
      expect(quote.reasons).toEqual([
        {
          code: BindabilityReason.LIABILITY_LIMIT_NOT_1M,
          text: 'Liability limit entered is not 1M',
        },
      ]);
    });

    it('four carriers write it', async () => {
      const quotes = await rateWithAllCarriers(generalLiability, tables, asOf);
      expect(quotes.map((q) => [q.carrier, q.bindability])).toEqual([
        ['Hartford', Bindability.BindableThruApi],
        ['Markel', Bindability.Referred],
        ['Coterie', Bindability.BindableThruApi],
        ['AmTrust', Bindability.BindableThruApi],
      ]);
    });
  });
});
