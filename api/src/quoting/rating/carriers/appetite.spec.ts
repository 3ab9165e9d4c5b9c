import { Bindability, BindabilityReason as R } from '@coverline/contracts';
import { loadBundledTables } from '../tables/bundled';
import type {
  BopSubmission,
  CyberSubmission,
  GlSubmission,
  Submission,
  WcSubmission,
} from '../submission';
import { amtrust, coterie, cowbell, employers, hartford, markel, rateWithAllCarriers } from './';
import type { CarrierAdapter } from './carrier-adapter';

/** A small Indianapolis agency every carrier would write, varied one fact at a time. */
const asOf = '2026-03-20';
const business = {
  legalName: 'Circle City Marketing LLC',
  naicsCode: '541810',
  entityType: 'LLC' as const,
  yearEstablished: 2015,
  employees: 10,
  annualSalesCents: 150_000_000,
  payrollCents: 60_000_000,
};
const base = {
  effectiveDate: '2026-04-01',
  business,
  locations: [{ state: 'IN' as const, zip: '46204', primary: true }],
  claims: [],
};
const wc: WcSubmission = {
  ...base,
  coverageType: 'wc',
  payroll: [
    { state: 'IN', classCode: '8810', payrollCents: 50_000_000 },
    { state: 'IN', classCode: '8742', payrollCents: 10_000_000 },
  ],
  owners: [{ name: 'Pat Lee', state: 'IN', ownershipPercent: 100, included: false }],
  employersLiabilityLevel: 1,
  waiverOfSubrogation: false,
};
const gl: GlSubmission = {
  ...base,
  coverageType: 'gl',
  glClassCode: '41677',
  glLimit: '1M/2M',
  blanketAdditionalInsured: false,
  waiverOfSubrogation: false,
};
const bop: BopSubmission = {
  ...base,
  coverageType: 'bop',
  locations: [
    {
      ...base.locations[0],
      construction: 'Wood Frame',
      sprinklers: false,
      bppCoverageCents: 10_000_000,
    },
  ],
  glClassCode: '41677',
  glLimit: '1M/2M',
  propertyDeductibleCents: 100_000,
};
const cyber: CyberSubmission = {
  ...base,
  coverageType: 'cyber',
  cyberLimitCents: 100_000_000,
  cyberRetentionCents: 250_000,
  securityControls: { mfa: true, edr: true, backups: true, training: true },
};
const claim = (date: string, amountOfLossCents = 500_000, open = false) => ({
  date,
  amountOfLossCents,
  open,
});

async function answer(adapter: CarrierAdapter, submission: Submission, today = asOf) {
  const quote = await adapter.quote(submission, loadBundledTables(), today);
  return [quote.bindability, quote.reasons.map((r) => r.code)];
}

describe('carrier appetites', () => {
  it('every carrier writing a line binds the plain submission online', async () => {
    for (const submission of [wc, gl, bop, cyber]) {
      const quotes = await rateWithAllCarriers(submission, loadBundledTables(), asOf);
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) {
        expect([quote.carrier, quote.bindability]).toEqual([
          quote.carrier,
          Bindability.BindableThruApi,
        ]);
      }
    }
  });

  describe('Hartford', () => {
    it('declines roofing and an experience modification above 1.50', async () => {
      expect(
        await answer(hartford, {
          ...wc,
          payroll: [{ state: 'IN', classCode: '5551', payrollCents: 30_000_000 }],
        }),
      ).toEqual([Bindability.Declined, [R.CLASS_OUT_OF_APPETITE]]);
      expect(await answer(hartford, { ...wc, experienceMod: 1.51 })).toEqual([
        Bindability.Declined,
        [R.EXPERIENCE_MOD_OVER_LIMIT],
      ]);
    });

    it('sends a third workers compensation state to its own site', async () => {
      const threeStates: WcSubmission = {
        ...wc,
        payroll: [
          ...wc.payroll,
          { state: 'IL', classCode: '8742', payrollCents: 5_000_000 },
          { state: 'KY', classCode: '8742', payrollCents: 5_000_000 },
        ],
      };
      expect(await answer(hartford, threeStates)).toEqual([
        Bindability.BindableNotThruApi,
        [R.GO_TO_CARRIER_SITE_TO_ADD_STATES],
      ]);
    });

    it('declines an effective date more than 3 days back', async () => {
      expect(await answer(hartford, wc, '2026-04-04')).toEqual([Bindability.BindableThruApi, []]);
      expect(await answer(hartford, wc, '2026-04-05')).toEqual([
        Bindability.Declined,
        [R.EFFECTIVE_DATE_BACKDATED],
      ]);
    });

    it('declines a business owner’s policy with BPP over $500K or a contractor over $5M', async () => {
      const bigBpp = { ...bop, locations: [{ ...bop.locations[0], bppCoverageCents: 60_000_000 }] };
      expect(await answer(hartford, bigBpp)).toEqual([
        Bindability.Declined,
        [R.BPP_LIMIT_OVER_LIMIT],
      ]);
      const contractor = {
        ...bop,
        business: { ...business, naicsCode: '238320', annualSalesCents: 600_000_000 },
        glClassCode: '98304',
      };
      expect(await answer(hartford, contractor)).toEqual([
        Bindability.Declined,
        [R.REVENUE_OVER_LIMIT],
      ]);
      expect(await answer(hartford, { ...bop, business: { ...business, employees: 51 } })).toEqual([
        Bindability.Declined,
        [R.EMPLOYEES_OVER_LIMIT],
      ]);
    });
  });

  describe('Employers', () => {
    it('does not write New Jersey', async () => {
      const nj: WcSubmission = {
        ...wc,
        locations: [{ state: 'NJ', zip: '07102', primary: true }],
        payroll: [{ state: 'NJ', classCode: '8810', payrollCents: 50_000_000 }],
        owners: [],
      };
      expect(await answer(employers, nj)).toEqual([Bindability.Declined, [R.STATE_NOT_WRITTEN]]);
    });

    it('declines more than 50 employees and drivers', async () => {
      expect(await answer(employers, { ...wc, business: { ...business, employees: 51 } })).toEqual([
        Bindability.Declined,
        [R.EMPLOYEES_OVER_LIMIT],
      ]);
      expect(
        await answer(employers, {
          ...wc,
          payroll: [{ state: 'IN', classCode: '7380', payrollCents: 30_000_000 }],
        }),
      ).toEqual([Bindability.Declined, [R.CLASS_OUT_OF_APPETITE]]);
    });

    it('refers a loss over $50,000 and does not backdate', async () => {
      expect(await answer(employers, { ...wc, claims: [claim('2024-01-15', 6_000_000)] })).toEqual([
        Bindability.Referred,
        [R.LARGE_LOSS],
      ]);
      expect(await answer(employers, wc, '2026-04-02')).toEqual([
        Bindability.Declined,
        [R.EFFECTIVE_DATE_BACKDATED],
      ]);
    });
  });

  describe('Markel', () => {
    it('waits for its underwriting on a business under three years old', async () => {
      expect(
        await answer(markel, { ...gl, business: { ...business, yearEstablished: 2024 } }),
      ).toEqual([Bindability.BindabilityPending, [R.FINISH_UNDERWRITING]]);
    });

    it('declines revenue over $3M and more than one claim', async () => {
      expect(
        await answer(markel, { ...gl, business: { ...business, annualSalesCents: 300_000_001 } }),
      ).toEqual([Bindability.Declined, [R.REVENUE_OVER_LIMIT]]);
      expect(
        await answer(markel, { ...gl, claims: [claim('2023-01-01'), claim('2024-01-01')] }),
      ).toEqual([Bindability.Declined, [R.CLAIMS_OVER_LIMIT]]);
    });

    it('declines an effective date more than 60 days ahead', async () => {
      expect(await answer(markel, { ...gl, effectiveDate: '2026-05-20' })).toEqual([
        Bindability.Declined,
        [R.EFFECTIVE_DATE_TOO_FAR],
      ]);
    });
  });

  describe('Coterie', () => {
    it('does not write New York', async () => {
      const ny = { ...gl, locations: [{ state: 'NY' as const, zip: '10001', primary: true }] };
      expect(await answer(coterie, ny)).toEqual([Bindability.Declined, [R.STATE_NOT_WRITTEN]]);
    });

    it('holds contractors to $2.5M of revenue', async () => {
      const painter = {
        ...gl,
        business: { ...business, naicsCode: '238320', annualSalesCents: 300_000_000 },
        glClassCode: '98304',
      };
      expect(await answer(coterie, painter)).toEqual([
        Bindability.Declined,
        [R.REVENUE_OVER_LIMIT],
      ]);
    });

    it('does not write workers compensation', () => {
      expect(coterie.appetite(wc)).toMatchObject({
        decision: 'decline',
        declined: [R.LINE_NOT_WRITTEN],
      });
    });
  });

  describe('Cowbell', () => {
    it('writes cyber only', async () => {
      expect(await answer(cowbell, gl)).toEqual([Bindability.Declined, [R.LINE_NOT_WRITTEN]]);
      expect(cowbell.lines).toEqual(['cyber']);
    });

    it('refers one cyber claim and declines three', async () => {
      expect(await answer(cowbell, { ...cyber, claims: [claim('2025-05-05')] })).toEqual([
        Bindability.Referred,
        [R.CLAIMS_OVER_LIMIT],
      ]);
      const three = [claim('2022-05-05'), claim('2023-05-05'), claim('2025-05-05')];
      expect(await answer(cowbell, { ...cyber, claims: three })).toEqual([
        Bindability.Declined,
        [R.CLAIMS_OVER_LIMIT],
      ]);
    });
  });

  describe('AmTrust', () => {
    it('refers roofing rather than declining it', async () => {
      expect(
        await answer(amtrust, {
          ...wc,
          payroll: [{ state: 'IN', classCode: '5551', payrollCents: 30_000_000 }],
        }),
      ).toEqual([Bindability.Referred, [R.CLASS_NEEDS_REVIEW]]);
    });

    it('declines five claims in five years and payroll over $10M', async () => {
      const five = ['2021-06-01', '2022-06-01', '2023-06-01', '2024-06-01', '2025-06-01'].map(
        (date) => claim(date),
      );
      expect(await answer(amtrust, { ...wc, claims: five })).toEqual([
        Bindability.Declined,
        [R.CLAIMS_OVER_LIMIT],
      ]);
      expect(
        await answer(amtrust, {
          ...wc,
          payroll: [{ state: 'IN', classCode: '8810', payrollCents: 1_000_000_001 }],
        }),
      ).toEqual([Bindability.Declined, [R.PAYROLL_OVER_LIMIT]]);
    });
  });

  describe('liability classes', () => {
    it('residential roofing: Hartford, Markel and Coterie decline it, AmTrust refers it', async () => {
      for (const submission of [gl, bop]) {
        const roofer = { ...submission, glClassCode: '98678' };
        const quotes = await rateWithAllCarriers(roofer, loadBundledTables(), asOf);
        expect(quotes.map((q) => [q.carrier, q.bindability, q.reasons.map((r) => r.code)])).toEqual(
          [
            ...[hartford, markel, coterie].map((c) => [
              c.carrier,
              Bindability.Declined,
              [R.CLASS_OUT_OF_APPETITE],
            ]),
            [amtrust.carrier, Bindability.Referred, [R.CLASS_NEEDS_REVIEW]],
          ],
        );
      }
    });

    it('Coterie declines carpentry not otherwise classified but writes residential carpentry', async () => {
      expect(await answer(coterie, { ...gl, glClassCode: '91342' })).toEqual([
        Bindability.Declined,
        [R.CLASS_OUT_OF_APPETITE],
      ]);
      expect(await answer(coterie, { ...gl, glClassCode: '91340' })).toEqual([
        Bindability.BindableThruApi,
        [],
      ]);
    });
  });

  describe('answers that are not about appetite', () => {
    it('is an error when no rates are in force on the effective date', async () => {
      const quote = await amtrust.quote(
        { ...wc, effectiveDate: '2024-12-01' },
        loadBundledTables(),
        '2024-11-20',
      );
      expect(quote.bindability).toBe(Bindability.Error);
      expect(quote.reasons.map((r) => r.code)).toEqual([R.RATES_NOT_AVAILABLE]);
      expect(quote.message).toMatch(/^No rates in force: .* on 2024-12-01/);
    });

    it('declines a class code the rate tables do not hold', async () => {
      expect(
        await answer(amtrust, {
          ...wc,
          payroll: [{ state: 'IN', classCode: '9999', payrollCents: 30_000_000 }],
        }),
      ).toEqual([Bindability.Declined, [R.CLASS_OUT_OF_APPETITE]]);
    });

    it('gives the appetite without pricing', () => {
      expect(employers.appetite({ ...wc, experienceMod: 1.3 })).toEqual({
        decision: 'decline',
        declined: [R.EXPERIENCE_MOD_OVER_LIMIT],
        referred: [],
        pending: [],
        notThruApi: [],
      });
    });
  });
});
