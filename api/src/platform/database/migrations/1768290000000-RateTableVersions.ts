import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate tables as versioned reference data: one row per version of one table (the records of
 * the shipped rate files, and the versions admins add or import). A table is its kind, line,
 * carrier and state (null carrier or state: bureau or countrywide tables); no two versions of a
 * table take effect on the same day or share a name (quotes name the versions they were rated on). Shipped rows are marked, so a newer release may refresh
 * them while an admin's version is never touched.
 *
 * Every change is announced on the `rate_tables` channel once per statement when it commits, so
 * each API instance reloads the tables it holds in memory (quoting/rate-tables).
 */
export class RateTableVersions1768290000000 implements MigrationInterface {
  name = 'RateTableVersions1768290000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_table_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        line text NOT NULL,
        carrier text,
        state char(2),
        version text NOT NULL,
        effective_from date NOT NULL,
        data jsonb NOT NULL CONSTRAINT rate_table_versions_data_object
          CHECK (jsonb_typeof(data) = 'object'),
        source text NOT NULL,
        shipped boolean NOT NULL DEFAULT false,
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        CONSTRAINT rate_table_versions_one_per_day
          UNIQUE NULLS NOT DISTINCT (kind, line, carrier, state, effective_from),
        CONSTRAINT rate_table_versions_named_once
          UNIQUE NULLS NOT DISTINCT (kind, line, carrier, state, version)
      )`);
    await q.query(`
      CREATE FUNCTION rate_tables_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('rate_tables', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER rate_table_versions_announced
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_table_versions
        FOR EACH STATEMENT EXECUTE FUNCTION rate_tables_notify()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_table_versions`);
    await q.query(`DROP FUNCTION rate_tables_notify()`);
  }
}
