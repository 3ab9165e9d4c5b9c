import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces on the `application_counts` channel every change to the counts kept per agent and
 * status (`application_tab_counts`) and to the status history (`application_status_events`),
 * once per transaction when it commits, so every API instance drops its in-process copies of
 * them (applications/tab-counts-cache.ts, the status history in activity.repository.ts).
 */
const TABLES = ['application_tab_counts', 'application_status_events'];

export class ApplicationCountsNotifications1767650000000 implements MigrationInterface {
  name = 'ApplicationCountsNotifications1767650000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION application_counts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('application_counts', '');
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_notify
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION application_counts_notify()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER ${table}_notify ON ${table}`);
    await q.query(`DROP FUNCTION application_counts_notify()`);
  }
}
