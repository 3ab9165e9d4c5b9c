import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces on the `application_activity` channel every change to what the dashboard's recent
 * activity is read from, once per transaction when it commits, so every API instance drops the
 * feeds it holds (applications/activity.repository.ts): the five sources (status events, staff
 * actions, payments, signatures, bound policies) whatever changes in them, and of the rows they
 * are joined to only what the feed shows or scopes by (an application's agent, coverage and
 * business, a business's name, a person's name).
 */
const SOURCES = [
  'application_status_events',
  'audit_records',
  'payments',
  'signature_packets',
  'signature_signers',
  'policies',
];
const JOINED: Array<{ table: string; columns: string[] }> = [
  { table: 'applications', columns: ['agent_id', 'coverage_type', 'business_id'] },
  { table: 'businesses', columns: ['legal_name'] },
  { table: 'users', columns: ['first_name', 'last_name'] },
];

export class ActivityNotifications1767920000000 implements MigrationInterface {
  name = 'ActivityNotifications1767920000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION application_activity_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('application_activity', '');
        RETURN NULL;
      END $$`);
    for (const table of SOURCES) {
      await q.query(`
        CREATE TRIGGER ${table}_activity_notify
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION application_activity_notify()`);
    }
    // Per row, and only when a shown column changes: quotes are saved far more often than read.
    for (const { table, columns } of JOINED) {
      const changed = columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
      await q.query(`
        CREATE TRIGGER ${table}_activity_notify
          AFTER UPDATE OF ${columns.join(', ')} ON ${table}
          FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION application_activity_notify()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [...SOURCES, ...JOINED.map((j) => j.table)]) {
      await q.query(`DROP TRIGGER ${table}_activity_notify ON ${table}`);
    }
    await q.query(`DROP FUNCTION application_activity_notify()`);
  }
}
