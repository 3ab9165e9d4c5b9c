import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cancelling a bound policy: the cancellation of a policy (one at most) with its reason, date
 * and money; instalments a cancellation stops; the sandbox provider's refunds; and the
 * `policy.cancelled` webhook event, recorded when a cancellation is.
 */
const DOCUMENT_TYPES = 'documents_type_check';

export class PolicyCancellation1768410000000 implements MigrationInterface {
  name = 'PolicyCancellation1768410000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE policy_cancellations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        application_id uuid NOT NULL REFERENCES applications (id),
        reason varchar(20) NOT NULL CONSTRAINT policy_cancellations_reason_known
          CHECK (reason IN ('client_request', 'non_payment', 'underwriting', 'other')),
        note varchar(1000),
        cancellation_date date NOT NULL,
        method varchar(12) NOT NULL CONSTRAINT policy_cancellations_method_known
          CHECK (method IN ('flat', 'pro_rata', 'short_rate')),
        premium_cents bigint NOT NULL,
        earned_cents bigint NOT NULL,
        return_premium_cents bigint NOT NULL,
        refund_cents bigint NOT NULL,
        balance_due_cents bigint NOT NULL,
        carrier_confirmation varchar(100),
        change_request_id uuid,
        cancelled_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- A policy is cancelled once.
        CONSTRAINT policy_cancellations_policy UNIQUE (policy_id)
      )`);

    await q.query(`ALTER TABLE policy_instalments DROP CONSTRAINT policy_instalments_status_known`);
    await q.query(`
      ALTER TABLE policy_instalments ADD CONSTRAINT policy_instalments_status_known
        CHECK (status IN ('Scheduled', 'Charging', 'Retrying', 'Missed', 'NoticeSent', 'Paid',
          'Cancelled'))`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT ${DOCUMENT_TYPES}`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT ${DOCUMENT_TYPES} CHECK (type IN ('QUOTE_PROPOSAL',
        'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER',
        'CANCELLATION_NOTICE'))`);

    await q.query(`
      CREATE TABLE sandbox_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        charge_id uuid NOT NULL REFERENCES sandbox_charges (id),
        idempotency_key varchar(150) NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        reason varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_sandbox_refunds_key" ON sandbox_refunds (idempotency_key)`,
    );
    await q.query(`CREATE INDEX "IDX_sandbox_refunds_charge" ON sandbox_refunds (charge_id)`);

    await q.query(`
      CREATE FUNCTION webhook_policy_cancelled() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        p policies%ROWTYPE;
      BEGIN
        SELECT * INTO p FROM policies WHERE id = NEW.policy_id;
        PERFORM webhook_record('policy.cancelled', 1, jsonb_build_object(
          'policyId', NEW.policy_id, 'quoteId', NEW.application_id, 'carrier', p.carrier,
          'policyNumber', p.policy_number,
          'cancellationDate', to_char(NEW.cancellation_date, 'YYYY-MM-DD'),
          'reason', NEW.reason, 'method', NEW.method,
          'returnPremiumCents', NEW.return_premium_cents,
          'cancelledAt', webhook_time(NEW.created_at)),
          webhook_referrer(NEW.application_id), p.carrier);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_policy_cancelled AFTER INSERT
        ON policy_cancellations FOR EACH ROW EXECUTE FUNCTION webhook_policy_cancelled()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER webhook_policy_cancelled ON policy_cancellations`);
    await q.query(`DROP FUNCTION webhook_policy_cancelled()`);
    await q.query(`DROP TABLE sandbox_refunds`);
    await q.query(`DELETE FROM documents WHERE type = 'CANCELLATION_NOTICE'`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT ${DOCUMENT_TYPES}`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT ${DOCUMENT_TYPES} CHECK (type IN ('QUOTE_PROPOSAL',
        'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER'))`);
    await q.query(`UPDATE policy_instalments SET status = 'Missed' WHERE status = 'Cancelled'`);
    await q.query(`ALTER TABLE policy_instalments DROP CONSTRAINT policy_instalments_status_known`);
    await q.query(`
      ALTER TABLE policy_instalments ADD CONSTRAINT policy_instalments_status_known
        CHECK (status IN ('Scheduled', 'Charging', 'Retrying', 'Missed', 'NoticeSent', 'Paid'))`);
    await q.query(`DROP TABLE policy_cancellations`);
  }
}
