import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A referral follows its quote's carrier quotes once per statement instead of once per carrier
 * row, and only for quotes a referral is attached to: a rating writes every carrier's row in one
 * statement, and most quotes have no referral. What it decides is unchanged
 * (`referral_follow_quote`, migration 1767700000000).
 */
const EVENTS: Array<{ event: string; table: string }> = [
  { event: 'INSERT', table: 'NEW' },
  { event: 'UPDATE', table: 'NEW' },
  { event: 'DELETE', table: 'OLD' },
];

export class ReferralFollowPerStatement1767930000000 implements MigrationInterface {
  name = 'ReferralFollowPerStatement1767930000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER referral_follow_carrier_quotes ON carrier_quotes`);
    await q.query(`
      CREATE FUNCTION referral_follow_carrier_quotes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM referral_follow_quote(r.application_id)
           FROM referrals r
          WHERE r.application_id IN (SELECT application_id FROM changed);
        RETURN NULL;
      END $$`);
    for (const { event, table } of EVENTS) {
      await q.query(`
        CREATE TRIGGER referral_follow_carrier_quotes_${event.toLowerCase()}
          AFTER ${event} ON carrier_quotes REFERENCING ${table} TABLE AS changed
          FOR EACH STATEMENT EXECUTE FUNCTION referral_follow_carrier_quotes()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const { event } of EVENTS) {
      await q.query(
        `DROP TRIGGER referral_follow_carrier_quotes_${event.toLowerCase()} ON carrier_quotes`,
      );
    }
    await q.query(`DROP FUNCTION referral_follow_carrier_quotes()`);
    await q.query(`
      CREATE TRIGGER referral_follow_carrier_quotes
        AFTER INSERT OR DELETE OR UPDATE OF annual_premium_cents ON carrier_quotes
        FOR EACH ROW EXECUTE FUNCTION referral_follow_quote_trigger()`);
  }
}
