import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate tables as versioned reference data: one row per version of one table (the records of
 * the shipped rate files, and the versions admins add or import). A table is its kind, line,
 * carrier and state (null carrier or state: bureau or countrywide tables); no two versions of a
 * table take effect on the same day or share a name (quotes name the versions they were rated on). Shipped rows are marked, so a newer release may refresh
 * them while an admin's version is never touched.
 *
 * Every change is announced on the `rate_tables` channel once per statement when it commits,
 * naming the tables it changed, so each API instance reads those again into what it holds in
 * memory (quoting/rate-tables/live-rate-tables.ts).
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
    // The tables a statement changed, as `kind|line|carrier|state` (`*` for none), comma
    // separated; `*` alone when it is too many to name or the table was emptied: read them all.
    await q.query(`
      CREATE FUNCTION rate_tables_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        tables text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          tables := '*';
        ELSE
          SELECT string_agg(DISTINCT concat_ws('|', kind, line, coalesce(carrier, '*'),
                   coalesce(state::text, '*')), ',')
            INTO tables FROM changed;
          IF tables IS NULL THEN RETURN NULL; END IF;
          IF length(tables) > 7000 THEN tables := '*'; END IF;
        END IF;
        PERFORM pg_notify('rate_tables', tables);
        RETURN NULL;
      END $$`);
    for (const [event, rows] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ]) {
      await q.query(`
        CREATE TRIGGER rate_table_versions_${event.toLowerCase()}_announced
          AFTER ${event} ON rate_table_versions REFERENCING ${rows} TABLE AS changed
          FOR EACH STATEMENT EXECUTE FUNCTION rate_tables_notify()`);
    }
    await q.query(`
      CREATE TRIGGER rate_table_versions_truncate_announced
        AFTER TRUNCATE ON rate_table_versions
        FOR EACH STATEMENT EXECUTE FUNCTION rate_tables_notify()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_table_versions`);
    await q.query(`DROP FUNCTION rate_tables_notify()`);
  }
}
