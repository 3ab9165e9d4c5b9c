import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broker-of-record changes: a business that holds a policy elsewhere appoints Coverline as its
 * broker. The applicant signs in with an emailed single-use link; the application carries the
 * business, its current carrier and policy, the signer and the letter. The letter is signed
 * through the signature packets, which therefore also serve BOR applications (kind `bor`,
 * whose subject id is the BOR application, not a quote's application).
 */
export class BrokerOfRecord1767600000000 implements MigrationInterface {
  name = 'BrokerOfRecord1767600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bor_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        status varchar(24) NOT NULL DEFAULT 'draft'
          CHECK (status IN ('draft', 'submitted', 'signed', 'sent_to_carrier', 'accepted', 'declined_by_carrier')),
        legal_name varchar(200),
        fein_encrypted text,
        street varchar(200),
        street2 varchar(200),
        city varchar(100),
        state char(2),
        zip varchar(10),
        mailing_street varchar(200),
        mailing_street2 varchar(200),
        mailing_city varchar(100),
        mailing_state char(2),
        mailing_zip varchar(10),
        carrier_id uuid REFERENCES carriers(id) ON DELETE SET NULL,
        carrier_name varchar(100),
        policy_number varchar(60),
        coverage_type varchar(8) CHECK (coverage_type IN ('wc', 'gl', 'bop', 'cyber')),
        effective_date date,
        signer_name varchar(200),
        signer_title varchar(100),
        signer_email varchar(254),
        letter_document_id uuid REFERENCES documents(id) ON DELETE SET NULL,
        signed_letter_document_id uuid REFERENCES documents(id) ON DELETE SET NULL,
        packet_id uuid,
        carrier_notified boolean NOT NULL DEFAULT false,
        status_note varchar(1000),
        submitted_at timestamptz,
        signed_at timestamptz,
        sent_at timestamptz,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_bor_applications_email" ON bor_applications (lower(email), created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_bor_applications_status" ON bor_applications (status, updated_at DESC)`,
    );
    await q.query(`
      CREATE TABLE bor_magic_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A BOR packet's subject is a BOR application: the key is checked by the code that owns it.
    await q.query(
      `ALTER TABLE signature_packets DROP CONSTRAINT signature_packets_application_id_fkey`,
    );
    await q.query(`ALTER TABLE signature_packets DROP CONSTRAINT signature_packets_kind_check`);
    await q.query(`
      ALTER TABLE signature_packets ADD CONSTRAINT signature_packets_kind_check
        CHECK (kind IN ('application', 'waiver', 'bor'))`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT documents_type_check`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT documents_type_check
        CHECK (type IN ('QUOTE_PROPOSAL', 'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER', 'BOR_LETTER'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM signature_packets WHERE kind = 'bor'`);
    await q.query(`DROP TABLE bor_magic_links`);
    await q.query(`DROP TABLE bor_applications`);
    await q.query(`DELETE FROM documents WHERE type = 'BOR_LETTER'`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT documents_type_check`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT documents_type_check
        CHECK (type IN ('QUOTE_PROPOSAL', 'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER'))`);
    await q.query(`ALTER TABLE signature_packets DROP CONSTRAINT signature_packets_kind_check`);
    await q.query(`
      ALTER TABLE signature_packets ADD CONSTRAINT signature_packets_kind_check
        CHECK (kind IN ('application', 'waiver'))`);
    await q.query(`
      ALTER TABLE signature_packets ADD CONSTRAINT signature_packets_application_id_fkey
        FOREIGN KEY (application_id) REFERENCES applications(id) ON DELETE CASCADE`);
  }
}
