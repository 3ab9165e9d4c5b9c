import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay-as-you-go registrations with a carrier's payroll service, and the sandbox payroll
 * service's own side. Unique indexes carry the rules: one registration per FEIN (by its keyed
 * hash) and per quote, one sandbox account per registration (the gateway's idempotency).
 */
export class PaygoRegistrations1765500000000 implements MigrationInterface {
  name = 'PaygoRegistrations1765500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE paygo_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        carrier varchar(100) NOT NULL,
        legal_name varchar(200) NOT NULL,
        dba varchar(200),
        address varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        state char(2) NOT NULL,
        zip varchar(10) NOT NULL,
        phone varchar(30) NOT NULL,
        email varchar(254) NOT NULL,
        entity_type varchar(40) NOT NULL,
        fein_encrypted text NOT NULL,
        fein_hash varchar(64) NOT NULL,
        fein_last4 char(4) NOT NULL,
        effective_date date NOT NULL,
        expiration_date date NOT NULL CHECK (expiration_date > effective_date),
        payroll_company_id uuid NOT NULL REFERENCES payroll_companies(id) ON DELETE RESTRICT,
        officers jsonb NOT NULL,
        account_holder_names varchar(200) NOT NULL,
        name_on_account varchar(200) NOT NULL,
        account_number_sealed text NOT NULL,
        routing_number_sealed text NOT NULL,
        account_number_last4 char(4) NOT NULL,
        routing_number_last4 char(4) NOT NULL,
        username varchar(50) NOT NULL,
        password_hash text NOT NULL,
        security_question varchar(40) NOT NULL,
        security_answer_hash text NOT NULL,
        pay_frequency varchar(16) NOT NULL
          CHECK (pay_frequency IN ('Weekly', 'Biweekly', 'Semi-monthly', 'Monthly')),
        carrier_status varchar(16) NOT NULL DEFAULT 'notSubmitted'
          CHECK (carrier_status IN ('notSubmitted', 'accepted', 'declined')),
        carrier_account_number varchar(40),
        carrier_message varchar(500),
        submitted_at timestamptz,
        created_by_user_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_paygo_registrations_fein" ON paygo_registrations (fein_hash)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "IDX_paygo_registrations_application" ON paygo_registrations (application_id)`,
    );
    await q.query(`
      CREATE TABLE sandbox_paygo_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        registration_id uuid NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('accepted', 'declined')),
        account_number varchar(40),
        message varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_sandbox_paygo_accounts_registration" ON sandbox_paygo_accounts (registration_id)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_paygo_accounts`);
    await q.query(`DROP TABLE paygo_registrations`);
  }
}
