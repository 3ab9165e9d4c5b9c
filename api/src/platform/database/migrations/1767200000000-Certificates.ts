import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Certificates of insurance requested for bound policies: the insured, the holder, job
 * locations and waiver parties as asked, whether it is issued or waits for staff, and the PDF
 * in use.
 */
export class Certificates1767200000000 implements MigrationInterface {
  name = 'Certificates1767200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL CHECK (status IN ('issued', 'pending')),
        insured_name varchar(200) NOT NULL,
        insured_dba varchar(200),
        insured_address jsonb NOT NULL,
        holder_name varchar(200) NOT NULL,
        holder_address jsonb NOT NULL,
        holder_email varchar(254),
        job_locations jsonb NOT NULL DEFAULT '[]',
        additional_insured boolean NOT NULL DEFAULT false,
        waiver_of_subrogation boolean NOT NULL DEFAULT false,
        waiver_parties jsonb NOT NULL DEFAULT '[]',
        description_of_operations varchar(1000),
        document_id uuid REFERENCES documents(id) ON DELETE SET NULL,
        requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
        issued_by uuid REFERENCES users(id) ON DELETE SET NULL,
        issued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status = 'pending' OR (issued_at IS NOT NULL AND document_id IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX "IDX_certificates_application" ON certificates (application_id, created_at)`,
    );
    await q.query(`CREATE INDEX "IDX_certificates_created" ON certificates (created_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE certificates`);
  }
}
