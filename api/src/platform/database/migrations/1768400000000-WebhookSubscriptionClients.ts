import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook subscription a partner's API client made through the API names that client: the
 * client manages it and sees its deliveries, and no other client does (another client of the
 * same partner included). Subscriptions admins make name none; only admins manage those.
 */
export class WebhookSubscriptionClients1768400000000 implements MigrationInterface {
  name = 'WebhookSubscriptionClients1768400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE webhook_subscriptions
         ADD COLUMN api_client_id uuid REFERENCES api_clients(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_webhook_subscriptions_api_client"
         ON webhook_subscriptions (api_client_id, created_at DESC) WHERE api_client_id IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_webhook_subscriptions_api_client"`);
    await q.query(`ALTER TABLE webhook_subscriptions DROP COLUMN api_client_id`);
  }
}
