import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bound policy's money: the premium ledger (append-only entries in cents; a balance is a sum
 * over them, read through an index that carries the amounts) and the instalment schedule the
 * billing run charges, with what it needs to charge each one exactly once.
 */
export class PolicyLedger1768350000000 implements MigrationInterface {
  name = 'PolicyLedger1768350000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE policy_ledger_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- The order entries were posted in, also within one transaction.
        entry_no bigint GENERATED ALWAYS AS IDENTITY,
        policy_id uuid NOT NULL REFERENCES policies (id),
        kind varchar(16) NOT NULL CONSTRAINT policy_ledger_entries_kind_known
          CHECK (kind IN ('Written', 'Billed', 'Collected', 'Refunded', 'ReturnPremium')),
        amount_cents bigint NOT NULL CONSTRAINT policy_ledger_entries_amount_positive
          CHECK (amount_cents > 0),
        posted_on date NOT NULL,
        memo varchar(200) NOT NULL,
        instalment_id uuid,
        provider_payment_id varchar(100),
        posting_key varchar(150) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One posting per money movement, however often the movement is recorded.
    await q.query(
      `CREATE UNIQUE INDEX policy_ledger_entries_posting_key ON policy_ledger_entries (posting_key)`,
    );
    await q.query(`
      CREATE INDEX policy_ledger_entries_policy_idx ON policy_ledger_entries (policy_id, kind)
        INCLUDE (amount_cents)`);
    // Entries are facts: a correction is a new entry, never an edit.
    await q.query(`
      CREATE FUNCTION policy_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'policy ledger entries are append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER policy_ledger_entries_append_only
        BEFORE UPDATE OR DELETE ON policy_ledger_entries
        FOR EACH ROW EXECUTE FUNCTION policy_ledger_entries_append_only()`);

    await q.query(`
      CREATE TABLE policy_instalments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        application_id uuid NOT NULL REFERENCES applications (id),
        seq smallint NOT NULL,
        due_on date NOT NULL,
        amount_cents bigint NOT NULL CONSTRAINT policy_instalments_amount_positive
          CHECK (amount_cents > 0),
        status varchar(12) NOT NULL DEFAULT 'Scheduled'
          CONSTRAINT policy_instalments_status_known CHECK (status IN
            ('Scheduled', 'Charging', 'Retrying', 'Missed', 'NoticeSent', 'Paid')),
        attempts smallint NOT NULL DEFAULT 0,
        next_attempt_on date,
        claimed_at timestamptz,
        payment_on_file varchar(100),
        customer_email varchar(254) NOT NULL,
        reminded_on date,
        missed_on date,
        notice_sent_on date,
        cancellation_on date,
        pay_now_attempts smallint NOT NULL DEFAULT 0,
        pay_now_checkout_id varchar(100),
        provider_payment_id varchar(100),
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT policy_instalments_seq UNIQUE (policy_id, seq)
      )`);
    // The billing run's look-ups: what is due to charge, to remind, to give notice of.
    await q.query(`
      CREATE INDEX policy_instalments_due_idx ON policy_instalments (next_attempt_on)
        WHERE status IN ('Scheduled', 'Retrying', 'Charging')`);
    await q.query(`
      CREATE INDEX policy_instalments_remind_idx ON policy_instalments (due_on)
        WHERE status = 'Scheduled' AND reminded_on IS NULL`);
    await q.query(`
      CREATE INDEX policy_instalments_missed_idx ON policy_instalments (missed_on)
        WHERE status = 'Missed'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE policy_instalments`);
    await q.query(`DROP TABLE policy_ledger_entries`);
    await q.query(`DROP FUNCTION policy_ledger_entries_append_only()`);
  }
}
