import { COVERAGE_TYPES, isIsoDate, isUsStateCode, CARRIER_NAMES } from '@coverline/contracts';
import { TABLE_KINDS, type RateTableRecord, type TableKey, type TableKind } from './types';

/** The rate tables a rating reads, with every version of each; see `createRateTables`. */
export interface RateTables {
  readonly records: readonly RateTableRecord[];
  /** The version in force on a date (YYYY-MM-DD), or undefined when none is yet. */
  inForce<K extends TableKind>(kind: K, key: TableKey, on: string): RateTableRecord<K> | undefined;
  /** Every version of a table, oldest first. */
  history<K extends TableKind>(kind: K, key: TableKey): readonly RateTableRecord<K>[];
}

export class RateTableError extends Error {
  override readonly name = 'RateTableError';
}

function keyOf(kind: TableKind, key: TableKey): string {
  return `${kind}|${key.line}|${key.carrier ?? '*'}|${key.state ?? '*'}`;
}

/** How a version is named in a quote's record of the tables it used. */
export function tableVersionId(record: RateTableRecord): string {
  return [
    record.kind,
    record.line,
    record.carrier ?? '*',
    record.state ?? '*',
    record.version,
  ].join('/');
}

function check(condition: boolean, record: unknown, problem: string): void {
  if (!condition) throw new RateTableError(`${problem}: ${JSON.stringify(record).slice(0, 200)}`);
}

/** Checks the identifying fields of records read from files or the database. */
export function parseRateTableRecords(input: unknown): RateTableRecord[] {
  if (!Array.isArray(input)) throw new RateTableError('Rate tables must be a list of records');
  return input.map((raw: unknown) => {
    const r = raw as Partial<Record<keyof RateTableRecord, unknown>>;
    check(typeof r === 'object' && r !== null, raw, 'Not a record');
    check(TABLE_KINDS.includes(r.kind as TableKind), raw, 'Unknown table kind');
    check((COVERAGE_TYPES as readonly unknown[]).includes(r.line), raw, 'Unknown line');
    check(
      r.carrier === null || (CARRIER_NAMES as readonly unknown[]).includes(r.carrier),
      raw,
      'Unknown carrier',
    );
    check(
      r.state === null || (typeof r.state === 'string' && isUsStateCode(r.state)),
      raw,
      'Unknown state',
    );
    check(typeof r.version === 'string' && r.version.length > 0, raw, 'Missing version');
    check(
      typeof r.effectiveFrom === 'string' && isIsoDate(r.effectiveFrom),
      raw,
      'Bad effective date',
    );
    check(typeof r.data === 'object' && r.data !== null, raw, 'Missing data');
    return raw as RateTableRecord;
  });
}

export function createRateTables(records: readonly RateTableRecord[]): RateTables {
  const index = new Map<string, RateTableRecord[]>();
  for (const record of records) {
    const key = keyOf(record.kind, record);
    const versions = index.get(key) ?? [];
    if (versions.some((v) => v.effectiveFrom === record.effectiveFrom)) {
      throw new RateTableError(`Two versions of ${key} take effect on ${record.effectiveFrom}`);
    }
    versions.push(record);
    index.set(key, versions);
  }
  for (const versions of index.values()) {
    versions.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  }

  return {
    records,
    inForce<K extends TableKind>(kind: K, key: TableKey, on: string) {
      const versions = index.get(keyOf(kind, key)) ?? [];
      for (let i = versions.length - 1; i >= 0; i--) {
        if (versions[i].effectiveFrom <= on) return versions[i] as RateTableRecord<K>;
      }
      return undefined;
    },
    history<K extends TableKind>(kind: K, key: TableKey) {
      return (index.get(keyOf(kind, key)) ?? []) as RateTableRecord<K>[];
    },
  };
}
