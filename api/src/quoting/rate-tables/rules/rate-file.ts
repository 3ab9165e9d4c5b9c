/**
 * A carrier's or bureau's rate file, read from CSV into new versions of the rate tables it
 * changes. Every row is checked and every problem is reported with its row number (the header is
 * row 1); a file with any problem yields no version at all. Formats (docs/rating.md):
 *
 * - `wc-loss-costs`: `state,classCode,lossCost`. One new `wc.state` version per state in the
 *   file, whose loss costs are the file's rows for that state (the state's filing, whole); the
 *   other figures are copied from the version in force on the effective date.
 * - `carrier-lcms`: `state,lcm`, for one carrier and line. One new `carrier.rates` version whose
 *   multipliers by state are the file's rows; a row with state `*` sets the default multiplier,
 *   otherwise it is copied, like the rest, from the version in force.
 */
import { parse } from 'csv-parse/sync';
import {
  isUsStateCode,
  type CarrierName,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import type { RateTableRecord, RateTables, TableKey, TableKind } from '../../rating';
import { tableDataProblems } from './table-data';

export const RATE_FILE_FORMATS = ['wc-loss-costs', 'carrier-lcms'] as const;
export type RateFileFormat = (typeof RATE_FILE_FORMATS)[number];

/** The columns of each format, in the order the documentation lists them. */
export const RATE_FILE_COLUMNS: Record<RateFileFormat, readonly string[]> = {
  'wc-loss-costs': ['state', 'classCode', 'lossCost'],
  'carrier-lcms': ['state', 'lcm'],
};

export interface RateFile {
  format: RateFileFormat;
  /** For `carrier-lcms`: whose multipliers, for which line. */
  carrier?: CarrierName;
  line?: CoverageType;
  effectiveFrom: string;
  /** The new versions' name; a state's loss costs are named `<state>-<version>`. */
  version: string;
  csv: string;
}

export type RateFileOutcome =
  { ok: true; records: RateTableRecord[] } | { ok: false; problems: string[] };

interface Row {
  /** Its row number in the file, the header being row 1. */
  at: number;
  cells: Record<string, string>;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const CLASS_CODE = /^\d{4}$/;

/**
 * The versions a rate file makes, built on `tables` (every version of the tables it changes and
 * the class table), or the problems that stop it.
 */
export function readRateFile(file: RateFile, tables: RateTables): RateFileOutcome {
  const read = readRows(file);
  if (!read.ok) return read;
  const built =
    file.format === 'wc-loss-costs'
      ? lossCostVersions(file, read.rows, tables)
      : lcmVersion(file, read.rows, tables);
  if (!built.ok) return built;
  const problems = built.records.flatMap((r) =>
    tableDataProblems(r.kind, r.data).map((p) => `${describe(r)}: ${p}`),
  );
  return problems.length ? { ok: false, problems } : built;
}

function readRows(file: RateFile): { ok: true; rows: Row[] } | { ok: false; problems: string[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(file.csv, {
      info: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (err) {
    return { ok: false, problems: [`The file is not readable as CSV: ${(err as Error).message}`] };
  }
  const [header, ...data] = records;
  const expected = RATE_FILE_COLUMNS[file.format];
  const names = header?.record.map((n) => n.toLowerCase()) ?? [];
  const missing = expected.filter((c) => !names.includes(c.toLowerCase()));
  const extra = names.filter((n) => !expected.some((c) => c.toLowerCase() === n));
  if (!header || missing.length || extra.length) {
    return {
      ok: false,
      problems: [`Row 1: the header must name the columns ${expected.join(',')}`],
    };
  }
  if (data.length === 0) return { ok: false, problems: ['The file has no rows after its header'] };
  const rows = data.map(({ record, info }) => ({
    at: info.lines,
    cells: Object.fromEntries(
      expected.map((c) => [c, record[names.indexOf(c.toLowerCase())] ?? '']),
    ),
  }));
  return { ok: true, rows };
}

function lossCostVersions(file: RateFile, rows: Row[], tables: RateTables): RateFileOutcome {
  const problems: string[] = [];
  const classes = tables.inForce('wc.classes', { line: 'wc' }, file.effectiveFrom)?.data.classes;
  const byState = new Map<UsStateCode, { at: number; lossCosts: Record<string, number> }>();
  const seen = new Map<string, number>();
  for (const { at, cells } of rows) {
    const state = cells.state.toUpperCase();
    const { classCode, lossCost } = cells;
    const wrong: string[] = [];
    if (!isUsStateCode(state)) wrong.push(`"${cells.state}" is not a US state code`);
    if (!CLASS_CODE.test(classCode)) wrong.push(`class code "${classCode}" must be 4 digits`);
    else if (classes && !classes[classCode]) {
      wrong.push(`class ${classCode} is not in the workers compensation class table`);
    }
    if (!DECIMAL.test(lossCost)) wrong.push(`loss cost "${lossCost}" must be a number like 2.45`);
    const key = `${state}|${classCode}`;
    if (!wrong.length && seen.has(key)) {
      wrong.push(`class ${classCode} in ${state} is already on row ${seen.get(key)}`);
    }
    if (wrong.length) {
      problems.push(`Row ${at}: ${wrong.join('; ')}`);
      continue;
    }
    seen.set(key, at);
    const entry = byState.get(state as UsStateCode) ?? { at, lossCosts: {} };
    entry.lossCosts[classCode] = Number(lossCost);
    byState.set(state as UsStateCode, entry);
  }
  const records: RateTableRecord[] = [];
  for (const [state, { at, lossCosts }] of byState) {
    const key: TableKey = { line: 'wc', carrier: null, state };
    const version = `${state}-${file.version}`;
    const base = baseOf(tables, 'wc.state', key, file.effectiveFrom);
    const taken = takenProblem(tables, 'wc.state', key, file.effectiveFrom, version);
    if (!base)
      problems.push(`Row ${at}: ${state} has no workers compensation state table to build on`);
    else if (taken) problems.push(`Row ${at}: ${state} ${taken}`);
    else {
      records.push({
        ...base,
        version,
        effectiveFrom: file.effectiveFrom,
        data: { ...base.data, lossCosts },
      });
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, records };
}

function lcmVersion(file: RateFile, rows: Row[], tables: RateTables): RateFileOutcome {
  const problems: string[] = [];
  if (!file.carrier || !file.line) {
    return { ok: false, problems: ["A carrier's multipliers need the carrier and the line"] };
  }
  const key: TableKey = { line: file.line, carrier: file.carrier, state: null };
  const base = baseOf(tables, 'carrier.rates', key, file.effectiveFrom);
  if (!base) {
    return { ok: false, problems: [`${file.carrier} has no ${file.line} rates to build on`] };
  }
  const taken = takenProblem(tables, 'carrier.rates', key, file.effectiveFrom, file.version);
  if (taken) return { ok: false, problems: [`${file.carrier} ${file.line}: ${taken}`] };
  let lcmDefault = base.data.lcm.default;
  const byState: Record<string, number> = {};
  const seen = new Map<string, number>();
  for (const { at, cells } of rows) {
    const state = cells.state.toUpperCase();
    const wrong: string[] = [];
    if (state !== '*' && !isUsStateCode(state)) {
      wrong.push(`"${cells.state}" is not a US state code (or * for the default)`);
    }
    if (!DECIMAL.test(cells.lcm) || Number(cells.lcm) <= 0) {
      wrong.push(`multiplier "${cells.lcm}" must be a number above 0 like 1.35`);
    }
    if (!wrong.length && seen.has(state))
      wrong.push(`${state} is already on row ${seen.get(state)}`);
    if (wrong.length) {
      problems.push(`Row ${at}: ${wrong.join('; ')}`);
      continue;
    }
    seen.set(state, at);
    if (state === '*') lcmDefault = Number(cells.lcm);
    else byState[state] = Number(cells.lcm);
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    records: [
      {
        ...base,
        version: file.version,
        effectiveFrom: file.effectiveFrom,
        data: { ...base.data, lcm: { default: lcmDefault, byState } },
      },
    ],
  };
}

/** The version a new one copies what it does not change from: in force then, else the latest. */
function baseOf<K extends TableKind>(
  tables: RateTables,
  kind: K,
  key: TableKey,
  on: string,
): RateTableRecord<K> | undefined {
  return tables.inForce(kind, key, on) ?? tables.history(kind, key).at(-1);
}

/** Why a table cannot take a version on that date with that name; undefined when it can. */
export function takenProblem(
  tables: RateTables,
  kind: TableKind,
  key: TableKey,
  effectiveFrom: string,
  version: string,
): string | undefined {
  const history = tables.history(kind, key);
  if (history.some((v) => v.effectiveFrom === effectiveFrom)) {
    return `already has a version taking effect on ${effectiveFrom}`;
  }
  if (history.some((v) => v.version === version)) return `already has a version named ${version}`;
  return undefined;
}

const describe = (r: RateTableRecord) =>
  [r.kind, r.line, r.carrier, r.state].filter((p) => p !== null).join(' ');
