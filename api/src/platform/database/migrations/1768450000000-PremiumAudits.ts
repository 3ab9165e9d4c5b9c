import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Premium audits of workers' compensation policies at the end of their term: one audit per
 * policy with its final payroll, audited premium, difference and settlement; and the audit
 * statement among the policy's documents.
 */
const DOCUMENT_TYPES = 'documents_type_check';

export class PremiumAudits1768450000000 implements MigrationInterface {
  name = 'PremiumAudits1768450000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE premium_audits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        application_id uuid NOT NULL REFERENCES applications (id),
        status varchar(20) NOT NULL CONSTRAINT premium_audits_status_known
          CHECK (status IN ('open', 'awaiting_payroll', 'payroll_received', 'audited', 'settled')),
        effective_date date NOT NULL,
        expiration_date date NOT NULL,
        carrier varchar(40) NOT NULL,
        paygo boolean NOT NULL,
        basis jsonb NOT NULL,
        payroll_source varchar(20) CONSTRAINT premium_audits_source_known
          CHECK (payroll_source IN ('payroll_reports', 'client')),
        lines jsonb NOT NULL DEFAULT '[]',
        payroll_cents bigint,
        audited jsonb,
        audited_premium_cents bigint,
        billed_cents bigint,
        difference_cents bigint,
        settlement_status varchar(20) CONSTRAINT premium_audits_settlement_known
          CHECK (settlement_status IN ('none', 'pending', 'charged', 'declined',
            'no_payment_on_file', 'refunded')),
        payment_on_file varchar(100),
        customer_email varchar(320) NOT NULL,
        provider_payment_id varchar(100),
        reported_by uuid,
        payroll_received_at timestamptz,
        audited_at timestamptz,
        settled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- One audit per policy: the daily run opens it once however often it runs.
        CONSTRAINT premium_audits_policy UNIQUE (policy_id)
      )`);
    await q.query(`CREATE INDEX "IDX_premium_audits_status" ON premium_audits (status)`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT ${DOCUMENT_TYPES}`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT ${DOCUMENT_TYPES} CHECK (type IN ('QUOTE_PROPOSAL',
        'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER',
        'CANCELLATION_NOTICE', 'ENDORSEMENT', 'AUDIT_STATEMENT'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM documents WHERE type = 'AUDIT_STATEMENT'`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT ${DOCUMENT_TYPES}`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT ${DOCUMENT_TYPES} CHECK (type IN ('QUOTE_PROPOSAL',
        'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER',
        'CANCELLATION_NOTICE', 'ENDORSEMENT'))`);
    await q.query(`DROP TABLE premium_audits`);
  }
}
