import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's change of the email of a client with an account or a bound policy waits here until
 * the new address follows the emailed link. Only the SHA-256 of the link's token is kept; one
 * change per client is pending at a time.
 */
export class ClientEmailChanges1768110000000 implements MigrationInterface {
  name = 'ClientEmailChanges1768110000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_email_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        new_email varchar(254) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        requested_by_user_id uuid NOT NULL REFERENCES users(id),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_client_email_changes_client" ON client_email_changes (client_id)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_email_changes`);
  }
}
