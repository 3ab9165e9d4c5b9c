import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The policy record of an application (what staff save before binding, and the binding itself),
 * and mail attachments: outbox rows name stored documents, whose bytes the mail job loads.
 */
export class Policies1765400000000 implements MigrationInterface {
  name = 'Policies1765400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE policies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL UNIQUE REFERENCES applications(id) ON DELETE CASCADE,
        policy_number varchar(60),
        carrier varchar(40),
        effective_date date,
        expiration_date date,
        annual_premium_cents bigint CHECK (annual_premium_cents >= 0),
        billing_info varchar(500),
        blanket_additional_insured boolean,
        blanket_waiver_of_subrogation boolean,
        portal_link varchar(500),
        active boolean NOT NULL DEFAULT false,
        bound_at timestamptz,
        bound_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (expiration_date IS NULL OR effective_date IS NULL OR expiration_date > effective_date)
      )`);
    await q.query(`CREATE INDEX "IDX_policies_active" ON policies (active) WHERE active`);
    await q.query(
      `ALTER TABLE mail_outbox ADD COLUMN attachment_document_ids uuid[] NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN attachment_document_ids`);
    await q.query(`DROP TABLE policies`);
  }
}
