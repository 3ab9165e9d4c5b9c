import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkouts and the payments they record, and the sandbox payment provider's own side (its
 * hosted checkouts and its charges). Unique indexes carry the idempotency: one checkout per
 * idempotency key, one live checkout per application, one payment per checkout and per provider
 * payment, one sandbox charge per sandbox checkout.
 */
export class Payments1765100000000 implements MigrationInterface {
  name = 'Payments1765100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        idempotency_key varchar(100) NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        description varchar(200) NOT NULL,
        customer_email varchar(254) NOT NULL,
        provider varchar(20) NOT NULL,
        provider_checkout_id varchar(100),
        redirect_url text,
        status varchar(12) NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'paid', 'declined', 'reset')),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_checkouts_idempotency" ON checkouts (application_id, idempotency_key)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "IDX_checkouts_live" ON checkouts (application_id) WHERE status IN ('open', 'paid')`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "IDX_checkouts_provider" ON checkouts (provider, provider_checkout_id)`,
    );
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id uuid NOT NULL REFERENCES checkouts(id) ON DELETE RESTRICT,
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE RESTRICT,
        provider varchar(20) NOT NULL,
        provider_payment_id varchar(100) NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        method varchar(8) NOT NULL CHECK (method IN ('card', 'bank')),
        paid_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_payments_checkout" ON payments (checkout_id)`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_payments_provider" ON payments (provider, provider_payment_id)`,
    );
    await q.query(`CREATE INDEX "IDX_payments_application" ON payments (application_id)`);
    await q.query(`
      CREATE TABLE sandbox_checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        idempotency_key varchar(100) NOT NULL,
        reference varchar(100) NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        description varchar(200) NOT NULL,
        customer_email varchar(254) NOT NULL,
        return_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_sandbox_checkouts_idempotency" ON sandbox_checkouts (idempotency_key)`,
    );
    await q.query(`
      CREATE TABLE sandbox_charges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id uuid NOT NULL REFERENCES sandbox_checkouts(id) ON DELETE CASCADE,
        status varchar(8) NOT NULL CHECK (status IN ('paid', 'declined')),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        method varchar(8) NOT NULL CHECK (method IN ('card', 'bank')),
        last4 char(4) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_sandbox_charges_checkout" ON sandbox_charges (checkout_id)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_charges`);
    await q.query(`DROP TABLE sandbox_checkouts`);
    await q.query(`DROP TABLE payments`);
    await q.query(`DROP TABLE checkouts`);
  }
}
