/**
 * Ranking of the published texts the assistant answers from: Okapi BM25 over words, with a light
 * English stemmer and the coverage abbreviations spelled out, so "what does GL cover" finds the
 * general liability page. Pure: no Nest, no database.
 */
import { stem } from '../../help';

export interface KnowledgeDocument {
  id: string;
  /** Shown as the source's title. */
  title: string;
  /** The text quoted back to the asker as the source. */
  text: string;
  /** Extra words that find the document but are not shown (codes, synonyms). */
  keywords?: string;
  /** What the ranking reads instead of `text`, when the shown text has words that mislead it. */
  searchText?: string;
  /**
   * A list of exclusions (true) or of what is included (false): the one that matches whether the
   * question asks what is *not* covered ranks first.
   */
  exclusions?: boolean;
}

export interface RetrievalHit {
  document: KnowledgeDocument;
  score: number;
  /** Share of the question's meaningful words the document contains (0 to 1). */
  coverage: number;
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from has have how i if in into is it ' +
    'its me my of on or our so than that the their them then there these they this to us was we ' +
    'were what when where which who whom why will with would you your yours about please tell ' +
    'know want need am any some get got give much many also just like should'
  ).split(' '),
);

/** Abbreviations people type for the coverages, spelled as the texts spell them. */
const EXPANSIONS: Record<string, string> = {
  gl: 'general liability',
  wc: 'workers compensation',
  bop: 'business owners policy',
  cyber: 'cyber liability',
  comp: 'compensation',
  isnt: 'not',
  arent: 'not',
  doesnt: 'not',
  dont: 'not',
  wont: 'not',
  exclude: 'not',
  excluded: 'not',
  excludes: 'not',
  exclusion: 'not',
  exclusions: 'not',
  coi: 'certificate insurance',
};

/** Lower-cased, stemmed words without stop words; abbreviations are expanded. */
export function tokenize(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2019']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    const expanded = EXPANSIONS[word];
    for (const w of expanded ? expanded.split(' ') : [word]) {
      if (!STOP_WORDS.has(w)) out.push(stem(w));
    }
  }
  return out;
}

const K1 = 1.2;
const B = 0.75;

interface IndexedDocument {
  document: KnowledgeDocument;
  length: number;
  frequencies: Map<string, number>;
}

export class KnowledgeIndex {
  private readonly docs: IndexedDocument[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: readonly KnowledgeDocument[]) {
    this.docs = documents.map((document) => {
      // The title counts twice: a page about the thing asked for beats one that mentions it.
      const tokens = tokenize(
        `${document.title} ${document.title} ${document.searchText ?? document.text} ${document.keywords ?? ''}`,
      );
      const frequencies = new Map<string, number>();
      for (const t of tokens) frequencies.set(t, (frequencies.get(t) ?? 0) + 1);
      for (const t of frequencies.keys()) {
        this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      }
      return { document, length: tokens.length, frequencies };
    });
    const total = this.docs.reduce((sum, d) => sum + d.length, 0);
    this.averageLength = this.docs.length ? total / this.docs.length : 1;
  }

  get size(): number {
    return this.docs.length;
  }

  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** The best matches, best first; documents sharing no word with the question are left out. */
  search(question: string, limit = 3): RetrievalHit[] {
    const terms = [...new Set(tokenize(question))];
    if (terms.length === 0) return [];
    const negative = terms.includes('not');
    const hits: RetrievalHit[] = [];
    for (const doc of this.docs) {
      let score = 0;
      let matched = 0;
      for (const term of terms) {
        const f = doc.frequencies.get(term);
        if (!f) continue;
        matched += 1;
        const norm = f + K1 * (1 - B + (B * doc.length) / this.averageLength);
        score += (this.idf(term) * (f * (K1 + 1))) / norm;
      }
      if (matched === 0) continue;
      const polarity = doc.document.exclusions;
      if (polarity !== undefined && polarity !== negative) score /= 2;
      hits.push({ document: doc.document, score, coverage: matched / terms.length });
    }
    hits.sort((a, b) => b.score - a.score || a.document.id.localeCompare(b.document.id));
    return hits.slice(0, limit);
  }
}
