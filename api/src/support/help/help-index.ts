/**
 * The help search the assistant answers from: BM25+ over the help articles (MiniSearch) with the
 * title and tags weighing most, then the summary, then the body; fuzzy matching for misspellings
 * and prefixes for cut words; articles about the state or line the question names first. The
 * best article's paragraphs are ranked in turn, so the answer quotes its best sentences. One
 * index per language. Pure: no Nest, no database.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import {
  detectLines,
  detectStates,
  HELP_LANGUAGES,
  LINE_WORDS,
  stateNames,
  fold,
  termsOf,
  termsOfText,
  withPhrases,
  words,
  type HelpLanguage,
  type HelpLine,
} from './help-text';

/** An article as the index reads it (the help module's published article). */
export interface HelpArticleText {
  slug: string;
  title: string;
  summary: string;
  lines: readonly string[];
  states: readonly string[];
  tags: readonly string[];
  /** Markdown body, paragraphs apart by blank lines. */
  body: string;
}

export interface HelpPassage {
  slug: string;
  /** Position of the paragraph in the article, from 0. */
  index: number;
  text: string;
}

export interface HelpHit {
  slug: string;
  title: string;
  summary: string;
  /** The article's score after the state and line boosts. */
  score: number;
  /** Share of the question's search terms the article contains (0 to 1). */
  coverage: number;
  /**
   * The same share with each term weighed by how rare it is among the articles (a word no
   * article holds weighs most): "hire an employee" matches on "employee" alone, a word most
   * articles hold, so little of the question is answered.
   */
  weightedCoverage: number;
  /** The article's paragraph that answers best. */
  passage: HelpPassage;
  /** The passage's best sentences, in the article's order. */
  quote: string;
}

export interface HelpRanking {
  language: HelpLanguage;
  states: string[];
  lines: HelpLine[];
  hits: HelpHit[];
}

/**
 * The confidence bar, tuned on the evaluation set: below this score, or this share of the
 * question's terms, the articles do not answer the question and a person is asked for.
 */
export const HELP_MIN_SCORE = 10;
export const HELP_MIN_COVERAGE = 0.3;
/**
 * The share of the question's weight (rare words weigh most) the article must hold: a question
 * whose telling words no article has ("hire", "taxes", "landlord") is not answered by an
 * article sharing only its common ones ("employee", "policy").
 */
export const HELP_MIN_WEIGHTED_COVERAGE = 0.3;

/** Field weights: what an article is called and tagged with says most about it. */
const BOOST = { title: 3, tags: 3, summary: 1.5, body: 1 };
/** An article for the state the question names, one for its line, one for neither. */
const STATE_MATCH = 2.2;
const STATE_OTHER = 0.5;
const LINE_MATCH = 1.5;
const LINE_OTHER = 0.6;
/** Weight of the words that name the line the question is about ("workers comp"). */
const LINE_WORD_WEIGHT = 0.25;

interface ArticleDoc {
  id: string;
  title: string;
  tags: string;
  summary: string;
  body: string;
  states: readonly string[];
  lines: readonly string[];
}

interface PassageDoc {
  id: string;
  slug: string;
  index: number;
  text: string;
}

/** A Markdown paragraph as plain text: heading and list marks and link targets out. */
function plainParagraph(p: string): string {
  return p
    .split('\n')
    .map((l) => l.replace(/^\s*(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/, '').trim())
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .trim();
}

const blocks = (body: string) => body.replace(/\r\n/g, '\n').split(/\n\s*\n/);

/** Paragraphs of a Markdown body, as plain text: headings, list marks and link targets out. */
export function paragraphs(body: string): string[] {
  return (
    blocks(body)
      // A heading alone says what follows; it answers nothing itself.
      .filter((p) => !/^\s*#{1,6}\s[^\n]*$/.test(p))
      .map(plainParagraph)
      .filter((p) => p.length > 0)
  );
}

/** The paragraphs (as plain text) that hold a list: a list answers whole, not by sentences. */
function listParagraphs(body: string): string[] {
  return blocks(body)
    .filter((p) => /^\s*([-*+]|\d+\.)\s/m.test(p))
    .map(plainParagraph);
}

/** The longest list an answer quotes whole; a longer one is quoted by its best sentences. */
const LIST_QUOTE_MAX = 700;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z¿¡0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);

function fuzzy(term: string): number | boolean {
  return term.length >= 5 ? 0.2 : false;
}

function options(language: HelpLanguage, passages = false) {
  return {
    tokenize: (text: string) => words(text),
    processTerm: (term: string) => {
      const t = termsOf(term, language, passages);
      return t.length ? t : null;
    },
  };
}

const searchOptions = (terms: number): SearchOptions => ({
  combineWith: 'OR',
  fuzzy: (term) => fuzzy(term),
  prefix: (term) => term.length >= 5,
  weights: { fuzzy: 0.35, prefix: 0.4 },
  // Long questions: many weak words must not outweigh the few that name the subject.
  ...(terms > 12 ? { maxFuzzy: 2 } : {}),
});

class LanguageIndex {
  private readonly articles: MiniSearch<ArticleDoc>;
  /** Each article's paragraphs in an index of their own: ranking them reads only those. */
  private readonly passageIndexes = new Map<string, MiniSearch<PassageDoc>>();
  private readonly bySlug = new Map<string, HelpArticleText>();
  private readonly passagesOf = new Map<string, HelpPassage[]>();
  private readonly lists = new Set<string>();
  /** How many articles hold each search term. */
  private readonly articlesWith = new Map<string, number>();

  constructor(
    readonly language: HelpLanguage,
    source: readonly HelpArticleText[],
  ) {
    this.articles = new MiniSearch<ArticleDoc>({
      fields: ['title', 'tags', 'summary', 'body'],
      storeFields: ['states', 'lines'],
      ...options(language),
    });
    const docs: ArticleDoc[] = [];
    for (const a of source) {
      if (this.bySlug.has(a.slug)) continue;
      this.bySlug.set(a.slug, a);
      docs.push({
        id: a.slug,
        title: a.title,
        tags: a.tags.join(' '),
        summary: a.summary,
        body: a.body,
        states: a.states.map((s) => s.toUpperCase()),
        lines: a.lines.map((l) => l.toLowerCase()),
      });
      const held = new Set(
        termsOfText([a.title, a.tags.join(' '), a.summary, a.body].join(' '), language),
      );
      for (const t of held) this.articlesWith.set(t, (this.articlesWith.get(t) ?? 0) + 1);
      for (const text of listParagraphs(a.body)) this.lists.add(text);
      const list = paragraphs(a.body).map((text, index) => ({ slug: a.slug, index, text }));
      this.passagesOf.set(a.slug, list);
      const passages = new MiniSearch<PassageDoc>({
        fields: ['text'],
        storeFields: ['slug', 'index', 'text'],
        ...options(language),
      });
      passages.addAll(list.map((p) => ({ id: `${a.slug}#${p.index}`, ...p })));
      this.passageIndexes.set(a.slug, passages);
    }
    this.articles.addAll(docs);
  }

  get size(): number {
    return this.bySlug.size;
  }

  has(slug: string): boolean {
    return this.bySlug.has(slug);
  }

  search(asked: string, limit: number): HelpRanking {
    const states = detectStates(asked);
    const lines = detectLines(asked);
    const question = withPhrases(asked, this.language);
    const terms = [...new Set(termsOfText(question, this.language))];
    const result: HelpRanking = { language: this.language, states, lines, hits: [] };
    if (terms.length === 0) return result;
    const lineWords = LINE_WORDS[this.language];
    const weigh = (list: string[]) => list.reduce((sum, t) => sum + this.rarity(t), 0);
    const boost = (stored: Record<string, unknown> | undefined) => {
      let factor = 1;
      const docStates = (stored?.states as string[] | undefined) ?? [];
      const docLines = (stored?.lines as string[] | undefined) ?? [];
      if (states.length && docStates.length) {
        factor *= docStates.some((s) => states.includes(s)) ? STATE_MATCH : STATE_OTHER;
      }
      if (lines.length && docLines.length) {
        factor *= docLines.some((l) => (lines as string[]).includes(l)) ? LINE_MATCH : LINE_OTHER;
      }
      return factor;
    };
    const found = this.articles.search(question, {
      ...searchOptions(terms.length),
      boost: BOOST,
      boostTerm: (term) => (lines.length && lineWords.has(term) ? LINE_WORD_WEIGHT : 1),
      boostDocument: (_id, _term, stored) => boost(stored),
    });
    for (const r of found.slice(0, limit)) {
      const slug = String(r.id);
      const article = this.bySlug.get(slug)!;
      const matched = new Set(r.queryTerms);
      const passage = this.bestPassage(slug, question, states, lines.length > 0);
      result.hits.push({
        slug,
        title: article.title,
        summary: article.summary,
        score: r.score,
        coverage: matched.size / terms.length,
        weightedCoverage: weigh(terms.filter((t) => matched.has(t))) / weigh(terms),
        passage,
        quote: this.quote(passage.text, terms),
      });
    }
    return result;
  }

  /** BM25's inverse document frequency of a term over the articles. */
  private rarity(term: string): number {
    const n = this.articlesWith.get(term) ?? 0;
    return Math.log(1 + (this.bySlug.size - n + 0.5) / (n + 0.5));
  }

  /**
   * The article's paragraph that best matches the question; its first when none does. The
   * opening paragraphs (where an article answers) and those naming the question's state come
   * first; the words naming the line weigh little, as in the article search.
   */
  private bestPassage(
    slug: string,
    question: string,
    states: string[],
    lineNamed: boolean,
  ): HelpPassage {
    const list = this.passagesOf.get(slug) ?? [];
    const names = states.flatMap(stateNames);
    const lineWords = LINE_WORDS[this.language];
    const found =
      this.passageIndexes.get(slug)?.search(question, {
        ...searchOptions(0),
        // Only the question's words are expanded: "get" asks for the paragraph on requesting.
        processTerm: options(this.language, true).processTerm,
        boostTerm: (term) => (lineNamed && lineWords.has(term) ? LINE_WORD_WEIGHT : 1),
        boostDocument: (_id, _term, stored) => {
          const index = Number(stored?.index ?? 0);
          const text = ` ${fold(String(stored?.text ?? '')).replace(/[^a-z0-9]+/g, ' ')} `;
          const opening = index === 0 ? 1.3 : index === 1 ? 1.1 : 1;
          return names.some((n) => text.includes(` ${n} `)) ? opening * 1.5 : opening;
        },
      }) ?? [];
    const best = found[0];
    if (best) return { slug, index: Number(best.index), text: String(best.text) };
    return list[0] ?? { slug, index: 0, text: this.bySlug.get(slug)?.summary ?? '' };
  }

  /**
   * Up to two sentences of the paragraph, the ones sharing most terms with the question; a
   * short list whole (the steps to report a claim, the carriers we quote).
   */
  private quote(text: string, terms: string[]): string {
    const all = sentences(text);
    if (all.length <= 2) return text;
    if (this.lists.has(text) && text.length <= LIST_QUOTE_MAX) return text;
    const wanted = new Set(terms);
    const scored = all.map((s, i) => ({
      i,
      s,
      n: new Set(termsOfText(s, this.language).filter((t) => wanted.has(t))).size,
    }));
    const top = [...scored].sort((a, b) => b.n - a.n || a.i - b.i).slice(0, 2);
    return top
      .sort((a, b) => a.i - b.i)
      .map((x) => x.s)
      .join(' ');
  }
}

/** The help articles of every language, searchable. */
export class HelpIndex {
  private readonly byLanguage = new Map<HelpLanguage, LanguageIndex>();

  constructor(articles: Partial<Record<HelpLanguage, readonly HelpArticleText[]>>) {
    for (const language of HELP_LANGUAGES) {
      this.byLanguage.set(language, new LanguageIndex(language, articles[language] ?? []));
    }
  }

  /** Whether the language has the article. */
  has(slug: string, language: HelpLanguage): boolean {
    return this.byLanguage.get(language)?.has(slug) ?? false;
  }

  /** Articles in the language, or 0. */
  size(language: HelpLanguage): number {
    return this.byLanguage.get(language)?.size ?? 0;
  }

  /**
   * The best articles for the question, best first, in the asker's language; English when that
   * language has no articles yet.
   */
  search(question: string, language: HelpLanguage = 'en', limit = 3): HelpRanking {
    const index =
      this.size(language) > 0 ? this.byLanguage.get(language)! : this.byLanguage.get('en')!;
    return index.search(question, limit);
  }
}

/** Whether the best hit clears the confidence bar. */
export function confident(hit: HelpHit | undefined): hit is HelpHit {
  return (
    !!hit &&
    hit.score >= HELP_MIN_SCORE &&
    hit.coverage >= HELP_MIN_COVERAGE &&
    hit.weightedCoverage >= HELP_MIN_WEIGHTED_COVERAGE
  );
}

/** Where an article is read in the web app. */
export const helpLink = (slug: string) => `/help/${slug}`;
