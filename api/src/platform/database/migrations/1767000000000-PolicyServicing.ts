import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Servicing a bound policy: the change requests a client sends and staff answer, and the first
 * notices of loss a client files. Both belong to the application the policy was bound from.
 */
export class PolicyServicing1767000000000 implements MigrationInterface {
  name = 'PolicyServicing1767000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE policy_change_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        type varchar(30) NOT NULL CHECK (type IN ('add_location', 'change_payroll',
          'add_additional_insured', 'change_address', 'cancel', 'other')),
        details varchar(2000) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'submitted'
          CHECK (status IN ('submitted', 'in_progress', 'completed', 'declined')),
        answer varchar(2000),
        requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
        answered_by uuid REFERENCES users(id) ON DELETE SET NULL,
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'submitted') = (answered_at IS NULL))
      )`);
    await q.query(
      `CREATE INDEX "IDX_policy_change_requests_application" ON policy_change_requests (application_id, created_at)`,
    );
    await q.query(`
      CREATE TABLE policy_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        description varchar(2000) NOT NULL,
        amount_of_loss_cents bigint NOT NULL CHECK (amount_of_loss_cents > 0),
        date_of_loss date NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('open', 'closed')),
        carrier_notified boolean NOT NULL,
        reported_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_policy_claims_application" ON policy_claims (application_id, created_at)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE policy_claims`);
    await q.query(`DROP TABLE policy_change_requests`);
  }
}
