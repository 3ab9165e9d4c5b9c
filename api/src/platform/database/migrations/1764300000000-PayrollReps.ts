import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll partner reps: people at a payroll company who refer clients. They sign in with an
 * emailed single-use link (or an admin acts as them), on sessions of their own that can be revoked.
 */
export class PayrollReps1764300000000 implements MigrationInterface {
  name = 'PayrollReps1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payroll_reps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payroll_company_id uuid NOT NULL REFERENCES payroll_companies(id) ON DELETE RESTRICT,
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone varchar(30),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_payroll_reps_email" ON payroll_reps (email)`);
    await q.query(`CREATE INDEX "IDX_payroll_reps_company" ON payroll_reps (payroll_company_id)`);
    await q.query(`
      CREATE TABLE rep_login_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        rep_id uuid NOT NULL REFERENCES payroll_reps(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_rep_login_tokens_hash" ON rep_login_tokens (token_hash)`,
    );
    await q.query(`CREATE INDEX "IDX_rep_login_tokens_rep" ON rep_login_tokens (rep_id)`);
    await q.query(`
      CREATE TABLE rep_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        rep_id uuid NOT NULL REFERENCES payroll_reps(id) ON DELETE CASCADE,
        acting_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_rep_sessions_rep" ON rep_sessions (rep_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rep_sessions`);
    await q.query(`DROP TABLE rep_login_tokens`);
    await q.query(`DROP TABLE payroll_reps`);
  }
}
