/**
 * The help center's tables: `help_articles` (one per slug and language, with its latest and
 * published version numbers) and `help_article_versions` (every version, shipped or an admin's).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Language } from '@coverline/contracts';
import type { ArticleContent } from './article-files';

export type VersionOrigin = 'shipped' | 'edit' | 'restore';

/** What seeding needs to know of an article already stored. */
export interface StoredArticleState {
  id: string;
  slug: string;
  language: Language;
  latestVersion: number;
  publishedVersion: number | null;
  /** Whether every version is a shipped one: no admin has edited or restored it. */
  onlyShipped: boolean;
  shippedHashes: string[];
}

export interface ArticleRow {
  id: string;
  slug: string;
  language: Language;
  latestVersion: number;
  publishedVersion: number | null;
  updatedAt: Date;
}

/** A version's content with who wrote it and when. */
export interface VersionRow extends ArticleContent {
  version: number;
  origin: VersionOrigin;
  restoredFrom: number | null;
  createdAt: Date;
  createdByName: string | null;
}

/** An article with the content of one of its versions (the published one, or the latest). */
export interface ArticleWithContent extends ArticleRow, ArticleContent {
  version: number;
}

const CONTENT = `v.title, v.summary, v.body, v.tags, v.lines, v.states, v.related`;
const ARTICLE = `a.id, a.slug, a.language, a.latest_version AS "latestVersion",
  a.published_version AS "publishedVersion", a.updated_at AS "updatedAt"`;

const NAME = `CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END`;
const VERSION = `v.version, ${CONTENT}, v.origin, v.restored_from AS "restoredFrom",
  v.created_at AS "createdAt", ${NAME} AS "createdByName"`;

@Injectable()
export class HelpArticlesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Serialises seeding across instances starting together, for the transaction. */
  async lockSeeding(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('help_articles_seed'))`);
  }

  async storedStates(m: EntityManager | DataSource = this.db): Promise<StoredArticleState[]> {
    return m.query<StoredArticleState[]>(
      `SELECT a.id, a.slug, a.language, a.latest_version AS "latestVersion",
              a.published_version AS "publishedVersion",
              bool_and(v.origin = 'shipped') AS "onlyShipped",
              coalesce(array_agg(v.shipped_hash) FILTER (WHERE v.shipped_hash IS NOT NULL), '{}')
                AS "shippedHashes"
       FROM help_articles a JOIN help_article_versions v ON v.article_id = a.id
       GROUP BY a.id`,
    );
  }

  async insertArticle(m: EntityManager, slug: string, language: Language): Promise<string> {
    const rows = await m.query<Array<{ id: string }>>(
      `INSERT INTO help_articles (slug, language) VALUES ($1, $2) RETURNING id`,
      [slug, language],
    );
    return rows[0].id;
  }

  /** Adds the next version of an article and moves its latest (and, if asked, published) on. */
  async addVersion(
    m: EntityManager,
    articleId: string,
    content: ArticleContent,
    meta: {
      origin: VersionOrigin;
      shippedHash?: string;
      restoredFrom?: number;
      createdBy?: string | null;
      publish: boolean;
    },
  ): Promise<number> {
    const rows = await m.query<Array<{ version: number }>>(
      `WITH moved AS (
         UPDATE help_articles
         SET latest_version = latest_version + 1,
             published_version = CASE WHEN $2 THEN latest_version + 1 ELSE published_version END,
             updated_at = now()
         WHERE id = $1 RETURNING latest_version
       )
       SELECT latest_version AS version FROM moved`,
      [articleId, meta.publish],
    );
    const version = rows[0].version;
    await m.query(
      `INSERT INTO help_article_versions
         (article_id, version, title, summary, body, tags, lines, states, related, origin,
          shipped_hash, restored_from, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        articleId,
        version,
        content.title,
        content.summary,
        content.body,
        content.tags,
        content.lines,
        content.states,
        content.related,
        meta.origin,
        meta.shippedHash ?? null,
        meta.restoredFrom ?? null,
        meta.createdBy ?? null,
      ],
    );
    return version;
  }

  async publish(m: EntityManager, articleId: string, version: number): Promise<void> {
    await m.query(
      `UPDATE help_articles SET published_version = $2, updated_at = now() WHERE id = $1`,
      [articleId, version],
    );
  }

  /** Every published article of a language, with its published content, by slug. */
  published(language: Language): Promise<ArticleWithContent[]> {
    return this.db.query<ArticleWithContent[]>(
      `SELECT ${ARTICLE}, v.version, ${CONTENT}
       FROM help_articles a
       JOIN help_article_versions v ON v.article_id = a.id AND v.version = a.published_version
       WHERE a.language = $1
       ORDER BY a.slug`,
      [language],
    );
  }

  /** Every article of a language with its latest content, for admins. */
  latest(
    language: Language,
  ): Promise<Array<ArticleWithContent & { updatedByName: string | null }>> {
    return this.db.query(
      `SELECT ${ARTICLE}, v.version, ${CONTENT}, ${NAME} AS "updatedByName"
       FROM help_articles a
       JOIN help_article_versions v ON v.article_id = a.id AND v.version = a.latest_version
       LEFT JOIN users u ON u.id = v.created_by
       WHERE a.language = $1
       ORDER BY a.slug`,
      [language],
    );
  }

  /** The article, locked for the transaction's change when a manager is given. */
  async article(id: string, m?: EntityManager): Promise<ArticleRow | null> {
    const rows = await (m ?? this.db).query<ArticleRow[]>(
      `SELECT ${ARTICLE} FROM help_articles a WHERE a.id = $1 ${m ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async version(
    articleId: string,
    version: number,
    m: EntityManager | DataSource = this.db,
  ): Promise<VersionRow | null> {
    const rows = await m.query<VersionRow[]>(
      `SELECT ${VERSION} FROM help_article_versions v LEFT JOIN users u ON u.id = v.created_by
       WHERE v.article_id = $1 AND v.version = $2`,
      [articleId, version],
    );
    return rows[0] ?? null;
  }

  /** Every version of an article, newest first. */
  versions(articleId: string): Promise<VersionRow[]> {
    return this.db.query<VersionRow[]>(
      `SELECT ${VERSION} FROM help_article_versions v LEFT JOIN users u ON u.id = v.created_by
       WHERE v.article_id = $1 ORDER BY v.version DESC`,
      [articleId],
    );
  }
}
