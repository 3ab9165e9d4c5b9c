import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        password_hash varchar(255) NOT NULL,
        role varchar(16) NOT NULL CHECK (role IN ('admin', 'agent', 'client')),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone varchar(30),
        active boolean NOT NULL DEFAULT true,
        portal_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
        connect_url varchar(500),
        assigned_agent_id uuid REFERENCES users(id) ON DELETE SET NULL,
        app_path varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_users_email" ON users (email)`);
    await q.query(`CREATE INDEX "IDX_users_role" ON users (role)`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_user_id" ON sessions (user_id)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_password_reset_tokens_hash" ON password_reset_tokens (token_hash)`,
    );
    await q.query(
      `CREATE INDEX "IDX_password_reset_tokens_user_id" ON password_reset_tokens (user_id)`,
    );
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address varchar(254) NOT NULL,
        template varchar(64) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sent', 'captured', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_mail_outbox_status" ON mail_outbox (status)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
