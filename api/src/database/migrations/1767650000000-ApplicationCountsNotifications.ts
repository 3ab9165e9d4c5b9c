import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces on the `application_counts` channel every change to the counts kept per agent and
 * status (`application_tab_counts`), once per transaction when it commits, so every API
 * instance drops its in-process copy of them (applications/tab-counts-cache.ts).
 */
export class ApplicationCountsNotifications1767650000000 implements MigrationInterface {
  name = 'ApplicationCountsNotifications1767650000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION application_counts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('application_counts', '');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER application_tab_counts_notify
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON application_tab_counts
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_notify()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER application_tab_counts_notify ON application_tab_counts`);
    await q.query(`DROP FUNCTION application_counts_notify()`);
  }
}
