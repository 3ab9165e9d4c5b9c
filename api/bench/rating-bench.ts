import { performance } from 'node:perf_hooks';
import { loadBundledTables, rateWithAllCarriers, type WcSubmission } from '../src/quoting/rating';
import { percentile, positiveNumber } from './support';

/**
 * The rating benchmark: a workers compensation submission with payroll in three states and
 * six class codes, rated in process by every carrier that writes the line, N times. It prints
 * the time per call (all carriers together) and asserts nothing.
 */

const GOAL_P50_MS = 5;

export const benchSubmission: WcSubmission = {
  coverageType: 'wc',
  effectiveDate: '2026-07-01',
  business: {
    legalName: 'Tri-State Facilities Group LLC',
    naicsCode: '561210',
    entityType: 'LLC',
    yearEstablished: 2012,
    employees: 22,
    annualSalesCents: 280_000_000,
    payrollCents: 128_000_000,
  },
  locations: [
    { state: 'TX', zip: '75201', primary: true },
    { state: 'FL', zip: '33602', primary: false },
  ],
  claims: [{ date: '2024-03-15', amountOfLossCents: 1_200_000, open: false }],
  payroll: [
    { state: 'TX', classCode: '9015', payrollCents: 42_000_000 },
    { state: 'TX', classCode: '8810', payrollCents: 18_000_000 },
    { state: 'FL', classCode: '5183', payrollCents: 26_000_000 },
    { state: 'FL', classCode: '5190', payrollCents: 21_000_000 },
    { state: 'IL', classCode: '8742', payrollCents: 12_000_000 },
    { state: 'IL', classCode: '8017', payrollCents: 9_000_000 },
  ],
  owners: [
    { name: 'Avery Brooks', state: 'TX', ownershipPercent: 55, included: true },
    {
      name: 'Jordan Patel',
      state: 'FL',
      ownershipPercent: 45,
      included: true,
      payrollEstimateCents: 9_000_000,
    },
  ],
  employersLiabilityLevel: 2,
  experienceMod: 0.94,
  waiverOfSubrogation: true,
};

export interface RatingBenchFigures {
  iterations: number;
  carriers: number;
  p50Ms: number;
  p95Ms: number;
}

/** Rates the bench submission `iterations` times (after a warm-up) and prints p50 and p95. */
export async function runRatingBench(iterations = 2_000): Promise<RatingBenchFigures> {
  const tables = loadBundledTables();
  const asOf = '2026-06-20';
  const warmup = Math.max(50, Math.floor(iterations / 10));
  let carriers = 0;
  for (let i = 0; i < warmup; i++) {
    carriers = (await rateWithAllCarriers(benchSubmission, tables, asOf)).length;
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await rateWithAllCarriers(benchSubmission, tables, asOf);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const figures = {
    iterations,
    carriers,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
  };
  const verdict = figures.p50Ms < GOAL_P50_MS ? 'PASS' : 'MISS';
  console.log(
    `in-process rating: 3 states, 6 class codes, ${carriers} carriers, ${iterations} calls: ` +
      `p50 ${figures.p50Ms.toFixed(3)} ms, p95 ${figures.p95Ms.toFixed(3)} ms   ` +
      `goal p50 < ${GOAL_P50_MS} ms   ${verdict}`,
  );
  return figures;
}

if (require.main === module) {
  runRatingBench(positiveNumber('BENCH_RATING_ITERATIONS', 2_000)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
