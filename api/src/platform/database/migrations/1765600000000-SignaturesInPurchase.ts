import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signatures in the purchase: a packet is the application's (its documents, signed by every
 * owner and officer) or an excluded owner's exclusion waiver, and only the application's is one
 * of a kind; a signer may stand for a business owner, whose signature status follows theirs;
 * the waiver is a generated document type; a client keeps the name they sign with.
 */
export class SignaturesInPurchase1765600000000 implements MigrationInterface {
  name = 'SignaturesInPurchase1765600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE signature_packets
        ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'application'
          CHECK (kind IN ('application', 'waiver'))`);
    await q.query(`DROP INDEX "UQ_signature_packets_open"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_signature_packets_open" ON signature_packets (application_id) WHERE status <> 'voided' AND kind = 'application'`,
    );
    // No foreign key: owners are rewritten with the wizard, and the signature record outlives them.
    await q.query(`ALTER TABLE signature_signers ADD COLUMN owner_id uuid`);
    await q.query(
      `CREATE INDEX "IDX_signature_signers_owner" ON signature_signers (owner_id) WHERE owner_id IS NOT NULL`,
    );
    await q.query(`ALTER TABLE documents DROP CONSTRAINT documents_type_check`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT documents_type_check
        CHECK (type IN ('QUOTE_PROPOSAL', 'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY', 'OWNER_WAIVER'))`);
    await q.query(`
      CREATE TABLE signing_profiles (
        client_id uuid PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        legal_name varchar(200) NOT NULL,
        consented_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE signing_profiles`);
    await q.query(`DELETE FROM documents WHERE type = 'OWNER_WAIVER'`);
    await q.query(`ALTER TABLE documents DROP CONSTRAINT documents_type_check`);
    await q.query(`
      ALTER TABLE documents ADD CONSTRAINT documents_type_check
        CHECK (type IN ('QUOTE_PROPOSAL', 'QUOTE_APPLICATION', 'COI', 'POLICY_SUMMARY'))`);
    await q.query(`DROP INDEX "IDX_signature_signers_owner"`);
    await q.query(`ALTER TABLE signature_signers DROP COLUMN owner_id`);
    await q.query(`DELETE FROM signature_packets WHERE kind = 'waiver'`);
    await q.query(`DROP INDEX "UQ_signature_packets_open"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_signature_packets_open" ON signature_packets (application_id) WHERE status <> 'voided'`,
    );
    await q.query(`ALTER TABLE signature_packets DROP COLUMN kind`);
  }
}
