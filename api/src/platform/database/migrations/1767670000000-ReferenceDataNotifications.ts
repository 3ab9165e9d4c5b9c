import { MigrationInterface, QueryRunner } from 'typeorm';

/** The reference data quoting reads on every rating, which API instances hold in process. */
const TABLES = ['carriers', 'owner_payroll_rules', 'naics_mappings'];

/**
 * Announces on the `reference_data` channel every change to the carriers, the owner payroll
 * rules and the NAICS mappings (the table's name as payload), once per statement when its
 * transaction commits, so every API instance drops what it holds of them
 * (quotes/reference-lookups.ts).
 */
export class ReferenceDataNotifications1767670000000 implements MigrationInterface {
  name = 'ReferenceDataNotifications1767670000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION reference_data_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('reference_data', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_reference_data
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION reference_data_notify()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER ${table}_reference_data ON ${table}`);
    await q.query(`DROP FUNCTION reference_data_notify()`);
  }
}
