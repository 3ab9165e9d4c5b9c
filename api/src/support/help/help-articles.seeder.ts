import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { loadShippedArticles, type ShippedArticle } from './article-files';
import { HelpArticlesRepository, type StoredArticleState } from './help-articles.repository';

const key = (slug: string, language: string) => `${language}/${slug}`;

/**
 * Brings the articles shipped with the product into the database, as the reference data
 * seeder does its sets: a file not seen before (by the hash of its text) is inserted as a new
 * shipped version. It becomes the published one only while nobody has edited the article: an
 * admin's edits are never overwritten, and the newer shipped text waits in the article's
 * history, where the admin can restore it. A restart with nothing new costs one query;
 * instances starting together take turns on an advisory lock and find nothing left to do.
 */
@Injectable()
export class HelpArticlesSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(@Inject(HelpArticlesRepository) private readonly repo: HelpArticlesRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed(loadShippedArticles());
  }

  /** Seeds the shipped articles; answers how many versions it added. */
  async seed(shipped: ShippedArticle[]): Promise<number> {
    if (pending(shipped, await this.repo.storedStates()).length === 0) return 0;
    const added = await this.repo.transaction(async (m) => {
      await this.repo.lockSeeding(m);
      const stored = await this.repo.storedStates(m);
      const byKey = new Map(stored.map((s) => [key(s.slug, s.language), s]));
      const todo = pending(shipped, stored);
      for (const article of todo) {
        const state = byKey.get(key(article.slug, article.language));
        const id = state?.id ?? (await this.repo.insertArticle(m, article.slug, article.language));
        await this.repo.addVersion(m, id, article, {
          origin: 'shipped',
          shippedHash: article.hash,
          publish: !state || state.onlyShipped,
        });
      }
      return todo.length;
    });
    if (added > 0) this.logger.log(`Seeded ${added} help article versions`);
    return added;
  }
}

/** The shipped files whose text the database does not hold yet. */
function pending(shipped: ShippedArticle[], stored: StoredArticleState[]): ShippedArticle[] {
  const hashes = new Map(stored.map((s) => [key(s.slug, s.language), new Set(s.shippedHashes)]));
  return shipped.filter((a) => !hashes.get(key(a.slug, a.language))?.has(a.hash));
}
