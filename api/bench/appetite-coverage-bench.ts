import type { UsStateCode } from '@coverline/contracts';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { adaptersFor } from '../src/quoting/rating/carriers';
import {
  appetiteCoverage,
  COVERAGE_GOALS,
  mappedLines,
  privateStates,
  share,
  type CoverageCount,
  type CoveragePair,
} from '../src/quoting/rating/carriers/coverage';
import { sampleSubmission } from '../src/quoting/rating/scenarios/sample-submission';
import { bundledRateTableRecords } from '../src/quoting/rating/tables/bundled';
import {
  createRateTables,
  parseRateTableRecords,
  type RateTables,
} from '../src/quoting/rating/tables/rate-tables';
import { MASTER_INDEX } from '../src/quoting/reference-data/seeds/master-index';
import { percentile } from './support';

/**
 * The appetite coverage report (`pnpm coverage:appetite`, and part of `pnpm bench`): for every
 * business type of the seeded index x line it maps to x state where the line is sold privately,
 * how many carriers price it (`classAppetite`: writes or refers, with a rate in force). Prints
 * the share priced by at least one and at least two carriers against the goals (100% and 90%),
 * by line, then the gaps: pairs with no carrier first, then those with only one, grouped by
 * business type and line. Then what holding every class x state x carrier costs: the heap the
 * rate tables take, and the time of one carrier's quote over every business type and line in
 * three states. Figures, not a test (the coverage goals are asserted in
 * carriers/coverage.spec.ts).
 */

const GOAL_TABLES_MB = 100;
const GOAL_QUOTE_P50_MS = 1;
const TIMED_STATES: UsStateCode[] = ['TX', 'CA', 'NY'];

const ON = process.env.COVERAGE_ON ?? new Date().toISOString().slice(0, 10);

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function line(label: string, count: CoverageCount): string {
  const one = share(count, 'atLeastOne');
  const two = share(count, 'atLeastTwo');
  const verdict = (value: number, goal: number) => (value >= goal ? 'PASS' : 'MISS');
  return (
    `${label.padEnd(8)} ${String(count.pairs).padStart(6)} pairs   ` +
    `>=1 carrier ${percent(one).padStart(6)} (goal ${percent(COVERAGE_GOALS.atLeastOne)}) ` +
    `${verdict(one, COVERAGE_GOALS.atLeastOne)}   ` +
    `>=2 carriers ${percent(two).padStart(6)} (goal ${percent(COVERAGE_GOALS.atLeastTwo)}) ` +
    `${verdict(two, COVERAGE_GOALS.atLeastTwo)}`
  );
}

/**
 * Gaps grouped so the list stays readable: each business type's gaps in a line are gathered
 * into its states and carriers, and business types sharing the same line, states and carriers
 * are listed together.
 */
function groupGaps(gaps: readonly CoveragePair[]): string[] {
  const perType = new Map<
    string,
    { line: string; type: string; states: string[]; carriers: Set<string> }
  >();
  for (const gap of gaps) {
    const type = `${gap.businessType} (${gap.classCode ?? `NAICS ${gap.naicsCode}`})`;
    const key = `${gap.line}|${type}`;
    const entry = perType.get(key) ?? { line: gap.line, type, states: [], carriers: new Set() };
    entry.states.push(gap.state);
    gap.carriers.forEach((c) => entry.carriers.add(c));
    perType.set(key, entry);
  }
  const groups = new Map<string, string[]>();
  for (const entry of perType.values()) {
    const carriers = [...entry.carriers].sort().join(', ');
    const every = entry.states.length === privateStates(entry.line as never).length;
    const key =
      `${entry.line.toUpperCase()} in ${every ? 'every state it is sold in' : entry.states.join(' ')}` +
      (carriers ? ` (only ${carriers})` : ' (none)');
    groups.set(key, [...(groups.get(key) ?? []), entry.type]);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([key, types]) => `  ${key}: ${types.length} business type(s): ${types.join('; ')}`);
}

/**
 * Heap taken by the rate tables: a fresh copy of every record (as read from the database),
 * parsed and indexed, measured between two collections.
 */
function tablesHeapMb(): { tables: RateTables; mb: number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const text = JSON.stringify(bundledRateTableRecords());
  gc();
  const before = process.memoryUsage().heapUsed;
  const tables = createRateTables(parseRateTableRecords(JSON.parse(text)));
  gc();
  return { tables, mb: (process.memoryUsage().heapUsed - before) / 1024 / 1024 };
}

/** Times every carrier's quote for every business type and line it maps to, in three states. */
async function quoteTimes(tables: RateTables): Promise<number[]> {
  const asOf = ON;
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    if (round === 1) times.length = 0; // the first round warms up
    for (const entry of MASTER_INDEX) {
      for (const { line, classCode } of mappedLines(entry)) {
        for (const state of TIMED_STATES) {
          const submission = sampleSubmission(line, { ...entry, classCode }, state, asOf);
          for (const adapter of adaptersFor(submission)) {
            const start = performance.now();
            await adapter.quote(submission, tables, asOf);
            times.push(performance.now() - start);
          }
        }
      }
    }
  }
  return times.sort((a, b) => a - b);
}

export async function runAppetiteCoverage(): Promise<boolean> {
  const { tables, mb } = tablesHeapMb();
  const coverage = appetiteCoverage(tables, MASTER_INDEX, ON);
  console.log(
    `appetite coverage on ${ON}: ${MASTER_INDEX.length} business types x lines x private states`,
  );
  console.log(line('all', coverage));
  for (const [name, count] of Object.entries(coverage.byLine)) console.log(line(name, count));
  const none = coverage.gaps.filter((g) => g.carriers.length === 0);
  const one = coverage.gaps.filter((g) => g.carriers.length === 1);
  console.log(`no carrier: ${none.length} pair(s)`);
  groupGaps(none).forEach((l) => console.log(l));
  console.log(`one carrier: ${one.length} pair(s)`);
  groupGaps(one).forEach((l) => console.log(l));

  const records = bundledRateTableRecords().length;
  console.log(
    `rate tables in memory: ${records} records, ${mb.toFixed(1)} MB of heap   ` +
      `goal < ${GOAL_TABLES_MB} MB   ${mb < GOAL_TABLES_MB ? 'PASS' : 'MISS'}`,
  );
  const times = await quoteTimes(tables);
  const p50 = percentile(times, 50);
  console.log(
    `one carrier's quote, every business type x line in ${TIMED_STATES.join(' ')}, ` +
      `${times.length} quotes: p50 ${p50.toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms   ` +
      `goal p50 < ${GOAL_QUOTE_P50_MS} ms   ${p50 < GOAL_QUOTE_P50_MS ? 'PASS' : 'MISS'}`,
  );
  return (
    share(coverage, 'atLeastOne') >= COVERAGE_GOALS.atLeastOne &&
    share(coverage, 'atLeastTwo') >= COVERAGE_GOALS.atLeastTwo
  );
}

if (require.main === module) {
  runAppetiteCoverage().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
