/**
 * Every read and write of `rate_table_versions`: all versions at once for the tables held in
 * memory, the admin's list and history, new versions, and the shipped records seeded in chunks.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CarrierName, CoverageType, UsStateCode } from '@coverline/contracts';
import { parseRateTableRecords, type RateTableRecord, type TableKind } from '../rating';
import type { TableKeyShape } from './rules/table-key';

/** One table, named by what identifies it. */
export interface RateTableKey {
  kind: TableKind;
  line: CoverageType;
  carrier: CarrierName | null;
  state: UsStateCode | null;
}

export interface RateTableSummaryRow extends RateTableKey {
  versions: number;
  inForceVersion: string | null;
  inForceFrom: string | null;
  latestFrom: string;
}

export interface RateTableVersionRow extends RateTableKey {
  id: string;
  version: string;
  effectiveFrom: string;
  data: object;
  source: string;
  shipped: boolean;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
  createdByEmail: string | null;
}

export interface RateTableFilter {
  kinds: TableKind[];
  line?: CoverageType;
  carrier?: CarrierName;
  state?: UsStateCode;
}

/** Who added versions and why: stored with each. */
export interface VersionOrigin {
  source: string;
  note: string | null;
  createdBy: string | null;
}

/** Rows per seeding statement: a few thousand keep each statement's JSON parameter small. */
const SEED_CHUNK = 2_000;

const RECORD_COLUMNS = `kind, line, carrier, state, version,
  to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", data`;

@Injectable()
export class RateTablesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every version of every table, as the rating reads them. */
  async allRecords(m: EntityManager = this.db.manager): Promise<RateTableRecord[]> {
    return parseRateTableRecords(
      await m.query(`SELECT ${RECORD_COLUMNS} FROM rate_table_versions`),
    );
  }

  /** Every version of the tables of these kinds. */
  async recordsOf(m: EntityManager, kinds: TableKind[]): Promise<RateTableRecord[]> {
    return parseRateTableRecords(
      await m.query(`SELECT ${RECORD_COLUMNS} FROM rate_table_versions WHERE kind = ANY($1)`, [
        kinds,
      ]),
    );
  }

  /** Every version of one table. */
  async versionsOf(m: EntityManager, key: RateTableKey): Promise<RateTableRecord[]> {
    return parseRateTableRecords(
      await m.query(
        `SELECT ${RECORD_COLUMNS} FROM rate_table_versions
         WHERE kind = $1 AND line = $2 AND carrier IS NOT DISTINCT FROM $3
           AND state IS NOT DISTINCT FROM $4`,
        [key.kind, key.line, key.carrier, key.state],
      ),
    );
  }

  /** How the tables of a kind are named: their lines, and whether by carrier and by state. */
  keyShapesOf(m: EntityManager, kind: TableKind): Promise<TableKeyShape[]> {
    return m.query<TableKeyShape[]>(
      `SELECT DISTINCT line, carrier IS NOT NULL AS "namesCarrier", state IS NOT NULL AS "namesState"
       FROM rate_table_versions WHERE kind = $1`,
      [kind],
    );
  }

  /** Every version of the tables named as announcements name them (`kind|line|carrier|state`). */
  async recordsOfTables(keys: string[]): Promise<RateTableRecord[]> {
    return parseRateTableRecords(
      await this.db.query(
        `SELECT ${RECORD_COLUMNS} FROM rate_table_versions
         WHERE concat_ws('|', kind, line, coalesce(carrier, '*'), coalesce(state::text, '*')) = ANY($1)`,
        [keys],
      ),
    );
  }

  /** One page of the tables matching the filter, with the version in force on `today`. */
  async summaries(
    filter: RateTableFilter,
    today: string,
    window: { skip: number; take: number },
  ): Promise<[RateTableSummaryRow[], number]> {
    const params = [filter.kinds, filter.line ?? null, filter.carrier ?? null];
    const where = `kind = ANY($1) AND ($2::text IS NULL OR line = $2)
      AND ($3::text IS NULL OR carrier = $3) AND ($4::text IS NULL OR state = $4)`;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<RateTableSummaryRow[]>(
        `SELECT kind, line, carrier, state, count(*)::int AS versions,
           (array_agg(version ORDER BY effective_from DESC)
              FILTER (WHERE effective_from <= $5))[1] AS "inForceVersion",
           to_char((array_agg(effective_from ORDER BY effective_from DESC)
              FILTER (WHERE effective_from <= $5))[1], 'YYYY-MM-DD') AS "inForceFrom",
           to_char(max(effective_from), 'YYYY-MM-DD') AS "latestFrom"
         FROM rate_table_versions WHERE ${where}
         GROUP BY kind, line, carrier, state
         ORDER BY kind, line, carrier NULLS FIRST, state NULLS FIRST
         OFFSET $6 LIMIT $7`,
        [...params, filter.state ?? null, today, window.skip, window.take],
      ),
      this.db.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM (
           SELECT 1 FROM rate_table_versions WHERE ${where}
           GROUP BY kind, line, carrier, state) t`,
        [...params, filter.state ?? null],
      ),
    ]);
    return [rows, total];
  }

  /** Every version of one table with who added it, latest effective date first. */
  history(key: RateTableKey): Promise<RateTableVersionRow[]> {
    return this.db.query<RateTableVersionRow[]>(
      `SELECT v.id, v.kind, v.line, v.carrier, v.state, v.version,
         to_char(v.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", v.data, v.source,
         v.shipped, v.note, v.created_at AS "createdAt", v.created_by AS "createdBy",
         u.email AS "createdByEmail"
       FROM rate_table_versions v LEFT JOIN users u ON u.id = v.created_by
       WHERE v.kind = $1 AND v.line = $2 AND v.carrier IS NOT DISTINCT FROM $3
         AND v.state IS NOT DISTINCT FROM $4
       ORDER BY v.effective_from DESC`,
      [key.kind, key.line, key.carrier, key.state],
    );
  }

  /** Adds versions an admin wrote or imported; their ids. */
  async insert(
    m: EntityManager,
    records: RateTableRecord[],
    origin: VersionOrigin,
  ): Promise<string[]> {
    const rows = await m.query<Array<{ id: string }>>(
      `INSERT INTO rate_table_versions
         (kind, line, carrier, state, version, effective_from, data, source, note, created_by)
       SELECT kind, line, carrier, state, version, "effectiveFrom", data, $2, $3, $4
       FROM jsonb_to_recordset($1::jsonb) AS x(kind text, line text, carrier text,
         state char(2), version text, "effectiveFrom" date, data jsonb)
       RETURNING id`,
      [JSON.stringify(records), origin.source, origin.note, origin.createdBy],
    );
    return rows.map((r) => r.id);
  }

  /** Runs `work` in a transaction holding the rate tables' write lock: one admin change at a time. */
  locked<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('rate-table-versions'))`);
      return work(m);
    });
  }

  /** Whether the shipped files with this name (their content's hash) were seeded already. */
  async seeded(name: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>('SELECT 1 FROM reference_seeds WHERE name = $1', [
      name,
    ]);
    return rows.length > 0;
  }

  async recordSeed(m: EntityManager, name: string): Promise<void> {
    await m.query('INSERT INTO reference_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  }

  /**
   * Inserts the shipped records a database lacks, and brings shipped rows up to date with
   * corrected files, in chunks. A table's version on a date that an admin wrote stays as it is:
   * the shipped one for that date is skipped.
   */
  async seedShipped(m: EntityManager, records: RateTableRecord[], source: string): Promise<void> {
    for (let i = 0; i < records.length; i += SEED_CHUNK) {
      const chunk = JSON.stringify(records.slice(i, i + SEED_CHUNK));
      const shape = `x(kind text, line text, carrier text, state char(2), version text,
        "effectiveFrom" date, data jsonb)`;
      await m.query(
        `INSERT INTO rate_table_versions
           (kind, line, carrier, state, version, effective_from, data, source, shipped)
         SELECT kind, line, carrier, state, version, "effectiveFrom", data, $2, true
         FROM jsonb_to_recordset($1::jsonb) AS ${shape}
         ON CONFLICT DO NOTHING`,
        [chunk, source],
      );
      await m.query(
        `UPDATE rate_table_versions v SET version = x.version, data = x.data
         FROM jsonb_to_recordset($1::jsonb) AS ${shape}
         WHERE v.shipped AND v.kind = x.kind AND v.line = x.line
           AND v.carrier IS NOT DISTINCT FROM x.carrier AND v.state IS NOT DISTINCT FROM x.state
           AND v.effective_from = x."effectiveFrom"
           AND (v.version <> x.version OR v.data <> x.data)`,
        [chunk],
      );
    }
  }
}
