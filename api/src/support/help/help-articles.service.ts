import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, helpTopicOf, type HelpTopic, type Language } from '@coverline/contracts';
import { AnnouncedCache } from '../../common/database/announced-cache';
import { PgNotifications } from '../../common/database/pg-notifications';
import { DomainException } from '../../common/errors/domain.exception';
import type { ArticleContent } from './article-files';
import {
  HelpArticlesRepository,
  type ArticleRow,
  type ArticleWithContent,
  type VersionRow,
} from './help-articles.repository';

/** Where every change to the help articles is announced (a trigger, when it commits). */
export const HELP_ARTICLES_CHANNEL = 'help_articles';

/** A published article as visitors, and the chat's index, read it. */
export interface HelpArticle extends ArticleContent {
  slug: string;
  language: Language;
  topic: HelpTopic;
  /** The version published. */
  version: number;
  updatedAt: Date;
}

/** An article as admins list it: its latest version, and which one visitors read. */
export interface HelpArticleDraft extends HelpArticle {
  id: string;
  latestVersion: number;
  publishedVersion: number | null;
  updatedByName: string | null;
}

/** What an admin's save changes; the coverage lines, states and related pages stay. */
export interface HelpArticleEdit {
  baseVersion: number;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  publish: boolean;
}

/** Raw HTML in a body: the page renders Markdown only, so such text would show as written. */
const RAW_HTML = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i;

const toArticle = (row: ArticleWithContent): HelpArticle => ({
  slug: row.slug,
  language: row.language,
  topic: helpTopicOf(row.slug),
  title: row.title,
  summary: row.summary,
  body: row.body,
  tags: row.tags,
  lines: row.lines,
  states: row.states,
  related: row.related,
  version: row.version,
  updatedAt: row.updatedAt,
});

/**
 * The help center's articles: what visitors read (held in process until a change is announced,
 * so every instance serves the same text moments after an admin publishes) and admins' edits, each a new version with who wrote it.
 *
 * Other modules read `published(language)` and follow `onChange` to rebuild what they derive.
 */
@Injectable()
export class HelpArticlesService {
  private readonly cache: AnnouncedCache<HelpArticle[]>;
  private readonly listeners = new Set<() => void>();

  constructor(
    @Inject(HelpArticlesRepository) private readonly repo: HelpArticlesRepository,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    this.cache = new AnnouncedCache(notifications, HELP_ARTICLES_CHANNEL);
    notifications.subscribe(HELP_ARTICLES_CHANNEL, {
      message: () => this.changed(),
      // Changes may have been missed while not listening: derived indexes rebuild.
      reset: () => this.changed(),
    });
  }

  /** Every published article of a language, by slug. */
  published(language: Language): Promise<HelpArticle[]> {
    return this.cache.get(language, async () =>
      (await this.repo.published(language)).map(toArticle),
    );
  }

  /**
   * Calls `listener` after any article changes (on any instance), and when changes may have
   * been missed. Answers the function that stops the calls.
   */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async article(slug: string, language: Language): Promise<HelpArticle> {
    const found = (await this.published(language)).find((a) => a.slug === slug);
    if (!found) throw new DomainException(ErrorCode.HelpArticleNotFound);
    return found;
  }

  async drafts(language: Language): Promise<HelpArticleDraft[]> {
    return (await this.repo.latest(language)).map((row) => ({
      ...toArticle(row),
      id: row.id,
      latestVersion: row.latestVersion,
      publishedVersion: row.publishedVersion,
      updatedByName: row.updatedByName,
    }));
  }

  /** An article's record and the content of its latest version, with every version listed. */
  async forAdmin(
    id: string,
  ): Promise<{ article: ArticleRow; latest: VersionRow; versions: VersionRow[] }> {
    const article = await this.existing(id);
    const versions = await this.repo.versions(id);
    return { article, latest: versions[0], versions };
  }

  async version(
    id: string,
    version: number,
  ): Promise<{ article: ArticleRow; version: VersionRow }> {
    const article = await this.existing(id);
    const found = await this.repo.version(id, version);
    if (!found) throw new DomainException(ErrorCode.HelpArticleVersionNotFound);
    return { article, version: found };
  }

  /** Saves an admin's edit as the next version, published at once when asked. */
  async save(id: string, edit: HelpArticleEdit, userId: string): Promise<number> {
    const content = checkedContent(edit);
    return this.repo.transaction(async (m) => {
      const article = await this.locked(id, m);
      if (article.latestVersion !== edit.baseVersion) {
        throw new DomainException(ErrorCode.HelpArticleChanged);
      }
      const latest = await this.repo.version(id, article.latestVersion, m);
      return this.repo.addVersion(
        m,
        id,
        { ...content, lines: latest!.lines, states: latest!.states, related: latest!.related },
        { origin: 'edit', createdBy: userId, publish: edit.publish },
      );
    });
  }

  /** Makes one version the one visitors read. */
  async publish(id: string, version: number): Promise<void> {
    await this.repo.transaction(async (m) => {
      await this.locked(id, m);
      if (!(await this.repo.version(id, version, m))) {
        throw new DomainException(ErrorCode.HelpArticleVersionNotFound);
      }
      await this.repo.publish(m, id, version);
    });
  }

  /** Copies an earlier version into a new one (history is never rewritten). */
  async restore(id: string, version: number, publish: boolean, userId: string): Promise<number> {
    return this.repo.transaction(async (m) => {
      await this.locked(id, m);
      const old = await this.repo.version(id, version, m);
      if (!old) throw new DomainException(ErrorCode.HelpArticleVersionNotFound);
      return this.repo.addVersion(m, id, old, {
        origin: 'restore',
        restoredFrom: version,
        createdBy: userId,
        publish,
      });
    });
  }

  private changed(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // One listener's failure does not keep the others from hearing of the change.
      }
    }
  }

  private async existing(id: string): Promise<ArticleRow> {
    const article = await this.repo.article(id);
    if (!article) throw new DomainException(ErrorCode.HelpArticleNotFound);
    return article;
  }

  private async locked(id: string, m: Parameters<HelpArticlesRepository['article']>[1]) {
    const article = await this.repo.article(id, m);
    if (!article) throw new DomainException(ErrorCode.HelpArticleNotFound);
    return article;
  }
}

/**
 * An edit's content, trimmed, or the refusal naming what is wrong: blank parts, a tag twice,
 * or raw HTML in the body.
 */
function checkedContent(
  edit: HelpArticleEdit,
): Pick<ArticleContent, 'title' | 'summary' | 'body' | 'tags'> {
  const problems: string[] = [];
  const title = edit.title.trim();
  const summary = edit.summary.trim();
  const body = edit.body.trim();
  const tags = edit.tags.map((t) => t.trim());
  if (!title) problems.push('The title is required.');
  if (!summary) problems.push('The summary is required.');
  if (!body) problems.push('The body is required.');
  if (tags.some((t) => !t)) problems.push('A tag is empty.');
  const lower = tags.map((t) => t.toLowerCase());
  if (new Set(lower).size !== lower.length) problems.push('A tag is listed twice.');
  if (RAW_HTML.test(body)) {
    problems.push('The body is Markdown: HTML tags are not allowed.');
  }
  if (problems.length) throw new DomainException(ErrorCode.HelpArticleContentInvalid, problems);
  return { title, summary, body, tags };
}
