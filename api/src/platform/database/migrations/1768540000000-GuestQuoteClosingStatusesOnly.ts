import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A quote's status change is announced on `guest_quote_changes` only when it closes the quote to
 * its guest: into one of `GUEST_CLOSED_STATUSES` (quoting/quotes/quote-guest-gate.ts), Completed
 * or Bound. The instances remember only open quotes, and every other status leaves a quote open,
 * so announcing a submission or a rating only made every instance ask the database again on the
 * guest's next call. A change of client and a deletion are announced as before.
 */
export class GuestQuoteClosingStatusesOnly1768540000000 implements MigrationInterface {
  name = 'GuestQuoteClosingStatusesOnly1768540000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER applications_guest_quote_changes ON applications`);
    await q.query(`
      CREATE TRIGGER applications_guest_quote_changes
        AFTER UPDATE OF status, client_id ON applications
        FOR EACH ROW
        WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id
              OR (OLD.status IS DISTINCT FROM NEW.status
                  AND NEW.status::text IN ('Completed', 'Bound')))
        EXECUTE FUNCTION guest_quote_changes_notify('client_id')`);
    await q.query(`
      CREATE TRIGGER applications_guest_quote_deleted
        AFTER DELETE ON applications
        FOR EACH ROW EXECUTE FUNCTION guest_quote_changes_notify('client_id')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER applications_guest_quote_deleted ON applications`);
    await q.query(`DROP TRIGGER applications_guest_quote_changes ON applications`);
    await q.query(`
      CREATE TRIGGER applications_guest_quote_changes
        AFTER UPDATE OF status, client_id OR DELETE ON applications
        FOR EACH ROW EXECUTE FUNCTION guest_quote_changes_notify('client_id')`);
  }
}
