import { Bindability, BindabilityReason } from '@coverline/contracts';
import { coterie, hartford, loadBundledTables, rateWithAllCarriers } from '..';
import type { BopSubmission } from '../submission';
import { checkWorksheet } from '../worksheet';

/**
 * A hardware store in Georgia that owns two buildings: a sprinklered masonry store and an
 * unsprinklered frame warehouse, with a $5,000 property deductible. Rated on 20 May 2026 for a
 * 1 June 2026 start.
 */
const asOf = '2026-05-20';
const hardwareStore: BopSubmission = {
  coverageType: 'bop',
  effectiveDate: '2026-06-01',
  business: {
    legalName: 'Peachtree Hardware LLC',
    naicsCode: '444140',
    entityType: 'LLC',
    yearEstablished: 2009,
    employees: 12,
    annualSalesCents: 240_000_000,
    payrollCents: 48_000_000,
  },
  locations: [
    {
      state: 'GA',
      zip: '30303',
      primary: true,
      construction: 'Concrete/Brick/Masonry',
      sprinklers: true,
      buildingCoverageCents: 60_000_000,
      bppCoverageCents: 15_000_000,
    },
    {
      state: 'GA',
      zip: '30060',
      primary: false,
      construction: 'Wood Frame',
      sprinklers: false,
      buildingCoverageCents: 40_000_000,
      bppCoverageCents: 8_000_000,
    },
  ],
  claims: [],
  glClassCode: '13716',
  glLimit: '1M/2M',
  propertyDeductibleCents: 500_000,
};

describe("business owner's policy with two buildings", () => {
  const tables = loadBundledTables();

  it('Hartford prices it step by step as worked by hand', async () => {
    const quote = await hartford.quote(hardwareStore, tables, asOf);

    expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
      // Store: base 0.12 x masonry 0.80 x sprinklered 0.75 x $5,000 deductible 0.80
      // x Hartford LCM 1.20 = 0.06912 -> 0.069 per $100; $600,000 / 100 x 0.069 = $414.00
      ['bop.building', 41_400, 41_400],
      // Its BPP: 0.15 x 0.80 x 0.75 x 0.80 x 1.20 = 0.0864 -> 0.086; $150,000 -> $129.00
      ['bop.bpp', 12_900, 54_300],
      // Warehouse: 0.12 x frame 1.00 x not sprinklered 1.00 x 0.80 x 1.20 = 0.1152 -> 0.115;
      // $400,000 / 100 x 0.115 = $460.00
      ['bop.building', 46_000, 100_300],
      // Its BPP: 0.15 x 1.00 x 1.00 x 0.80 x 1.20 = 0.144; $80,000 -> $115.20
      ['bop.bpp', 11_520, 111_820],
      // Liability, hardware stores on sales: 1.10 x Georgia 1.05 x 1.20 = 1.386 per $1,000;
      // $2,400,000 / 1,000 x 1.386 = $3,326.40
      ['bop.liability', 332_640, 444_460],
      // 1M/2M: x 1.00
      ['bop.increasedLimits', 0, 444_460],
      // Package discount 15% of the liability premium: $498.96
      ['bop.packageDiscount', -49_896, 394_564],
      // Above Hartford's $500 minimum
      ['bop.minimumPremium', 0, 394_564],
    ]);
    expect(quote.premiumCents).toBe(394_564);
    // Hartford binds one location online; the second is added on its site.
    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(quote.reasons).toEqual([
      {
        code: BindabilityReason.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS,
        text: "Go to the carrier's site to add locations",
      },
    ]);
  });

  it('Coterie quotes its largest deductible, $2,500, in place of $5,000', async () => {
    const quote = await coterie.quote(hardwareStore, tables, asOf);

    expect(quote.terms).toMatchObject({ propertyDeductibleCents: 250_000 });
    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(quote.reasons.map((r) => r.code)).toEqual([BindabilityReason.DEDUCTIBLE_DIFFERS]);
    expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents])).toEqual([
      // 0.12 x 0.80 x 0.75 x $2,500 deductible 0.88 x Coterie LCM 1.15 = 0.072864 -> 0.073
      ['bop.building', 43_800],
      // 0.15 x 0.80 x 0.75 x 0.88 x 1.15 = 0.09108 -> 0.091 on $150,000
      ['bop.bpp', 13_650],
      // 0.12 x 0.88 x 1.15 = 0.12144 -> 0.121 on $400,000
      ['bop.building', 48_400],
      // 0.15 x 0.88 x 1.15 = 0.1518 -> 0.152 on $80,000
      ['bop.bpp', 12_160],
      // 1.10 x 1.05 x 1.15 = 1.32825 -> 1.328 per $1,000 of $2,400,000
      ['bop.liability', 318_720],
      ['bop.increasedLimits', 0],
      // Coterie's package discount is 20%
      ['bop.packageDiscount', -63_744],
      ['bop.minimumPremium', 0],
    ]);
    expect(quote.premiumCents).toBe(372_986);
  });

  it('Markel binds both locations online', async () => {
    const quotes = await rateWithAllCarriers(hardwareStore, tables, asOf);

    expect(quotes.map((q) => [q.carrier, q.bindability])).toEqual([
      ['Hartford', Bindability.BindableNotThruApi],
      ['Markel', Bindability.BindableThruApi],
      ['Coterie', Bindability.BindableNotThruApi],
      // AmTrust binds up to three locations online.
      ['AmTrust', Bindability.BindableThruApi],
    ]);
    for (const quote of quotes) expect(checkWorksheet(quote.worksheet!)).toEqual([]);
  });

  it('a building over $1M is outside the appetite', async () => {
    const large = {
      ...hardwareStore,
      locations: [
        { ...hardwareStore.locations[0], buildingCoverageCents: 120_000_000 },
        hardwareStore.locations[1],
      ],
    };
    const quote = await hartford.quote(large, tables, asOf);
    expect(quote.bindability).toBe(Bindability.Declined);
    expect(quote.reasons).toEqual([
      {
        code: BindabilityReason.BUILDING_LIMIT_OVER_LIMIT,
        text: "Building limit is above the carrier's limit",
      },
    ]);
  });
});
