import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail attachments are named by file-storage key, file name and content type, so mail needs no
 * other table to send them. Rows written before keep their documents' files; a document that no
 * longer exists keeps a key that names no file, so its mail fails as it did before.
 */
export class MailAttachmentsByStorageKey1767952951000 implements MigrationInterface {
  name = 'MailAttachmentsByStorageKey1767952951000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`
      UPDATE mail_outbox o
         SET attachments = (
           SELECT jsonb_agg(
                    jsonb_build_object(
                      'storageKey', COALESCE(d.storage_key, 'missing/' || a.id || '.bin'),
                      'fileName', COALESCE(d.file_name, a.id::text),
                      'contentType', COALESCE(d.content_type, 'application/octet-stream')
                    ) ORDER BY a.n)
             FROM unnest(o.attachment_document_ids) WITH ORDINALITY AS a(id, n)
             LEFT JOIN documents d ON d.id = a.id)
       WHERE cardinality(o.attachment_document_ids) > 0`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN attachment_document_ids`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE mail_outbox ADD COLUMN attachment_document_ids uuid[] NOT NULL DEFAULT '{}'`,
    );
    await q.query(`
      UPDATE mail_outbox o
         SET attachment_document_ids = ARRAY(
           SELECT d.id
             FROM jsonb_array_elements(o.attachments) WITH ORDINALITY AS a(file, n)
             JOIN documents d ON d.storage_key = a.file->>'storageKey'
            ORDER BY a.n)
       WHERE jsonb_array_length(o.attachments) > 0`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN attachments`);
  }
}
