import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renewing bound policies: the renewal of a term (one per expiring policy), its re-rated offer
 * and summary, and the link between a policy and the one that renews it.
 */
export class PolicyRenewals1768440000000 implements MigrationInterface {
  name = 'PolicyRenewals1768440000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE policies
        ADD COLUMN renewal_of uuid REFERENCES policies (id),
        ADD COLUMN renewed_by uuid REFERENCES policies (id)`);
    await q.query(`CREATE UNIQUE INDEX "IDX_policies_renewal_of" ON policies (renewal_of)`);
    await q.query(`
      CREATE TABLE policy_renewals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        application_id uuid NOT NULL REFERENCES applications (id),
        status varchar(24) NOT NULL CONSTRAINT policy_renewals_status_known
          CHECK (status IN ('pending_confirmation', 'offered', 'renewed', 'non_renewed',
            'lapsed')),
        opened_on date NOT NULL,
        effective_date date NOT NULL,
        expiration_date date NOT NULL,
        carrier varchar(40) NOT NULL,
        expiring_premium_cents bigint NOT NULL,
        premium_cents bigint,
        classes jsonb NOT NULL,
        summary jsonb NOT NULL,
        rating jsonb,
        rating_message varchar(500),
        confirmed_at timestamptz,
        confirmed_by uuid,
        non_renewal_reason varchar(20) CONSTRAINT policy_renewals_reason_known
          CHECK (non_renewal_reason IN ('carrier', 'underwriting', 'client_declined',
            'non_payment', 'other')),
        non_renewal_note varchar(1000),
        decided_by uuid,
        decided_at timestamptz,
        renewed_application_id uuid REFERENCES applications (id),
        renewed_policy_id uuid REFERENCES policies (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- One renewal per expiring term, however many runs open it.
        CONSTRAINT policy_renewals_policy UNIQUE (policy_id)
      )`);
    await q.query(
      `CREATE INDEX "IDX_policy_renewals_open" ON policy_renewals (expiration_date)
         WHERE status IN ('pending_confirmation', 'offered')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE policy_renewals`);
    await q.query(`DROP INDEX "IDX_policies_renewal_of"`);
    await q.query(`ALTER TABLE policies DROP COLUMN renewed_by, DROP COLUMN renewal_of`);
  }
}
