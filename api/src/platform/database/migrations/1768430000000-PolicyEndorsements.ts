import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Endorsements of bound policies: each priced change with its status and money, the versions of
 * a policy's rating inputs and annual premium an issued endorsement records, and the
 * endorsement document among the document types.
 */
const DOCUMENT_TYPES = 'documents_type_check';

export class PolicyEndorsements1768430000000 implements MigrationInterface {
  name = 'PolicyEndorsements1768430000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE policy_endorsements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        application_id uuid NOT NULL REFERENCES applications (id),
        type varchar(30) NOT NULL CONSTRAINT policy_endorsements_type_known
          CHECK (type IN ('change_payroll', 'add_location', 'change_limits', 'change_owners',
            'add_additional_insured')),
        status varchar(12) NOT NULL CONSTRAINT policy_endorsements_status_known
          CHECK (status IN ('quoted', 'referred', 'offered', 'accepted', 'issued', 'declined',
            'withdrawn', 'expired')),
        change jsonb NOT NULL,
        endorsement_date date NOT NULL,
        note varchar(1000),
        new_submission jsonb NOT NULL,
        new_additional_insureds jsonb NOT NULL DEFAULT '[]',
        base_version_no int NOT NULL,
        old_annual_premium_cents bigint NOT NULL CHECK (old_annual_premium_cents >= 0),
        new_annual_premium_cents bigint NOT NULL CHECK (new_annual_premium_cents >= 0),
        pro_rata_cents bigint NOT NULL,
        term_days int NOT NULL,
        remaining_days int NOT NULL,
        referral_reasons jsonb NOT NULL DEFAULT '[]',
        table_versions jsonb NOT NULL DEFAULT '[]',
        offer_expires_on date,
        requested_by uuid NOT NULL,
        reviewed_by uuid,
        review_note varchar(1000),
        answered_by uuid,
        answered_at timestamptz,
        settlement varchar(10) CONSTRAINT policy_endorsements_settlement_known
          CHECK (settlement IN ('charged', 'billed', 'refunded', 'none')),
        settled_cents bigint NOT NULL DEFAULT 0 CHECK (settled_cents >= 0),
        issued_version_no int,
        document_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX policy_endorsements_policy ON policy_endorsements (policy_id, created_at)`,
    );
    // One endorsement in progress per policy: each is priced from the version before it.
    await q.query(`
      CREATE UNIQUE INDEX policy_endorsements_one_open ON policy_endorsements (policy_id)
        WHERE status IN ('quoted', 'referred', 'offered')`);

    await q.query(`
      CREATE TABLE policy_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies (id),
        version_no int NOT NULL CHECK (version_no >= 1),
        endorsement_id uuid REFERENCES policy_endorsements (id),
        effective_on date NOT NULL,
        annual_premium_cents bigint NOT NULL CHECK (annual_premium_cents >= 0),
        submission jsonb NOT NULL,
        additional_insureds jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT policy_versions_number UNIQUE (policy_id, version_no)
      )`);

    await q.query(`ALTER TABLE documents DROP CONSTRAINT ${DOCUMENT_TYPES}`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT ${DOCUMENT_TYPES} CHECK (type IN ('QUOTE_PROPOSAL',
        'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER',
        'CANCELLATION_NOTICE', 'ENDORSEMENT'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM documents WHERE type = 'ENDORSEMENT'`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT ${DOCUMENT_TYPES}`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT ${DOCUMENT_TYPES} CHECK (type IN ('QUOTE_PROPOSAL',
        'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER',
        'CANCELLATION_NOTICE'))`);
    await q.query(`DROP TABLE policy_versions`);
    await q.query(`DROP TABLE policy_endorsements`);
  }
}
