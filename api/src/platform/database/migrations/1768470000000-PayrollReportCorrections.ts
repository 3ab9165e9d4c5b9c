import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Corrections of payroll reports: a payroll company revises the wages of a report it posted; the
 * correction is kept with the figures before and after and what became of the difference, and
 * the report carries the revised figures.
 */
export class PayrollReportCorrections1768470000000 implements MigrationInterface {
  name = 'PayrollReportCorrections1768470000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payroll_report_corrections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid NOT NULL REFERENCES payroll_reports (id),
        policy_id uuid NOT NULL REFERENCES policies (id),
        payroll_company_id uuid NOT NULL,
        api_client_id uuid,
        partner_correction_id varchar(100) NOT NULL,
        request_digest varchar(64) NOT NULL,
        previous_lines jsonb NOT NULL,
        lines jsonb NOT NULL,
        previous_payroll_cents bigint NOT NULL,
        payroll_cents bigint NOT NULL,
        previous_premium_cents bigint NOT NULL,
        premium_cents bigint NOT NULL,
        difference_cents bigint NOT NULL,
        refund_cents bigint NOT NULL DEFAULT 0,
        outcome varchar(20) NOT NULL CONSTRAINT payroll_report_corrections_outcome_known
          CHECK (outcome IN ('charged', 'declined', 'no_payment_on_file', 'refunded', 'credited',
            'unchanged')),
        provider_payment_id varchar(100),
        table_versions jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payroll_report_corrections_partner_id UNIQUE (payroll_company_id,
          partner_correction_id)
      )`);
    await q.query(
      `CREATE INDEX "IDX_payroll_report_corrections_report" ON payroll_report_corrections (report_id)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payroll_report_corrections`);
  }
}
