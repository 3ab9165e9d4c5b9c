import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: partners' subscriptions, the events recorded for them, one delivery per event and
 * subscription, and every attempt of each delivery.
 *
 * Events are recorded by triggers on the tables whose changes they report, in the transaction
 * of the change: a rolled-back change records nothing, a committed one cannot lose its event.
 * A trigger records an event only when an enabled subscription wants it, and writes that
 * subscription's delivery beside it; the API then queues each new delivery as a job.
 *
 * Routing (docs/decisions/integrations.md): a payroll company receives the events of its
 * referrals and of the quotes, policies, payments and certificates of a quote one of its
 * referrals follows; a carrier receives the events of its own quotes and policies.
 */
export class Webhooks1768340000000 implements MigrationInterface {
  name = 'Webhooks1768340000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        partner_kind varchar(20) NOT NULL CHECK (partner_kind IN ('payroll_company', 'carrier')),
        partner_id uuid NOT NULL,
        url varchar(500) NOT NULL,
        description varchar(200),
        event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_expires_at timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_webhook_subscriptions_partner" ON webhook_subscriptions (partner_kind, partner_id) WHERE enabled`,
    );
    await q.query(`
      CREATE TABLE webhook_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type varchar(60) NOT NULL,
        version int NOT NULL,
        data jsonb NOT NULL,
        payroll_company_id uuid,
        carrier varchar(40),
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
        subscription_id uuid NOT NULL REFERENCES webhook_subscriptions(id) ON DELETE CASCADE,
        status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
        attempts int NOT NULL DEFAULT 0,
        queued_at timestamptz,
        last_status_code int,
        last_latency_ms int,
        last_error varchar(1000),
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (event_id, subscription_id)
      )`);
    await q.query(
      `CREATE INDEX "IDX_webhook_deliveries_unqueued" ON webhook_deliveries (created_at) WHERE queued_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_webhook_deliveries_subscription" ON webhook_deliveries (subscription_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE webhook_attempts (
        id bigserial PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        attempt int NOT NULL,
        replay boolean NOT NULL DEFAULT false,
        status_code int,
        latency_ms int NOT NULL,
        error varchar(1000),
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_webhook_attempts_delivery" ON webhook_attempts (delivery_id, attempted_at)`,
    );

    await q.query(`
      CREATE FUNCTION webhook_time(ts timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      $$`);
    // The payroll company whose referral a quote follows (a quote or a broker-of-record one).
    await q.query(`
      CREATE FUNCTION webhook_referrer(app uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
        SELECT payroll_company_id FROM referrals WHERE application_id = app
        UNION ALL
        SELECT payroll_company_id FROM referrals WHERE bor_application_id = app
        LIMIT 1
      $$`);
    // Records the event and one delivery per enabled subscription that wants it; nothing when
    // nobody does.
    await q.query(`
      CREATE FUNCTION webhook_record(
        event_type text, event_version int, event_data jsonb, company uuid, carrier_name text
      ) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        subscription_ids uuid[];
        event_id uuid;
      BEGIN
        SELECT array_agg(s.id) INTO subscription_ids FROM webhook_subscriptions s
         WHERE s.enabled AND event_type = ANY (s.event_types)
           AND ((s.partner_kind = 'payroll_company' AND s.partner_id = company)
             OR (s.partner_kind = 'carrier' AND carrier_name IS NOT NULL AND s.partner_id IN
                  (SELECT c.id FROM carriers c WHERE lower(c.name) = lower(carrier_name))));
        IF subscription_ids IS NULL THEN RETURN; END IF;
        INSERT INTO webhook_events (type, version, data, payroll_company_id, carrier)
        VALUES (event_type, event_version, event_data, company, carrier_name)
        RETURNING id INTO event_id;
        INSERT INTO webhook_deliveries (event_id, subscription_id)
        SELECT event_id, unnest(subscription_ids);
      END $$`);

    await q.query(`
      CREATE FUNCTION webhook_quote_rated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.rating_state = 'done' AND NEW.rated_at IS NOT NULL
           AND (TG_OP = 'INSERT' OR OLD.rated_at IS DISTINCT FROM NEW.rated_at) THEN
          PERFORM webhook_record('quote.rated', 1, jsonb_build_object(
            'quoteId', NEW.application_id, 'carrierQuoteId', NEW.id, 'carrier', NEW.carrier,
            'annualPremiumCents', NEW.annual_premium_cents, 'bindability', NEW.bindability,
            'effectiveDate', NEW.effective_date, 'ratedAt', webhook_time(NEW.rated_at)),
            webhook_referrer(NEW.application_id), NEW.carrier);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_quote_rated AFTER INSERT OR UPDATE OF rated_at, rating_state
        ON carrier_quotes FOR EACH ROW EXECUTE FUNCTION webhook_quote_rated()`);

    await q.query(`
      CREATE FUNCTION webhook_policy_bound() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.active AND (TG_OP = 'INSERT' OR NOT OLD.active) THEN
          PERFORM webhook_record('policy.bound', 1, jsonb_build_object(
            'policyId', NEW.id, 'quoteId', NEW.application_id, 'carrier', NEW.carrier,
            'policyNumber', NEW.policy_number, 'effectiveDate', NEW.effective_date,
            'expirationDate', NEW.expiration_date,
            'annualPremiumCents', NEW.annual_premium_cents,
            'boundAt', webhook_time(COALESCE(NEW.bound_at, now()))),
            webhook_referrer(NEW.application_id), NEW.carrier);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_policy_bound AFTER INSERT OR UPDATE OF active
        ON policies FOR EACH ROW EXECUTE FUNCTION webhook_policy_bound()`);

    await q.query(`
      CREATE FUNCTION webhook_payment_failed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'declined' AND OLD.status <> 'declined' THEN
          PERFORM webhook_record('payment.failed', 1, jsonb_build_object(
            'checkoutId', NEW.id, 'quoteId', NEW.application_id,
            'amountCents', NEW.amount_cents,
            'failedAt', webhook_time(COALESCE(NEW.closed_at, now()))),
            webhook_referrer(NEW.application_id),
            (SELECT cq.carrier FROM applications a
               JOIN carrier_quotes cq ON cq.id = a.selected_carrier_quote_id
              WHERE a.id = NEW.application_id));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_payment_failed AFTER UPDATE OF status
        ON checkouts FOR EACH ROW EXECUTE FUNCTION webhook_payment_failed()`);

    await q.query(`
      CREATE FUNCTION webhook_referral_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IS DISTINCT FROM OLD.status THEN
          PERFORM webhook_record('referral.status_changed', 1, jsonb_build_object(
            'referralId', NEW.id, 'referralNumber', NEW.number::text,
            'previousStatus', OLD.status, 'status', NEW.status,
            'quoteId', COALESCE(NEW.application_id, NEW.bor_application_id),
            'changedAt', webhook_time(clock_timestamp())),
            NEW.payroll_company_id, NULL);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_referral_status AFTER UPDATE OF status
        ON referrals FOR EACH ROW EXECUTE FUNCTION webhook_referral_status()`);

    await q.query(`
      CREATE FUNCTION webhook_certificate_issued() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'issued' AND (TG_OP = 'INSERT' OR OLD.status <> 'issued') THEN
          PERFORM webhook_record('certificate.issued', 1, jsonb_build_object(
            'certificateId', NEW.id, 'quoteId', NEW.application_id,
            'holderName', NEW.holder_name,
            'issuedAt', webhook_time(COALESCE(NEW.issued_at, now()))),
            webhook_referrer(NEW.application_id),
            (SELECT p.carrier FROM policies p WHERE p.application_id = NEW.application_id));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_certificate_issued AFTER INSERT OR UPDATE OF status
        ON certificates FOR EACH ROW EXECUTE FUNCTION webhook_certificate_issued()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER webhook_certificate_issued ON certificates`);
    await q.query(`DROP TRIGGER webhook_referral_status ON referrals`);
    await q.query(`DROP TRIGGER webhook_payment_failed ON checkouts`);
    await q.query(`DROP TRIGGER webhook_policy_bound ON policies`);
    await q.query(`DROP TRIGGER webhook_quote_rated ON carrier_quotes`);
    await q.query(`DROP FUNCTION webhook_certificate_issued()`);
    await q.query(`DROP FUNCTION webhook_referral_status()`);
    await q.query(`DROP FUNCTION webhook_payment_failed()`);
    await q.query(`DROP FUNCTION webhook_policy_bound()`);
    await q.query(`DROP FUNCTION webhook_quote_rated()`);
    await q.query(`DROP FUNCTION webhook_record(text, int, jsonb, uuid, text)`);
    await q.query(`DROP FUNCTION webhook_referrer(uuid)`);
    await q.query(`DROP FUNCTION webhook_time(timestamptz)`);
    await q.query(`DROP TABLE webhook_attempts`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_events`);
    await q.query(`DROP TABLE webhook_subscriptions`);
  }
}
