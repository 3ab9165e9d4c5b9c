import { createRateTables } from '../tables/rate-tables';
import type { RateTableRecord } from '../tables/types';
import { loadBundledTables } from '../tables/bundled';
import { rateReportedPayroll } from './reported-payroll';

const state = (st: string, version: string, from: string, lossCosts: Record<string, number>) =>
  ({
    kind: 'wc.state',
    line: 'wc',
    carrier: null,
    state: st,
    version,
    effectiveFrom: from,
    data: {
      lossCosts,
      expenseConstantCents: 17_500,
      terrorismRatePer100: 0.01,
      catastropheRatePer100: 0.01,
      assessments: [],
      minimumPremium: { multiplier: 10, capCents: 100_000 },
    },
  }) as RateTableRecord;

const carrierRates = (lcm: { default: number; byState: Record<string, number> }) =>
  ({
    kind: 'carrier.rates',
    line: 'wc',
    carrier: 'Employers',
    state: null,
    version: 'EMP-1',
    effectiveFrom: '2026-01-01',
    data: { lcm },
  }) as RateTableRecord;

const tables = createRateTables([
  state('CA', 'CA-1', '2026-01-01', { '8810': 0.3, '5403': 7.31 }),
  state('CA', 'CA-2', '2026-07-01', { '8810': 0.35, '5403': 8 }),
  state('NV', 'NV-1', '2026-01-01', { '8810': 0.21 }),
  carrierRates({ default: 1.4, byState: { CA: 1.55 } }),
]);

describe('rating a pay-as-you-go payroll report', () => {
  it('prices each line at payroll / 100 x loss cost x the carrier LCM of its state', () => {
    const rated = rateReportedPayroll(
      [
        { state: 'CA', classCode: '5403', payrollCents: 1_234_567 },
        { state: 'CA', classCode: '8810', payrollCents: 400_000 },
        { state: 'NV', classCode: '8810', payrollCents: 99_999 },
      ],
      tables,
      'Employers',
      '2026-03-01',
    );
    if (rated.kind !== 'rated') throw new Error(rated.kind);
    // 7.31 x 1.55 = 11.3305, rounded to 11.33 per $100: $12,345.67 x 11.33 / 100 = $1,398.7644...
    expect(rated.lines.map((l) => [l.ratePer100, l.premiumCents])).toEqual([
      [11.33, 139_876],
      // 0.3 x 1.55 = 0.465, rounded half up to 0.47: $4,000 x 0.47 / 100 = $18.80.
      [0.47, 1_880],
      // NV has no LCM of its own: the default 1.4; 0.21 x 1.4 = 0.294 -> 0.29; $999.99 -> $2.8999...
      [0.29, 290],
    ]);
    expect(rated.premiumCents).toBe(139_876 + 1_880 + 290);
    expect(rated.payrollCents).toBe(1_234_567 + 400_000 + 99_999);
    expect(rated.tableVersions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('CA-1'),
        expect.stringContaining('NV-1'),
        expect.stringContaining('EMP-1'),
      ]),
    );
  });

  it('reads the rates in force on the date it is given', () => {
    const rated = rateReportedPayroll(
      [{ state: 'CA', classCode: '5403', payrollCents: 100_000 }],
      tables,
      'Employers',
      '2026-07-01',
    );
    if (rated.kind !== 'rated') throw new Error(rated.kind);
    // 8 x 1.55 = 12.40 per $100 of $1,000.
    expect(rated.lines[0].ratePer100).toBe(12.4);
    expect(rated.premiumCents).toBe(12_400);
  });

  it('prices nothing for no payroll', () => {
    const rated = rateReportedPayroll(
      [{ state: 'CA', classCode: '8810', payrollCents: 0 }],
      tables,
      'Employers',
      '2026-03-01',
    );
    expect(rated).toMatchObject({ kind: 'rated', premiumCents: 0, payrollCents: 0 });
  });

  it('names every line without a rate, and a carrier without rates', () => {
    expect(
      rateReportedPayroll(
        [
          { state: 'CA', classCode: '9999', payrollCents: 1 },
          { state: 'TX', classCode: '8810', payrollCents: 1 },
        ],
        tables,
        'Employers',
        '2026-03-01',
      ),
    ).toEqual({
      kind: 'noRates',
      missing: ['wc.state CA 9999 on 2026-03-01', 'wc.state TX 8810 on 2026-03-01'],
    });
    expect(
      rateReportedPayroll(
        [{ state: 'CA', classCode: '8810', payrollCents: 1 }],
        tables,
        'Hartford',
        '2026-03-01',
      ).kind,
    ).toBe('noRates');
    expect(
      rateReportedPayroll(
        [{ state: 'CA', classCode: '8810', payrollCents: 1 }],
        tables,
        'Employers',
        '2025-12-31',
      ).kind,
    ).toBe('noRates');
  });

  it('prices with the shipped tables the same rate the quote manual premium uses', () => {
    const rated = rateReportedPayroll(
      [{ state: 'CA', classCode: '8810', payrollCents: 10_000_000 }],
      loadBundledTables(),
      'Employers',
      '2026-03-01',
    );
    expect(rated.kind).toBe('rated');
    if (rated.kind === 'rated') {
      expect(rated.lines[0].ratePer100).toBeGreaterThan(0);
      expect(rated.premiumCents).toBe(Math.round(10_000_000 * rated.lines[0].ratePer100) / 100);
    }
  });
});
