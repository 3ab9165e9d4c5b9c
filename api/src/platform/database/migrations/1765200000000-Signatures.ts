import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signature packets: an application's documents sent to its owners and officers for signing, one
 * row per signer with the record of their signature. At most one packet per application is out
 * at a time; voided ones stay for the record.
 */
export class Signatures1765200000000 implements MigrationInterface {
  name = 'Signatures1765200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE signature_packets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        provider varchar(32) NOT NULL,
        provider_packet_id varchar(128),
        business_name varchar(200) NOT NULL,
        documents jsonb NOT NULL CHECK (jsonb_typeof(documents) = 'array'),
        status varchar(16) NOT NULL DEFAULT 'sent'
          CHECK (status IN ('sent', 'completed', 'voided')),
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        voided_at timestamptz,
        CONSTRAINT "CHK_signature_packets_completed" CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
        CONSTRAINT "CHK_signature_packets_voided" CHECK ((status = 'voided') = (voided_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX "IDX_signature_packets_application" ON signature_packets (application_id, created_at)`,
    );
    // Voided packets stay for the record; any other one is the application's packet.
    await q.query(
      `CREATE UNIQUE INDEX "UQ_signature_packets_open" ON signature_packets (application_id) WHERE status <> 'voided'`,
    );
    await q.query(`
      CREATE TABLE signature_signers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        packet_id uuid NOT NULL REFERENCES signature_packets(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        title varchar(100) NOT NULL,
        token_hash char(64),
        token_expires_at timestamptz,
        sent_at timestamptz NOT NULL,
        viewed_at timestamptz,
        signed_at timestamptz,
        typed_name varchar(200),
        consent boolean,
        signed_ip varchar(64),
        signed_user_agent varchar(512),
        CONSTRAINT "UQ_signature_signers_position" UNIQUE (packet_id, position),
        CONSTRAINT "CHK_signature_signers_signed" CHECK (signed_at IS NULL OR (typed_name IS NOT NULL AND consent))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_signature_signers_token" ON signature_signers (token_hash) WHERE token_hash IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE signature_signers`);
    await q.query(`DROP TABLE signature_packets`);
  }
}
