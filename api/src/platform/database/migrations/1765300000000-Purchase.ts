import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The billing information a client saves in the cart before checkout: one row per application,
 * replaced on every save. Bank numbers are stored sealed with the data cipher, their last four
 * digits beside them for display.
 */
export class Purchase1765300000000 implements MigrationInterface {
  name = 'Purchase1765300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_infos (
        application_id uuid PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
        billing_plan varchar(12) NOT NULL CHECK (billing_plan IN ('DirectBill', 'PayAsYouGo')),
        payment_method varchar(12) CHECK (payment_method IN ('EFT', 'MailEmail')),
        payment_choice varchar(12) NOT NULL CHECK (payment_choice IN ('FullPayment', 'Payments')),
        billing_email varchar(254) NOT NULL,
        account_holder_names varchar(200),
        name_on_account varchar(200),
        account_number_sealed text,
        routing_number_sealed text,
        account_number_last4 varchar(4),
        routing_number_last4 varchar(4),
        mailing_name varchar(200),
        bill_delivery varchar(8) CHECK (bill_delivery IN ('mail', 'email')),
        bill_address jsonb,
        bill_email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((payment_method = 'EFT') = (account_number_sealed IS NOT NULL)),
        CHECK ((payment_method = 'MailEmail') = (bill_delivery IS NOT NULL)),
        CHECK ((billing_plan = 'DirectBill') = (payment_method IS NOT NULL))
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE billing_infos`);
  }
}
