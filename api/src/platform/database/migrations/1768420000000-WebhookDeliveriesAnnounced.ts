import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New webhook deliveries are announced on `webhook_deliveries` as the transaction that wrote
 * them commits (one notification per statement; PostgreSQL folds repeats within a transaction),
 * so the instances that deliver queue them at once instead of looking five times a second.
 */
export class WebhookDeliveriesAnnounced1768420000000 implements MigrationInterface {
  name = 'WebhookDeliveriesAnnounced1768420000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION webhook_deliveries_announce() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('webhook_deliveries', '');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_deliveries_announce AFTER INSERT ON webhook_deliveries
        FOR EACH STATEMENT EXECUTE FUNCTION webhook_deliveries_announce()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER webhook_deliveries_announce ON webhook_deliveries`);
    await q.query(`DROP FUNCTION webhook_deliveries_announce()`);
  }
}
