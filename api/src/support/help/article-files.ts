import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  COVERAGE_TYPES,
  HELP_SLUG_PATTERN,
  HelpLimits,
  isUsStateCode,
  Language,
  LANGUAGES,
} from '@coverline/contracts';

/** Where the articles shipped with the product are: English here, other languages in a folder each. */
export const ARTICLES_DIR = join(__dirname, 'articles');

/** What an article says, as its file or a version of it holds it. */
export interface ArticleContent {
  title: string;
  summary: string;
  body: string;
  tags: string[];
  /** Coverage lines it is about (wc, gl, bop, cyber); empty for general articles. */
  lines: string[];
  /** State codes it is specific to; empty for every state. */
  states: string[];
  /** The product's pages (routes) it explains. */
  related: string[];
}

/** An article file as shipped: its slug and language, content and a hash of the file. */
export interface ShippedArticle extends ArticleContent {
  slug: string;
  language: Language;
  /** SHA-256 of the file's text: a changed file is a new shipped version. */
  hash: string;
  file: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function stringList(value: unknown, field: string, file: string): string[] {
  if (value === undefined || value === null) return [];
  if (
    !Array.isArray(value) ||
    !value.every((v) => typeof v === 'string' || typeof v === 'number')
  ) {
    throw new Error(`${file}: ${field} must be a list of words`);
  }
  return value.map((v) => String(v).trim()).filter((v) => v.length > 0);
}

function text(value: unknown, field: string, file: string, max: number): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: ${field} is required`);
  if (value.trim().length > max) throw new Error(`${file}: ${field} is over ${max} characters`);
  return value.trim();
}

/**
 * Reads one article file: a YAML front matter block (slug, title, summary, lines, states, tags,
 * related) and a Markdown body. Throws with the file's name on anything that does not fit, so
 * a broken file stops the build's tests rather than reaching visitors.
 */
export function parseArticleFile(source: string, file: string, language: Language): ShippedArticle {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter block`);
  const meta: unknown = parse(match[1]);
  if (!meta || typeof meta !== 'object') throw new Error(`${file}: front matter is not a map`);
  const m = meta as Record<string, unknown>;
  const slug = text(m.slug, 'slug', file, 100);
  if (!HELP_SLUG_PATTERN.test(slug)) throw new Error(`${file}: slug "${slug}" is not a slug`);
  const lines = stringList(m.lines, 'lines', file);
  const unknownLine = lines.find((l) => !(COVERAGE_TYPES as readonly string[]).includes(l));
  if (unknownLine) throw new Error(`${file}: "${unknownLine}" is not a coverage line`);
  const states = stringList(m.states, 'states', file);
  const unknownState = states.find((s) => !isUsStateCode(s));
  if (unknownState) throw new Error(`${file}: "${unknownState}" is not a state code`);
  const related = stringList(m.related, 'related', file);
  const badRoute = related.find((r) => !r.startsWith('/'));
  if (badRoute) throw new Error(`${file}: related "${badRoute}" is not a route`);
  const tags = stringList(m.tags, 'tags', file);
  if (tags.length > HelpLimits.tagsMax) throw new Error(`${file}: over ${HelpLimits.tagsMax} tags`);
  const body = match[2].trim();
  if (!body) throw new Error(`${file}: the body is empty`);
  return {
    slug,
    language,
    title: text(m.title, 'title', file, HelpLimits.titleMax),
    summary: text(m.summary, 'summary', file, HelpLimits.summaryMax),
    body,
    tags,
    lines,
    states,
    related,
    hash: createHash('sha256').update(source).digest('hex'),
    file,
  };
}

/** Every shipped article, English first, each language's files in name order. */
export function loadShippedArticles(dir = ARTICLES_DIR): ShippedArticle[] {
  const articles: ShippedArticle[] = [];
  for (const language of LANGUAGES) {
    const folder = language === Language.English ? dir : join(dir, language);
    const files = readdirSync(folder, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => e.name)
      .sort();
    for (const name of files) {
      const file = join(folder, name);
      const article = parseArticleFile(readFileSync(file, 'utf8'), file, language);
      if (`${article.slug}.md` !== name) {
        throw new Error(`${file}: the slug "${article.slug}" is not the file's name`);
      }
      articles.push(article);
    }
  }
  return articles;
}
