import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll partner registration: reps sign themselves up (restricted until an admin approves them
 * when their email domain is no payroll company's), choose their notifications and write to the
 * team from the portal.
 */
export class PayrollRepRegistration1767400000000 implements MigrationInterface {
  name = 'PayrollRepRegistration1767400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payroll_reps
        ADD COLUMN restricted boolean NOT NULL DEFAULT false,
        ADD COLUMN notify_referral_status boolean NOT NULL DEFAULT true,
        ALTER COLUMN payroll_company_id DROP NOT NULL,
        ADD CONSTRAINT "CHK_payroll_reps_company" CHECK (restricted OR payroll_company_id IS NOT NULL)`);
    await q.query(`
      CREATE TABLE rep_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone varchar(30),
        token_hash char(64),
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_rep_registrations_email" ON rep_registrations (email)`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_rep_registrations_token" ON rep_registrations (token_hash)`,
    );
    await q.query(`
      CREATE TABLE rep_contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        rep_id uuid NOT NULL REFERENCES payroll_reps(id) ON DELETE CASCADE,
        acting_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        subject varchar(150) NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_rep_contact_messages_rep" ON rep_contact_messages (rep_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_payroll_companies_email_domain" ON payroll_companies (lower(email_domain))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_payroll_companies_email_domain"`);
    await q.query(`DROP TABLE rep_contact_messages`);
    await q.query(`DROP TABLE rep_registrations`);
    await q.query(`DELETE FROM payroll_reps WHERE payroll_company_id IS NULL`);
    await q.query(`
      ALTER TABLE payroll_reps
        DROP CONSTRAINT "CHK_payroll_reps_company",
        ALTER COLUMN payroll_company_id SET NOT NULL,
        DROP COLUMN notify_referral_status,
        DROP COLUMN restricted`);
  }
}
