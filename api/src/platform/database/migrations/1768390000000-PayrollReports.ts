import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay-as-you-go payroll reports: each payroll a payroll company posts for a policy it serves,
 * the premium rated from it and what became of its charge. One report per company and report
 * id (a retried post finds the first); periods of one policy never overlap (checked under the
 * policy's row lock when a report is recorded). A report whose charge has an outcome records a
 * `payroll_report.received` webhook event for the payroll company that posted it and the
 * policy's carrier (docs/decisions/integrations.md, "Events are recorded by database triggers").
 */
export class PayrollReports1768390000000 implements MigrationInterface {
  name = 'PayrollReports1768390000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payroll_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        application_id uuid NOT NULL REFERENCES applications (id),
        payroll_company_id uuid NOT NULL REFERENCES payroll_companies (id),
        api_client_id uuid REFERENCES api_clients (id),
        partner_report_id varchar(100) NOT NULL,
        -- The request's digest: the same report id posted again with other figures is refused.
        request_digest varchar(64) NOT NULL,
        period_start date NOT NULL,
        period_end date NOT NULL,
        carrier varchar(100) NOT NULL,
        lines jsonb NOT NULL,
        payroll_cents bigint NOT NULL CONSTRAINT payroll_reports_payroll_not_negative
          CHECK (payroll_cents >= 0),
        premium_cents bigint NOT NULL CONSTRAINT payroll_reports_premium_not_negative
          CHECK (premium_cents >= 0),
        table_versions jsonb NOT NULL,
        charge_status varchar(20) NOT NULL CONSTRAINT payroll_reports_charge_status_known
          CHECK (charge_status IN ('pending', 'paid', 'declined', 'no_payment_on_file')),
        payment_on_file varchar(100),
        customer_email varchar(254) NOT NULL,
        provider_payment_id varchar(100),
        charged_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payroll_reports_period_order CHECK (period_start <= period_end),
        CONSTRAINT payroll_reports_partner_report UNIQUE (payroll_company_id, partner_report_id)
      )`);
    await q.query(
      `CREATE INDEX payroll_reports_policy_idx ON payroll_reports (policy_id, period_end DESC)`,
    );
    // The daily run asks the provider again about charges it has not answered.
    await q.query(
      `CREATE INDEX payroll_reports_pending_idx ON payroll_reports (created_at)
         WHERE charge_status = 'pending'`,
    );
    await q.query(`
      CREATE FUNCTION webhook_payroll_report_received() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.charge_status <> 'pending'
           AND (TG_OP = 'INSERT' OR OLD.charge_status = 'pending') THEN
          PERFORM webhook_record('payroll_report.received', 1, jsonb_build_object(
            'payrollReportId', NEW.id, 'reportId', NEW.partner_report_id,
            'policyId', NEW.policy_id, 'quoteId', NEW.application_id,
            'policyNumber', (SELECT p.policy_number FROM policies p WHERE p.id = NEW.policy_id),
            'periodStart', NEW.period_start, 'periodEnd', NEW.period_end,
            'payrollCents', NEW.payroll_cents, 'premiumCents', NEW.premium_cents,
            'chargeStatus', NEW.charge_status, 'receivedAt', webhook_time(NEW.created_at)),
            NEW.payroll_company_id, NEW.carrier);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER webhook_payroll_report_received AFTER INSERT OR UPDATE OF charge_status
        ON payroll_reports FOR EACH ROW EXECUTE FUNCTION webhook_payroll_report_received()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payroll_reports`);
    await q.query(`DROP FUNCTION webhook_payroll_report_received()`);
  }
}
