import { helpSearchWords, HelpLimits } from '@coverline/contracts';
import type { ArticleContent } from './article-files';

/** How much a word found in each part of an article counts. */
const WEIGHTS = { title: 5, tags: 4, summary: 3, body: 1 } as const;

export interface SearchHit<A> {
  article: A;
  score: number;
  /** The first paragraph of the body that holds a word searched for, else the summary. */
  excerpt: string;
}

interface Indexed<A> {
  article: A;
  parts: Array<{ weight: number; words: Set<string> }>;
  paragraphs: Array<{ text: string; words: string[] }>;
}

/** A query word found in a set of words: whole, or as the start of a word (3 letters and up). */
function found(word: string, words: Iterable<string>): boolean {
  for (const w of words) {
    if (w === word || (word.length >= 3 && w.startsWith(word))) return true;
  }
  return false;
}

/** Markdown's marks left out of an excerpt, which the page shows as plain text. */
function plain(paragraph: string): string {
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A simple search of published articles for the help center's page: every word of the query
 * is looked for in the title, tags, summary and body; an article holding more of the words
 * comes first, then the one where they sit in weightier parts. Accents and case do not count.
 */
export function searchArticles<
  A extends Pick<ArticleContent, 'title' | 'summary' | 'tags' | 'body'>,
>(
  articles: readonly A[],
  query: string,
  limit: number = HelpLimits.resultsMax,
): Array<SearchHit<A>> {
  const wanted = [...new Set(helpSearchWords(query))];
  if (wanted.length === 0) return [];
  const indexed: Array<Indexed<A>> = articles.map((article) => ({
    article,
    parts: [
      { weight: WEIGHTS.title, words: new Set(helpSearchWords(article.title)) },
      { weight: WEIGHTS.tags, words: new Set(helpSearchWords(article.tags.join(' '))) },
      { weight: WEIGHTS.summary, words: new Set(helpSearchWords(article.summary)) },
      { weight: WEIGHTS.body, words: new Set(helpSearchWords(article.body)) },
    ],
    paragraphs: article.body
      .split(/\n\s*\n/)
      .map((p) => ({ text: plain(p), words: helpSearchWords(p) })),
  }));
  const hits: Array<SearchHit<A> & { matched: number }> = [];
  for (const entry of indexed) {
    let score = 0;
    let matched = 0;
    for (const word of wanted) {
      const weights = entry.parts.filter((p) => found(word, p.words)).map((p) => p.weight);
      if (weights.length === 0) continue;
      matched += 1;
      score += weights.reduce((a, b) => a + b, 0);
    }
    if (matched === 0) continue;
    const paragraph = entry.paragraphs.find((p) => wanted.some((w) => found(w, p.words)));
    hits.push({
      article: entry.article,
      score,
      matched,
      excerpt: paragraph?.text ?? entry.article.summary,
    });
  }
  return hits
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        b.score - a.score ||
        a.article.title.localeCompare(b.article.title),
    )
    .slice(0, limit)
    .map(({ article, score, excerpt }) => ({ article, score, excerpt }));
}
