import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instances keep a live session together with the account fields `GET /api/users/me` shows
 * (auth/sessions.service.ts), so a change of any of those fields must be announced on
 * `principal_changes` like the changes that end or narrow a session already are.
 */
const BEFORE = 'active, role, email, email_verified_at, password_hash';
const AFTER = `${BEFORE}, first_name, last_name, phone, assigned_agent_id`;

export class AccountProfileNotifications1767910000000 implements MigrationInterface {
  name = 'AccountProfileNotifications1767910000000';

  public async up(q: QueryRunner): Promise<void> {
    await this.watch(q, AFTER);
  }

  public async down(q: QueryRunner): Promise<void> {
    await this.watch(q, BEFORE);
  }

  private async watch(q: QueryRunner, columns: string): Promise<void> {
    await q.query(`DROP TRIGGER users_principal_changes ON users`);
    await q.query(`
      CREATE TRIGGER users_principal_changes
        AFTER UPDATE OF ${columns} OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION principal_changes_notify('user', 'id')`);
  }
}
