import {
  Bindability,
  BindabilityReason,
  US_STATE_CODES,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import { MASTER_INDEX } from '../../reference-data/seeds/master-index';
import { sampleSubmission, type SampleBusiness } from '../scenarios/sample-submission';
import { loadBundledTables } from '../tables/bundled';
import { classAppetite } from './class-appetite';
import { appetiteCoverage, COVERAGE_GOALS, mappedLines, privateStates, share } from './coverage';
import { rateWithAllCarriers } from './index';
import { PRIVATE_WC_STATES } from './states';

const tables = loadBundledTables();
const BINDABLE: readonly Bindability[] = [
  Bindability.BindableThruApi,
  Bindability.BindableNotThruApi,
];
/** A date in each year's tables: the 2025 versions (California's 2024 filing) and the 2026 ones. */
const DATES = ['2025-06-01', '2026-06-01'];
const asOf = '2026-05-25';
const effectiveDate = '2026-06-01';

/** Every class the index maps a business type to, by line (custom workers compensation classes too). */
function mappedClasses(): { line: CoverageType; classCode: string }[] {
  const wc = new Set(
    MASTER_INDEX.flatMap((e) => [e.wcClassCode, ...e.customClassCodes.map((c) => c.code)]),
  );
  const gl = new Set(MASTER_INDEX.flatMap((e) => (e.glClassCode ? [e.glClassCode] : [])));
  return [
    ...[...wc].map((classCode) => ({ line: 'wc' as const, classCode })),
    ...[...gl].flatMap((classCode) => [
      { line: 'gl' as const, classCode },
      { line: 'bop' as const, classCode },
    ]),
  ];
}

describe('appetite coverage of the business type index', () => {
  it.each(DATES)(
    'on %s every mapped class has a rate in every private state for each carrier that writes the line there',
    (on) => {
      const missing: string[] = [];
      for (const { line, classCode } of mappedClasses()) {
        for (const state of privateStates(line)) {
          for (const answer of classAppetite(tables, { line, state, classCode, on })) {
            if (answer.answer === 'noRate') {
              missing.push(`${answer.carrier} ${line} ${classCode} ${state}`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it('holds a workers compensation loss cost for every mapped class in every private state', () => {
    const codes = mappedClasses()
      .filter((c) => c.line === 'wc')
      .map((c) => c.classCode);
    for (const on of DATES) {
      for (const state of PRIVATE_WC_STATES) {
        const lossCosts = tables.inForce('wc.state', { line: 'wc', state }, on)!.data.lossCosts;
        expect(codes.filter((code) => !(lossCosts[code] > 0))).toEqual([]);
      }
    }
  });

  it('meets the goals: every pair priced by a carrier, nine in ten by two', () => {
    const coverage = appetiteCoverage(tables, MASTER_INDEX, '2026-06-01');
    expect(coverage.pairs).toBeGreaterThan(MASTER_INDEX.length * 47);
    expect(coverage.gaps.filter((g) => g.carriers.length === 0)).toEqual([]);
    expect(share(coverage, 'atLeastOne')).toBe(COVERAGE_GOALS.atLeastOne);
    expect(share(coverage, 'atLeastTwo')).toBeGreaterThanOrEqual(COVERAGE_GOALS.atLeastTwo);
  });

  it('counts workers compensation in the private states only, the other lines everywhere', () => {
    expect(privateStates('wc')).toHaveLength(47);
    expect(privateStates('gl')).toEqual(US_STATE_CODES);
    expect(mappedLines({ ...MASTER_INDEX[0], glClassCode: null }).map((l) => l.line)).toEqual([
      'wc',
      'cyber',
    ]);
  });

  // What the appetite guide promises is what rating answers: a carrier said to write a class
  // prices it bindable, one said to refer it prices it for an underwriter, and nobody else
  // prices it.
  it.each(['TX', 'CA', 'NY', 'FL', 'AK'] as UsStateCode[])(
    'in %s, every business type in every line is priced by exactly the carriers the appetite names',
    async (state) => {
      const mismatches: string[] = [];
      for (const entry of MASTER_INDEX) {
        for (const { line, classCode } of mappedLines(entry)) {
          if (!privateStates(line).includes(state)) continue;
          const answers = classAppetite(tables, {
            line,
            state,
            classCode,
            naicsCode: entry.naicsCode,
            on: effectiveDate,
          });
          const business: SampleBusiness = { ...entry, classCode };
          const quotes = await rateWithAllCarriers(
            sampleSubmission(line, business, state, effectiveDate),
            tables,
            asOf,
          );
          for (const answer of answers) {
            const quote = quotes.find((q) => q.carrier === answer.carrier)!;
            const priced = quote.premiumCents !== null && quote.premiumCents > 0;
            const expected =
              answer.answer === 'writes'
                ? priced && BINDABLE.includes(quote.bindability)
                : answer.answer === 'refers'
                  ? priced && quote.bindability === Bindability.Referred
                  : quote.bindability === Bindability.Declined;
            if (!expected) {
              mismatches.push(
                `${entry.description} ${line} ${classCode ?? ''}: ${answer.carrier} ` +
                  `${answer.answer} but ${quote.bindability} ${quote.message ?? ''}`,
              );
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('business types that used to be declined for want of a rate', () => {
  const entry = (description: string) => MASTER_INDEX.find((e) => e.description === description)!;
  const rate = (
    line: CoverageType,
    description: string,
    state: UsStateCode,
    classCode = line === 'wc' ? entry(description).wcClassCode : entry(description).glClassCode,
    fein?: string,
  ) =>
    rateWithAllCarriers(
      sampleSubmission(line, { ...entry(description), classCode, fein }, state, effectiveDate),
      tables,
      asOf,
    );
  const bindable = (quotes: Awaited<ReturnType<typeof rate>>) =>
    quotes
      .filter(
        (q) => q.premiumCents !== null && q.premiumCents > 0 && BINDABLE.includes(q.bindability),
      )
      .map((q) => q.carrier);

  it('a retail store (GL 18437) in Texas', async () => {
    expect(entry('Retail Store').glClassCode).toBe('18437');
    expect(bindable(await rate('gl', 'Retail Store', 'TX'))).toEqual([
      'Hartford',
      'Markel',
      'Coterie',
      'AmTrust',
    ]);
  });

  it('an accounting office (BOP 61224) in Illinois', async () => {
    expect(entry('Accounting Firm').glClassCode).toBe('61224');
    expect(bindable(await rate('bop', 'Accounting Firm', 'IL'))).toEqual([
      'Hartford',
      'Markel',
      'Coterie',
      'AmTrust',
    ]);
  });

  it('a hardware store (WC 8010) in Florida', async () => {
    expect(entry('Hardware Store').wcClassCode).toBe('8010');
    const quotes = await rate('wc', 'Hardware Store', 'FL');
    expect(bindable(quotes)).toEqual(['Hartford', 'Employers', 'Markel', 'AmTrust']);
    const hartford = quotes[0].worksheet!.steps.find((s) => s.code === 'wc.manualPremium')!;
    expect(hartford.inputs).toMatchObject({ classCode: '8010' });
  });

  it('a full-service restaurant in Georgia, workers compensation and general liability', async () => {
    expect(bindable(await rate('wc', 'Restaurant - Full Service', 'GA')).length).toBeGreaterThan(1);
    expect(bindable(await rate('gl', 'Restaurant - Full Service', 'GA')).length).toBeGreaterThan(1);
  });

  it('a roofer in Texas: only AmTrust prices roofing, through its underwriter', async () => {
    const quotes = await rate('wc', 'Roofing Contractor', 'TX');
    expect(quotes.map((q) => [q.carrier, q.bindability])).toEqual([
      ['Hartford', Bindability.Declined],
      ['Employers', Bindability.Declined],
      ['Markel', Bindability.Declined],
      ['AmTrust', Bindability.Referred],
    ]);
    expect(quotes[3].premiumCents).toBeGreaterThan(0);
    // The sandbox underwriter approves referrals for FEINs beginning with 99.
    const approved = await rate('wc', 'Roofing Contractor', 'TX', '5551', '991234567');
    expect(bindable(approved)).toEqual(['AmTrust']);
    expect(approved[3].reasons.map((r) => r.code)).toEqual([BindabilityReason.REFERRAL_APPROVED]);
  });

  it('an IT consultant buying cyber in California', async () => {
    expect(bindable(await rate('cyber', 'IT Consulting', 'CA', null))).toEqual([
      'Hartford',
      'Cowbell',
    ]);
  });
});
