import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A business type is one NAICS code and one name: two entries of the master index may no longer
 * share both (names compared without case or surrounding spaces), archived entries included, so
 * visitors never choose between two identical "Food Truck". Entries already sharing both keep
 * working (quotes name them by master index code): every one but the oldest gets its code added
 * to its name, which tells them apart until an admin archives or renames them.
 */
export class BusinessTypesUniqueByNaicsAndName1768200000000 implements MigrationInterface {
  name = 'BusinessTypesUniqueByNaicsAndName1768200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH ranked AS (
        SELECT id, row_number() OVER (
                 PARTITION BY naics_code, lower(btrim(master_index_description))
                 ORDER BY created_at, master_index_code) AS n
          FROM naics_mappings
      )
      UPDATE naics_mappings m
         SET master_index_description =
               left(btrim(m.master_index_description), 197 - length(m.master_index_code))
               || ' (' || m.master_index_code || ')'
        FROM ranked
       WHERE ranked.id = m.id AND ranked.n > 1`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_naics_mappings_naics_code_name"
         ON naics_mappings (naics_code, lower(btrim(master_index_description)))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_naics_mappings_naics_code_name"`);
  }
}
