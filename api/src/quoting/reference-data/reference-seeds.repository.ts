/**
 * The reads and writes of seeding the reference data: which data sets are recorded as seeded,
 * each set's rows inserted in one transaction with its record, and the master index entries a
 * later data set corrects.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export interface MasterIndexGlRow {
  id: string;
  master_index_code: string;
  master_index_description: string;
  naics_code: string;
  naics_description: string;
  keywords: string[];
  wc_class_code: string | null;
  gl_class_code: string | null;
  gl_class_description: string | null;
  hartford_spectrum_code: string | null;
  hartford_spectrum_description: string | null;
  employers_description: string | null;
}

/** A class code with its description, as an entry of the master index holds it. */
export interface SeededClass {
  code: string | null;
  description: string | null;
}

@Injectable()
export class ReferenceSeedsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The names of the data sets already seeded. */
  async done(): Promise<Set<string>> {
    const rows = await this.db.query<Array<{ name: string }>>('SELECT name FROM reference_seeds');
    return new Set(rows.map((r) => r.name));
  }

  /** Seeds a data set and records it, in one transaction. */
  async seedOnce(name: string, seed: (m: EntityManager) => Promise<unknown>): Promise<void> {
    await this.db.transaction(async (manager) => {
      await seed(manager);
      await manager.query('INSERT INTO reference_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING', [
        name,
      ]);
    });
  }

  /** Inserts JSON rows through jsonb_to_recordset, skipping rows that conflict. */
  insert(
    m: EntityManager,
    table: string,
    columns: Record<string, string>,
    rows: object[],
  ): Promise<unknown> {
    const names = Object.keys(columns);
    const definition = names.map((n) => `${n} ${columns[n]}`).join(', ');
    return m.query(
      `INSERT INTO ${table} (${names.join(', ')})
       SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }

  /** The master index entries of the codes, locked in a fixed order for the transaction. */
  lockMasterIndexEntries(m: EntityManager, codes: string[]): Promise<MasterIndexGlRow[]> {
    return m.query<MasterIndexGlRow[]>(
      `SELECT id, master_index_code, master_index_description, naics_code, naics_description,
              keywords, wc_class_code, gl_class_code, gl_class_description, hartford_spectrum_code,
              hartford_spectrum_description, employers_description
       FROM naics_mappings WHERE master_index_code = ANY($1)
       ORDER BY master_index_code FOR UPDATE`,
      [codes],
    );
  }

  /** Sets an entry's GL and Hartford classes, with the search text they make. */
  async setMasterIndexClasses(
    m: EntityManager,
    id: string,
    gl: SeededClass,
    hartford: SeededClass,
    searchText: string,
  ): Promise<void> {
    await m.query(
      `UPDATE naics_mappings
       SET gl_class_code = $2, gl_class_description = $3, hartford_spectrum_code = $4,
           hartford_spectrum_description = $5, search_text = $6, updated_at = now()
       WHERE id = $1`,
      [id, gl.code, gl.description, hartford.code, hartford.description, searchText],
    );
  }
}
