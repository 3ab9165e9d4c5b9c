/**
 * `pnpm --filter @coverline/api gen:rates`: fills the bundled workers compensation and general
 * liability rate tables with a rate for every class the business type index maps to, in every
 * state, and writes the JSON files back.
 *
 * Plausible values by hazard group, not a bureau filing. A class whose loss cost was set by hand
 * (from typical published ranges) keeps it; every other class gets
 *
 * - workers compensation, per state table version: hazard group base x class family factor x
 *   the state's relativity, rounded to the cent. The relativity is the geometric mean, over the
 *   hand-set classes, of the state's loss cost against that class's countrywide median, so a
 *   high-cost state stays high-cost for every class.
 * - general liability (countrywide, with the table's own state relativities): the loss cost of
 *   the class's hazard tier on its exposure basis (gross sales, or payroll for contractors) and
 *   the tier's minimum premium.
 *
 * Deterministic: the same sources and the same tables give the same files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { GL_CLASSES, WC_CLASSES } from '../quoting/reference-data/seeds/master-index';
import type { GlClassesTable, WcClassesTable, WcStateTable } from '../quoting/rating/tables/types';
import {
  GL_CLASS_HAZARDS,
  GL_TIER_LOSS_COST,
  GL_TIER_MINIMUM_CENTS,
  HAND_SET_GL_CLASSES,
  HAND_SET_WC_CLASSES,
  WC_CLASS_HAZARDS,
  WC_FAMILY_FACTOR,
  WC_HAZARD_BASE,
} from './rate-table-classes';

/** The date the generated values were last derived; change it when the derivation changes. */
export const GENERATED_ON = '2026-11-27';

export const GENERATED_SOURCE =
  'Plausible values by hazard group, not a bureau filing: hand-set classes from typical published ' +
  'ranges, every other class derived by api/src/scripts/generate-rate-tables.ts.';

const TABLES_DIR = resolve(__dirname, '../quoting/rating/tables');

interface TableFile<D> {
  description: string;
  source?: string;
  sourceDate?: string;
  records: { kind: string; state: string | null; version: string; data: D }[];
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f + Number.EPSILON) / f;
};

const byCode = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function readTable<D>(file: string): TableFile<D> {
  return JSON.parse(readFileSync(resolve(TABLES_DIR, file), 'utf8')) as TableFile<D>;
}

async function writeTable(file: string, table: TableFile<unknown>): Promise<void> {
  const path = resolve(TABLES_DIR, file);
  const { description, records, ...rest } = table;
  const ordered = {
    description,
    ...rest,
    source: GENERATED_SOURCE,
    sourceDate: GENERATED_ON,
    records,
  };
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(ordered), { ...options, filepath: path }));
}

function checkCoverage(): void {
  const handWc = new Set<string>(HAND_SET_WC_CLASSES);
  const handGl = new Set<string>(HAND_SET_GL_CLASSES);
  const missing = [
    ...Object.keys(WC_CLASSES).filter((c) => !handWc.has(c) && !WC_CLASS_HAZARDS[c]),
    ...Object.keys(GL_CLASSES).filter((c) => !handGl.has(c) && !GL_CLASS_HAZARDS[c]),
  ];
  if (missing.length > 0) {
    throw new Error(`No hazard group or tier for class ${missing.join(', ')}`);
  }
}

/** Countrywide median loss cost of each hand-set class over every state table version. */
function handSetMedians(records: TableFile<WcStateTable>['records']): Record<string, number> {
  return Object.fromEntries(
    HAND_SET_WC_CLASSES.map((code) => [
      code,
      median(
        records.map((r) => r.data.lossCosts[code]).filter((v): v is number => v !== undefined),
      ),
    ]),
  );
}

/** The state's relativity: geometric mean of its hand-set loss costs against the medians. */
function stateRelativity(lossCosts: Record<string, number>, medians: Record<string, number>) {
  const ratios = HAND_SET_WC_CLASSES.filter((c) => lossCosts[c] !== undefined).map(
    (c) => lossCosts[c] / medians[c],
  );
  if (ratios.length === 0) return 1;
  return round(Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length), 3);
}

export function wcLossCost(code: string, relativity: number): number {
  const [group, family] = WC_CLASS_HAZARDS[code];
  return Math.max(0.05, round(WC_HAZARD_BASE[group] * WC_FAMILY_FACTOR[family] * relativity, 2));
}

async function generateWc(): Promise<void> {
  const states = readTable<WcStateTable>('wc-states.json');
  const medians = handSetMedians(states.records);
  const hand = new Set<string>(HAND_SET_WC_CLASSES);
  for (const record of states.records) {
    const relativity = stateRelativity(record.data.lossCosts, medians);
    const codes = new Set([...Object.keys(record.data.lossCosts), ...Object.keys(WC_CLASSES)]);
    record.data.lossCosts = byCode(
      [...codes].map((code): [string, number] => {
        // A class outside the index keeps its value; a hand-set class keeps its own.
        const kept =
          hand.has(code) || !WC_CLASS_HAZARDS[code] ? record.data.lossCosts[code] : undefined;
        return [
          code,
          kept ??
            (hand.has(code) ? round(medians[code] * relativity, 2) : wcLossCost(code, relativity)),
        ];
      }),
    );
  }
  await writeTable('wc-states.json', states);

  const countrywide = readTable<WcClassesTable | Record<string, unknown>>('wc-countrywide.json');
  for (const record of countrywide.records) {
    if (record.kind !== 'wc.classes') continue;
    const data = record.data as WcClassesTable;
    data.classes = byCode([
      ...Object.entries(data.classes),
      ...Object.entries(WC_CLASSES)
        .filter(([code]) => !data.classes[code])
        .map(([code, description]): [string, WcClassesTable['classes'][string]] => [
          code,
          { description, hazardGroup: WC_CLASS_HAZARDS[code][0] },
        ]),
    ]);
  }
  await writeTable('wc-countrywide.json', countrywide);
}

async function generateGl(): Promise<void> {
  const gl = readTable<GlClassesTable>('gl.json');
  const hand = new Set<string>(HAND_SET_GL_CLASSES);
  for (const record of gl.records) {
    const existing = record.data.classes;
    record.data.classes = byCode([
      ...Object.entries(existing).filter(([code]) => !GL_CLASSES[code]),
      ...Object.entries(GL_CLASSES).map(
        ([code, description]): [string, GlClassesTable['classes'][string]] => {
          if (hand.has(code) && existing[code]) return [code, existing[code]];
          const [exposureBasis, tier] = GL_CLASS_HAZARDS[code];
          return [
            code,
            {
              description,
              exposureBasis,
              lossCostPer1000: GL_TIER_LOSS_COST[exposureBasis][tier],
              minimumPremiumCents: GL_TIER_MINIMUM_CENTS[tier],
            },
          ];
        },
      ),
    ]);
  }
  await writeTable('gl.json', gl);
}

async function main(): Promise<void> {
  checkCoverage();
  await generateWc();
  await generateGl();
  console.log(`Rate tables written to ${TABLES_DIR}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
