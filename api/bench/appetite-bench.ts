import { performance } from 'node:perf_hooks';
import { COVERAGE_TYPES } from '@coverline/contracts';
import {
  CARRIER_ADAPTERS,
  lineMatrix,
  loadBundledTables,
  quotableStates,
  searchBusinessTypes,
  stateAppetite,
  type BusinessType,
} from '../src/quoting/rating';
import { MASTER_INDEX } from '../src/quoting/reference-data/seeds/master-index';
import { percentile, positiveNumber } from './support';

/**
 * The appetite guide's work in process, as its endpoints do it per request: the state-by-carrier
 * matrix of one business type and line (every state, every carrier of the line), a search with a
 * state answered for every line, and the public "who we cover" list built whole (what is kept
 * per version of the tables). Prints figures; asserts nothing.
 */

const GOAL_MATRIX_P50_MS = 2;
const GOAL_SEARCH_P50_MS = 2;
const GOAL_COVERED_MS = 1_000;

const TYPES: BusinessType[] = MASTER_INDEX.map((e, i) => ({
  masterIndexCode: `MI-${1001 + i}`,
  description: e.description,
  naicsCode: e.naicsCode,
  wcClassCode: e.wcClassCode,
  glClassCode: e.glClassCode,
  keywords: e.keywords,
}));

function timed(iterations: number, work: (i: number) => void): { p50: number; p95: number } {
  for (let i = 0; i < Math.max(20, iterations / 10); i++) work(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const verdict = (value: number, goal: number) => (value < goal ? 'PASS' : 'MISS');

export function runAppetiteBench(iterations = 500): void {
  const tables = loadBundledTables();
  const on = '2026-12-01';
  const panel = (line: (typeof COVERAGE_TYPES)[number]) =>
    CARRIER_ADAPTERS.filter((a) => a.lines.includes(line));

  const matrix = timed(iterations, (i) => {
    const line = COVERAGE_TYPES[i % COVERAGE_TYPES.length]!;
    lineMatrix(tables, panel(line), TYPES[i % TYPES.length]!, line, on);
  });
  console.log(
    `appetite matrix (1 business type, 1 line, 51 states): ${iterations} calls: ` +
      `p50 ${matrix.p50.toFixed(3)} ms, p95 ${matrix.p95.toFixed(3)} ms   ` +
      `goal p50 < ${GOAL_MATRIX_P50_MS} ms   ${verdict(matrix.p50, GOAL_MATRIX_P50_MS)}`,
  );

  const terms = ['landscaping', '5551', '97047', '5617', 'roof', 'bakery'];
  const search = timed(iterations, (i) => {
    for (const hit of searchBusinessTypes(TYPES, terms[i % terms.length]!).slice(0, 20)) {
      for (const line of COVERAGE_TYPES) {
        stateAppetite(tables, panel(line), hit.businessType, line, 'TX', on);
      }
    }
  });
  console.log(
    `appetite search with a state (up to 20 matches, 4 lines in Texas): ` +
      `p50 ${search.p50.toFixed(3)} ms, p95 ${search.p95.toFixed(3)} ms   ` +
      `goal p50 < ${GOAL_SEARCH_P50_MS} ms   ${verdict(search.p50, GOAL_SEARCH_P50_MS)}`,
  );

  const start = performance.now();
  const covered = TYPES.map((type) =>
    COVERAGE_TYPES.map((line) => quotableStates(lineMatrix(tables, panel(line), type, line, on))),
  );
  const coveredMs = performance.now() - start;
  console.log(
    `who we cover, built whole (${covered.length} business types x 4 lines x 51 states): ` +
      `${coveredMs.toFixed(1)} ms once per version of the tables   ` +
      `goal < ${GOAL_COVERED_MS} ms   ${verdict(coveredMs, GOAL_COVERED_MS)}`,
  );
}

if (require.main === module) {
  runAppetiteBench(positiveNumber('BENCH_APPETITE_ITERATIONS', 500));
}
