import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts prove they own their email before anything filed under that email (quotes started as
 * a guest, quotes an agent made) is linked to them. One-time tokens gain a purpose.
 */
export class EmailVerification1764200000000 implements MigrationInterface {
  name = 'EmailVerification1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    // Staff accounts were created by an admin or set their password through an emailed link.
    await q.query(
      `UPDATE users SET email_verified_at = created_at WHERE role IN ('admin', 'agent')`,
    );
    await q.query(
      `ALTER TABLE password_reset_tokens ADD COLUMN purpose varchar(16) NOT NULL DEFAULT 'reset'
         CHECK (purpose IN ('reset', 'verify-email'))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE password_reset_tokens DROP COLUMN purpose`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
