import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The help center's articles, one per slug and language, and every version of each: the
 * versions shipped with the product (seeded from `support/help/articles`) and admins' edits,
 * each with who wrote it and when. `published_version` is the version visitors read.
 *
 * Every change is announced on the `help_articles` channel once per statement when its
 * transaction commits, so each API instance drops what it holds and the chat's index rebuilds.
 */
export class HelpArticles1768310000000 implements MigrationInterface {
  name = 'HelpArticles1768310000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE help_articles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(100) NOT NULL,
        language varchar(2) NOT NULL CONSTRAINT help_articles_language_known
          CHECK (language IN ('en', 'es')),
        latest_version int NOT NULL DEFAULT 0,
        published_version int,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT help_articles_slug_language UNIQUE (slug, language),
        CONSTRAINT help_articles_published_known
          CHECK (published_version IS NULL OR published_version BETWEEN 1 AND latest_version)
      )`);
    await q.query(`
      CREATE TABLE help_article_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        article_id uuid NOT NULL REFERENCES help_articles(id) ON DELETE CASCADE,
        version int NOT NULL CHECK (version >= 1),
        title varchar(200) NOT NULL,
        summary varchar(500) NOT NULL,
        body text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        lines text[] NOT NULL DEFAULT '{}',
        states text[] NOT NULL DEFAULT '{}',
        related text[] NOT NULL DEFAULT '{}',
        origin varchar(10) NOT NULL CHECK (origin IN ('shipped', 'edit', 'restore')),
        shipped_hash char(64),
        restored_from int,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT help_article_versions_number UNIQUE (article_id, version),
        CONSTRAINT help_article_versions_shipped_hash
          CHECK ((origin = 'shipped') = (shipped_hash IS NOT NULL))
      )`);
    await q.query(`
      CREATE FUNCTION help_articles_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('help_articles', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of ['help_articles', 'help_article_versions']) {
      await q.query(`
        CREATE TRIGGER ${table}_notify
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION help_articles_notify()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE help_article_versions`);
    await q.query(`DROP TABLE help_articles`);
    await q.query(`DROP FUNCTION help_articles_notify()`);
  }
}
