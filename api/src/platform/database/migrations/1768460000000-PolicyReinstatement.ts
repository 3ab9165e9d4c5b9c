import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reinstating a policy cancelled for non-payment: the cancellation row is kept and marked
 * rescinded (when, by whom, the carrier's receipt, the client's payment), so a policy has at most
 * one cancellation in force but may be cancelled again after a reinstatement; certificate holders
 * may be told of a reinstatement.
 */
const HOLDER_EVENTS = 'certificate_policy_events_event_check';

export class PolicyReinstatement1768460000000 implements MigrationInterface {
  name = 'PolicyReinstatement1768460000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE policy_cancellations
        ADD COLUMN reinstated_on date,
        ADD COLUMN reinstated_by uuid,
        ADD COLUMN reinstated_at timestamptz,
        ADD COLUMN reinstatement_confirmation varchar(100),
        ADD COLUMN reinstatement_paid_cents bigint,
        ADD COLUMN reinstatement_payment_id varchar(100),
        ADD COLUMN reinstatement_checkout_id varchar(100),
        ADD COLUMN reinstatement_pay_attempts smallint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE policy_cancellations DROP CONSTRAINT policy_cancellations_policy`);
    // One cancellation in force per policy; rescinded ones stay as its history.
    await q.query(`
      CREATE UNIQUE INDEX policy_cancellations_in_force ON policy_cancellations (policy_id)
        WHERE reinstated_on IS NULL`);
    await q.query(`ALTER TABLE certificate_policy_events DROP CONSTRAINT ${HOLDER_EVENTS}`);
    await q.query(`
      ALTER TABLE certificate_policy_events ADD CONSTRAINT ${HOLDER_EVENTS}
        CHECK (event IN ('cancelled', 'not_renewed', 'reinstated'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM certificate_policy_events WHERE event = 'reinstated'`);
    await q.query(`ALTER TABLE certificate_policy_events DROP CONSTRAINT ${HOLDER_EVENTS}`);
    await q.query(`
      ALTER TABLE certificate_policy_events ADD CONSTRAINT ${HOLDER_EVENTS}
        CHECK (event IN ('cancelled', 'not_renewed'))`);
    await q.query(`DELETE FROM policy_cancellations WHERE reinstated_on IS NOT NULL`);
    await q.query(`DROP INDEX policy_cancellations_in_force`);
    await q.query(`
      ALTER TABLE policy_cancellations
        ADD CONSTRAINT policy_cancellations_policy UNIQUE (policy_id)`);
    await q.query(`
      ALTER TABLE policy_cancellations
        DROP COLUMN reinstated_on, DROP COLUMN reinstated_by, DROP COLUMN reinstated_at,
        DROP COLUMN reinstatement_confirmation, DROP COLUMN reinstatement_paid_cents,
        DROP COLUMN reinstatement_payment_id, DROP COLUMN reinstatement_checkout_id,
        DROP COLUMN reinstatement_pay_attempts`);
  }
}
