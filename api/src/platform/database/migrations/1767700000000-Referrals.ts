import { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = `'NewBizWC', 'ComparisonWcQuote', 'PEOTakeaway', 'BOR', 'Other'`;
const CLOSING = `'Could not reach client', 'Client not interested', 'Declined by all carriers',
  'Changed payroll company', 'BOR declined by carrier', 'Recent or duplicate referral'`;
const STATUSES = `'Not Started', 'Submitted', 'In Progress', 'Quoted', 'In Review',
  'Purchase Pending', 'Awaiting client signatures', 'Completed', 'Processed', ${CLOSING}`;

/**
 * Payroll partner referrals. A referral attached to a quote follows the quote's status
 * (docs/statuses.md, "Referral") through triggers on `applications` and `carrier_quotes`, whoever writes
 * them, so the quote modules need not know referrals exist. Every status change of a referral
 * leaves a row in `referral_status_events`; the rows not yet mailed to the rep are what the
 * notification job picks up.
 */
export class Referrals1767700000000 implements MigrationInterface {
  name = 'Referrals1767700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE referrals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number bigint GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
        type varchar(24) NOT NULL CHECK (type IN (${TYPES})),
        status varchar(40) NOT NULL CHECK (status IN (${STATUSES})),
        rep_id uuid NOT NULL REFERENCES payroll_reps(id),
        payroll_company_id uuid NOT NULL REFERENCES payroll_companies(id),
        rep_email varchar(254) NOT NULL,
        rep_first_name varchar(100) NOT NULL,
        rep_last_name varchar(100) NOT NULL,
        rep_phone varchar(30),
        active_wc_policy boolean NOT NULL DEFAULT false,
        transfer boolean NOT NULL DEFAULT false,
        need_replace boolean NOT NULL DEFAULT false,
        if_comparison varchar(500),
        business_name varchar(200) NOT NULL,
        business_dba varchar(200),
        email varchar(254) NOT NULL,
        phone varchar(30),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        referral_desc varchar(2000),
        token_hash char(64) NOT NULL UNIQUE,
        client_mailed_at timestamptz,
        application_id uuid UNIQUE REFERENCES applications(id) ON DELETE SET NULL,
        attached_at timestamptz,
        payout varchar(12) CHECK (payout IN ('eligible', 'ineligible')),
        payout_decided_at timestamptz,
        payout_decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_referrals_company" ON referrals (payroll_company_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_referrals_payout" ON referrals (payroll_company_id, payout_decided_at) WHERE payout = 'eligible'`,
    );
    await q.query(`
      CREATE TABLE referral_status_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        referral_id uuid NOT NULL REFERENCES referrals(id) ON DELETE CASCADE,
        from_status varchar(40),
        to_status varchar(40) NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX "IDX_referral_status_events_referral" ON referral_status_events (referral_id, at)`,
    );
    await q.query(
      `CREATE INDEX "IDX_referral_status_events_pending" ON referral_status_events (id) WHERE notified_at IS NULL`,
    );
    // The rep made the referral: its first status is recorded, not mailed back to them.
    await q.query(`
      CREATE FUNCTION referral_status_events_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO referral_status_events (referral_id, from_status, to_status, at, notified_at)
          VALUES (NEW.id, NULL, NEW.status, NEW.created_at, NEW.created_at);
        ELSE
          INSERT INTO referral_status_events (referral_id, from_status, to_status)
          VALUES (NEW.id, OLD.status, NEW.status);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER referral_status_events_insert AFTER INSERT ON referrals
        FOR EACH ROW EXECUTE FUNCTION referral_status_events_follow()`);
    await q.query(`
      CREATE TRIGGER referral_status_events_update AFTER UPDATE OF status ON referrals
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION referral_status_events_follow()`);
    // The one place the quote-to-referral status table lives (contracts' referralStatusForQuote
    // is tested against it). A closed referral no longer follows; an archived quote changes
    // nothing.
    await q.query(`
      CREATE FUNCTION referral_status_for_quote(quote_status varchar, rated boolean)
        RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE quote_status
          WHEN 'In process' THEN CASE WHEN rated THEN 'Quoted' ELSE 'In Progress' END
          WHEN 'Ready to bind' THEN 'Quoted'
          WHEN 'In review' THEN 'In Review'
          WHEN 'Purchase pending' THEN 'Purchase Pending'
          WHEN 'Awaiting signatures' THEN 'Awaiting client signatures'
          WHEN 'Completed' THEN 'Completed'
          WHEN 'Bound' THEN 'Processed'
          ELSE NULL END
      $$`);
    await q.query(`
      CREATE FUNCTION referral_follow_quote(quote_id uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        target varchar;
      BEGIN
        SELECT referral_status_for_quote(a.status, EXISTS (
            SELECT 1 FROM carrier_quotes c
             WHERE c.application_id = a.id AND c.annual_premium_cents IS NOT NULL))
          INTO target FROM applications a WHERE a.id = quote_id;
        IF target IS NULL THEN RETURN; END IF;
        UPDATE referrals SET status = target, updated_at = now()
         WHERE application_id = quote_id AND status <> target
           AND status NOT IN (${CLOSING});
      END $$`);
    await q.query(`
      CREATE FUNCTION referral_follow_quote_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'applications' THEN
          PERFORM referral_follow_quote(NEW.id);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM referral_follow_quote(OLD.application_id);
        ELSE
          PERFORM referral_follow_quote(NEW.application_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER referral_follow_quote_status AFTER UPDATE OF status ON applications
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION referral_follow_quote_trigger()`);
    await q.query(`
      CREATE TRIGGER referral_follow_carrier_quotes
        AFTER INSERT OR DELETE OR UPDATE OF annual_premium_cents ON carrier_quotes
        FOR EACH ROW EXECUTE FUNCTION referral_follow_quote_trigger()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER referral_follow_carrier_quotes ON carrier_quotes`);
    await q.query(`DROP TRIGGER referral_follow_quote_status ON applications`);
    await q.query(`DROP FUNCTION referral_follow_quote_trigger()`);
    await q.query(`DROP FUNCTION referral_follow_quote(uuid)`);
    await q.query(`DROP FUNCTION referral_status_for_quote(varchar, boolean)`);
    await q.query(`DROP TABLE referral_status_events`);
    await q.query(`DROP TABLE referrals`);
    await q.query(`DROP FUNCTION referral_status_events_follow()`);
  }
}
