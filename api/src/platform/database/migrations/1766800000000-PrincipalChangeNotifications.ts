import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces on the `principal_changes` channel every change that can end or narrow a session,
 * whoever makes it (the API, another instance, an operator in psql): a session revoked, expired
 * or removed; a user deactivated, removed or given another role, email, confirmation or
 * password; the same for payroll reps. The payload names the principal ("user:<id>",
 * "rep:<id>"); instances drop what they remember of it (auth/principal-cache.ts). PostgreSQL
 * delivers the announcement when the transaction commits, and once per principal per
 * transaction.
 */
const TRIGGERS: Array<{ table: string; columns: string; kind: 'user' | 'rep'; key: string }> = [
  { table: 'sessions', columns: 'revoked_at, expires_at, user_id', kind: 'user', key: 'user_id' },
  {
    table: 'users',
    columns: 'active, role, email, email_verified_at, password_hash',
    kind: 'user',
    key: 'id',
  },
  { table: 'rep_sessions', columns: 'revoked_at, expires_at, rep_id', kind: 'rep', key: 'rep_id' },
  { table: 'payroll_reps', columns: 'active', kind: 'rep', key: 'id' },
];

export class PrincipalChangeNotifications1766800000000 implements MigrationInterface {
  name = 'PrincipalChangeNotifications1766800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION principal_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('principal_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
        RETURN NULL;
      END $$`);
    for (const t of TRIGGERS) {
      await q.query(`
        CREATE TRIGGER ${t.table}_principal_changes
          AFTER UPDATE OF ${t.columns} OR DELETE ON ${t.table}
          FOR EACH ROW EXECUTE FUNCTION principal_changes_notify('${t.kind}', '${t.key}')`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of TRIGGERS) {
      await q.query(`DROP TRIGGER ${t.table}_principal_changes ON ${t.table}`);
    }
    await q.query(`DROP FUNCTION principal_changes_notify()`);
  }
}
