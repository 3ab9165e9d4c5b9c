import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff two-step verification, and the counters of the sign-in rate limits.
 *
 * Two-step verification (TOTP): The authenticator secret is sealed with DATA_KEY; the
 * last accepted step stops a code from being used twice. Recovery codes are argon2id hashes,
 * each used once. A sign-in challenge is the short-lived, single-use second step between the
 * password and the session; only the SHA-256 of its token is kept.
 *
 * Rate limits: one row per limited route and client address (a hash of both, as the throttler
 * keys them), a fixed window of hits and the end of a block, so that every instance counts the
 * same attempts.
 */
export class StaffMfaAndRateLimits1767900000000 implements MigrationInterface {
  name = 'StaffMfaAndRateLimits1767900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN mfa_secret_sealed text,
        ADD COLUMN mfa_enabled_at timestamptz,
        ADD COLUMN mfa_last_step bigint,
        ADD COLUMN mfa_pending_secret_sealed text,
        ADD CONSTRAINT chk_users_mfa_enabled
          CHECK ((mfa_enabled_at IS NULL) = (mfa_secret_sealed IS NULL))
    `);
    await q.query(`
      CREATE TABLE mfa_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash varchar(255) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE INDEX idx_mfa_recovery_codes_user ON mfa_recovery_codes (user_id)`);
    await q.query(`
      CREATE TABLE mfa_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        step varchar(8) NOT NULL CHECK (step IN ('verify', 'enrol')),
        failed_attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_mfa_challenges_token UNIQUE (token_hash)
      )
    `);
    await q.query(`CREATE INDEX idx_mfa_challenges_user ON mfa_challenges (user_id)`);
    await q.query(`
      CREATE UNLOGGED TABLE auth_rate_limits (
        key varchar(128) NOT NULL,
        throttler varchar(64) NOT NULL,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL,
        blocked_until timestamptz,
        PRIMARY KEY (key, throttler)
      )
    `);
    await q.query(`CREATE INDEX idx_auth_rate_limits_expiry ON auth_rate_limits (expires_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_rate_limits`);
    await q.query(`DROP TABLE mfa_challenges`);
    await q.query(`DROP TABLE mfa_recovery_codes`);
    await q.query(`
      ALTER TABLE users
        DROP CONSTRAINT chk_users_mfa_enabled,
        DROP COLUMN mfa_pending_secret_sealed,
        DROP COLUMN mfa_last_step,
        DROP COLUMN mfa_enabled_at,
        DROP COLUMN mfa_secret_sealed
    `);
  }
}
