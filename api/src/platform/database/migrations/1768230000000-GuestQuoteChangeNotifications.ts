import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announces on the `guest_quote_changes` channel every change that can close a guest token's
 * quote to its guest (identity's `GuestQuoteGate`): a quote's status or client changed, a
 * client linked to an account or given another email, an account created or given an email
 * that a client record has. The payload is the client's id; instances drop what they remember
 * of that client's quotes (quoting/quotes/quote-guest-gate.ts) as the change commits.
 */
export class GuestQuoteChangeNotifications1768230000000 implements MigrationInterface {
  name = 'GuestQuoteChangeNotifications1768230000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION guest_quote_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('guest_quote_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER applications_guest_quote_changes
        AFTER UPDATE OF status, client_id OR DELETE ON applications
        FOR EACH ROW EXECUTE FUNCTION guest_quote_changes_notify('client_id')`);
    await q.query(`
      CREATE TRIGGER clients_guest_quote_changes
        AFTER UPDATE OF user_id, email OR DELETE ON clients
        FOR EACH ROW EXECUTE FUNCTION guest_quote_changes_notify('id')`);
    await q.query(`
      CREATE FUNCTION guest_quote_account_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('guest_quote_changes', c.id::text) FROM clients c WHERE c.email = NEW.email;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_guest_quote_changes
        AFTER INSERT OR UPDATE OF email ON users
        FOR EACH ROW EXECUTE FUNCTION guest_quote_account_notify()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_guest_quote_changes ON users`);
    await q.query(`DROP TRIGGER clients_guest_quote_changes ON clients`);
    await q.query(`DROP TRIGGER applications_guest_quote_changes ON applications`);
    await q.query(`DROP FUNCTION guest_quote_account_notify()`);
    await q.query(`DROP FUNCTION guest_quote_changes_notify()`);
  }
}
