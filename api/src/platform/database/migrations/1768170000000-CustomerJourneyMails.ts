import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mails sent at a purchase's or policy's moments go out once: an outbox row may carry the key
 * of the moment it is for (`payment-receipt:<payment id>`, ...), unique among the rows that have
 * one. A payment keeps the last four digits of the card or account it was paid with, so its
 * receipt can say which one without ever holding the whole number.
 */
export class CustomerJourneyMails1768170000000 implements MigrationInterface {
  name = 'CustomerJourneyMails1768170000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN once_key varchar(120)`);
    await q.query(
      `CREATE UNIQUE INDEX mail_outbox_once_key ON mail_outbox (once_key) WHERE once_key IS NOT NULL`,
    );
    await q.query(
      `ALTER TABLE payments ADD COLUMN last4 char(4) CHECK (last4 IS NULL OR last4 ~ '^[0-9]{4}$')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP COLUMN last4`);
    await q.query(`DROP INDEX mail_outbox_once_key`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN once_key`);
  }
}
