import { MigrationInterface, QueryRunner } from 'typeorm';

const CLOSING = `'Could not reach client', 'Client not interested', 'Declined by all carriers',
  'Changed payroll company', 'BOR declined by carrier', 'Recent or duplicate referral'`;

/** The order a referral that follows a quote goes through (docs/statuses.md, "Referral"). */
const RANKED = [
  'Not Started',
  'Submitted',
  'In Progress',
  'Quoted',
  'In Review',
  'Purchase Pending',
  'Awaiting client signatures',
  'Completed',
  'Processed',
];

/**
 * - Broker of record: staff's internal note beside the note the applicant reads; the current
 *   carrier of applications typed before the carrier list is the listed carrier of that name
 *   (ignoring case and spaces around it) where there is one; an application whose letter was
 *   never mailed to its carrier is signed, not "sent to carrier".
 * - Payroll reps: an admin's rejection of a self-registered rep, with its reason.
 * - Referrals following a quote only move forward: a quote going back (re-rated after review,
 *   say) leaves its referral where it got to, so the rep is not told it went back and forth.
 *   The one step back that is news: a quote ready to bind after review is Quoted again.
 */
export class BorCarrierNotesRepRejectionSettledReferrals1768210000000 implements MigrationInterface {
  name = 'BorCarrierNotesRepRejectionSettledReferrals1768210000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bor_applications ADD COLUMN internal_note varchar(1000)`);
    await q.query(`
      UPDATE bor_applications b
         SET carrier_id = c.id, carrier_name = c.name
        FROM carriers c
       WHERE b.carrier_id IS NULL AND b.carrier_name IS NOT NULL
         AND lower(btrim(b.carrier_name)) = lower(c.name)`);
    await q.query(`
      UPDATE bor_applications SET status = 'signed', sent_at = NULL
       WHERE status = 'sent_to_carrier' AND NOT carrier_notified`);
    await q.query(`ALTER TABLE payroll_reps ADD COLUMN rejected_at timestamptz`);
    await q.query(`ALTER TABLE payroll_reps ADD COLUMN rejection_reason varchar(1000)`);
    // A rejected rep joined no company.
    await q.query(`ALTER TABLE payroll_reps DROP CONSTRAINT "CHK_payroll_reps_company"`);
    await q.query(`
      ALTER TABLE payroll_reps ADD CONSTRAINT "CHK_payroll_reps_company"
        CHECK (restricted OR rejected_at IS NOT NULL OR payroll_company_id IS NOT NULL)`);
    await q.query(`
      CREATE FUNCTION referral_status_rank(status varchar) RETURNS int LANGUAGE sql IMMUTABLE AS $$
        SELECT array_position(ARRAY[${RANKED.map((s) => `'${s}'`).join(', ')}]::varchar[], status)
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION referral_follow_quote(quote_id uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        target varchar;
        quote_status varchar;
      BEGIN
        SELECT referral_status_for_quote(a.status, EXISTS (
            SELECT 1 FROM carrier_quotes c
             WHERE c.application_id = a.id AND c.annual_premium_cents IS NOT NULL)), a.status
          INTO target, quote_status FROM applications a WHERE a.id = quote_id;
        IF target IS NULL THEN RETURN; END IF;
        -- Forward only, with one step back that is news: a quote the client can buy after the
        -- team's review (Ready to bind) is Quoted again. A re-rating after review is not.
        UPDATE referrals SET status = target, updated_at = now()
         WHERE application_id = quote_id
           AND (referral_status_rank(status) < referral_status_rank(target)
             OR (status = 'In Review' AND target = 'Quoted' AND quote_status = 'Ready to bind'))
           AND status NOT IN (${CLOSING});
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION referral_follow_quote(quote_id uuid) RETURNS void LANGUAGE plpgsql AS $$
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
    await q.query(`DROP FUNCTION referral_status_rank(varchar)`);
    await q.query(`DELETE FROM payroll_reps WHERE payroll_company_id IS NULL AND NOT restricted`);
    await q.query(`ALTER TABLE payroll_reps DROP CONSTRAINT "CHK_payroll_reps_company"`);
    await q.query(`
      ALTER TABLE payroll_reps ADD CONSTRAINT "CHK_payroll_reps_company"
        CHECK (restricted OR payroll_company_id IS NOT NULL)`);
    await q.query(`ALTER TABLE payroll_reps DROP COLUMN rejection_reason`);
    await q.query(`ALTER TABLE payroll_reps DROP COLUMN rejected_at`);
    await q.query(`ALTER TABLE bor_applications DROP COLUMN internal_note`);
  }
}
