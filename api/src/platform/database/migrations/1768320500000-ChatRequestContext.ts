import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff see of a chat request beyond its messages: the page of the web app the asker
 * started it on and the language they read it in (the assistant answers from the articles in
 * that language). The inbox lists requests by status and age.
 */
export class ChatRequestContext1768320500000 implements MigrationInterface {
  name = 'ChatRequestContext1768320500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE chat_requests
        ADD COLUMN asker_page varchar(300)
          CONSTRAINT chat_requests_asker_page_path CHECK (asker_page LIKE '/%'),
        ADD COLUMN asker_language varchar(2)
          CONSTRAINT chat_requests_asker_language_known CHECK (asker_language IN ('en', 'es'))`);
    await q.query(`
      CREATE INDEX chat_requests_status_idx ON chat_requests (status, updated_at)
        WHERE status <> 'closed'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX chat_requests_status_idx`);
    await q.query(`ALTER TABLE chat_requests DROP COLUMN asker_language, DROP COLUMN asker_page`);
  }
}
