import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, helpSearchWords, HelpLimits, type Language } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { HelpArticlesService, type HelpArticle } from './help-articles.service';
import { HelpIndexService } from './help-index.service';

/**
 * A match scoring under this share of the best one only mentions a word of the query in
 * passing: the page leaves it out rather than list every article.
 */
const RELATIVE_MIN_SCORE = 0.15;

export interface HelpSearchResult {
  article: HelpArticle;
  score: number;
  /** The sentences of the article's best paragraph, the ones the chat would quote. */
  excerpt: string;
}

/**
 * The help center page's search: the assistant's ranking of the published articles, the
 * articles that match well listed (the page shows matches, it does not decide an answer, so no
 * confidence bar), each with the sentences the assistant would quote.
 */
@Injectable()
export class HelpSearchService {
  constructor(
    @Inject(HelpArticlesService) private readonly articles: HelpArticlesService,
    @Inject(HelpIndexService) private readonly index: HelpIndexService,
  ) {}

  async search(query: string, language: Language): Promise<HelpSearchResult[]> {
    if (helpSearchWords(query).length === 0) throw new DomainException(ErrorCode.HelpSearchInvalid);
    const found = (await this.index.current()).search(query, language, HelpLimits.resultsMax);
    const bySlug = new Map((await this.articles.published(found.language)).map((a) => [a.slug, a]));
    // An article unpublished since the index was built is left out until the rebuild.
    const best = found.hits[0]?.score ?? 0;
    return found.hits.flatMap((hit) => {
      const article = bySlug.get(hit.slug);
      return article && hit.score >= best * RELATIVE_MIN_SCORE
        ? [{ article, score: hit.score, excerpt: hit.quote }]
        : [];
    });
  }
}
