import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents of an application: generated PDFs (proposal, ACORD 130 application, policy summary)
 * and staff uploads (proposal, application, certificate). The bytes live in file storage under
 * `storage_key`; the row says what they are and whether they are the current one.
 */
export class Documents1765000000000 implements MigrationInterface {
  name = 'Documents1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid REFERENCES applications(id) ON DELETE CASCADE,
        type varchar(20) NOT NULL CHECK (type IN ('QUOTE_PROPOSAL', 'QUOTE_APPLICATION', 'COI',
          'POLICY_SUMMARY')),
        storage_key varchar(200) NOT NULL,
        file_name varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        size_bytes int NOT NULL CHECK (size_bytes >= 0),
        sha256 char(64) NOT NULL,
        active boolean NOT NULL DEFAULT true,
        source varchar(10) NOT NULL CHECK (source IN ('generated', 'uploaded')),
        uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_documents_storage_key" ON documents (storage_key)`);
    await q.query(
      `CREATE INDEX "IDX_documents_application" ON documents (application_id, type, created_at)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE documents`);
  }
}
