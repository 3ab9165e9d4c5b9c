/**
 * The business type search, ranked in process over the master index held in memory. It keeps
 * the semantics the search had in PostgreSQL: pg_trgm's word similarity forgives typos, exact
 * codes rank first, then description prefixes, then word prefixes, then likeness.
 */

/** pg_trgm's default `pg_trgm.word_similarity_threshold`, used by its `<%` operator. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** pg_trgm treats letters and digits as word characters; anything else separates words. */
const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The trigrams of a text in order, repeats kept, as pg_trgm makes them: each lower-cased word
 * padded with two spaces in front and one behind, cut into every run of three characters.
 */
export function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().split(NON_WORD)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return out;
}

/** A text's trigram sequence, each position holding the index of its trigram in `unique`. */
export interface TrigramSequence {
  positions: Int32Array;
  unique: string[];
}

export function trigramSequence(text: string): TrigramSequence {
  const indexes = new Map<string, number>();
  const all = trigrams(text);
  const positions = new Int32Array(all.length);
  all.forEach((trigram, i) => {
    let index = indexes.get(trigram);
    if (index === undefined) {
      index = indexes.size;
      indexes.set(trigram, index);
    }
    positions[i] = index;
  });
  return { positions, unique: [...indexes.keys()] };
}

/** pg_trgm computes in single precision; rounding the same way keeps ties and thresholds equal. */
const likeness = (shared: number, queryCount: number, extentCount: number) =>
  Math.fround(shared / (queryCount + extentCount - shared));

/**
 * pg_trgm's `word_similarity(query, text)`: the greatest likeness between the query's trigram set
 * and a continuous extent of the text's trigrams, found the way pg_trgm walks the text (its
 * `iterate_word_similarity`, plain mode), so scores match the database's to the last bit.
 */
export function wordSimilarity(query: ReadonlySet<string>, text: TrigramSequence): number {
  const found = Uint8Array.from(text.unique, (trigram) => (query.has(trigram) ? 1 : 0));
  return similarityOf(text.positions, found, query.size, new Int32Array(text.unique.length));
}

/**
 * The walk itself. `found` tells which of the text's distinct trigrams the query has;
 * `lastPos` is scratch space at least as long as `found`.
 */
function similarityOf(
  positions: Int32Array,
  found: Uint8Array,
  queryCount: number,
  lastPos: Int32Array,
): number {
  lastPos.fill(-1, 0, found.length);
  let extentCount = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < positions.length; i++) {
    const index = positions[i];
    if (lower >= 0 || found[index]) {
      if (lastPos[index] < 0) {
        extentCount++;
        if (found[index]) shared++;
      }
      lastPos[index] = i;
    }
    if (!found[index]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      extentCount = 1;
    }
    let current = likeness(shared, queryCount, extentCount);
    // Moving the extent's start forward may raise the likeness.
    let tmpShared = shared;
    let tmpExtent = extentCount;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = likeness(tmpShared, queryCount, tmpExtent);
      if (candidate > current) {
        current = candidate;
        extentCount = tmpExtent;
        lower = tmpLower;
        shared = tmpShared;
      }
      const dropped = positions[tmpLower];
      if (lastPos[dropped] === tmpLower) {
        tmpExtent--;
        if (found[dropped]) tmpShared--;
      }
    }
    best = Math.max(best, current);
    for (let dropped = prevLower; dropped < lower; dropped++) {
      const index = positions[dropped];
      if (lastPos[index] === dropped) lastPos[index] = -1;
    }
  }
  return best;
}

/**
 * Letters without their accents (á→a, ñ→n, ü→u): a Spanish reader types "plomeria" as often
 * as "plomería", so the Spanish search compares both sides without them.
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** What the search reads of a master index entry. */
export interface SearchableEntry {
  id: string;
  masterIndexCode: string;
  masterIndexDescription: string;
  naicsCode: string;
  wcClassCode: string | null;
  glClassCode: string | null;
  /** Lower-cased descriptions, keywords and codes (see `searchTextOf`). */
  searchText: string;
  archived: boolean;
  createdAt: Date;
}

interface Indexed<T> {
  entry: T;
  description: string;
  /** The name the entry also goes by (its English one in the Spanish search), if any. */
  otherDescription: string | null;
  codes: string[];
  searchText: string;
  /** The text's trigram sequence, as indexes into `trigramIds`. */
  positions: Int32Array;
  /** The index-wide id of each of the text's distinct trigrams. */
  trigramIds: Int32Array;
}

interface Ranked<T> {
  entry: T;
  score: number;
}

/** Exact code, description prefix, word prefix: each tier outranks any likeness (at most 1). */
const EXACT_CODE = 3;
const DESCRIPTION_PREFIX = 2;
const WORD_PREFIX = 1;

/**
 * The entries in use, their trigrams prepared once. A search counts the query's trigrams each
 * entry shares through an inverted index, which bounds the entry's likeness from above; the
 * exact likeness, the costly part, is then worked out best bound first, only until no remaining
 * entry could enter the results.
 */
export class BusinessTypeIndex<T extends SearchableEntry> {
  private readonly entries: Indexed<T>[] = [];
  /** Applied to every entry's text and description and to every query (none by default). */
  private readonly fold: (text: string) => string;
  private readonly trigramIds = new Map<string, number>();
  /** For each trigram id, the entries whose text has it. */
  private readonly postings: number[][] = [];
  // Scratch space reused by every search (searches run one at a time).
  private readonly sharedCounts: Int32Array;
  private readonly found: Uint8Array;
  private readonly lastPos: Int32Array;
  private readonly inQuery: Uint8Array;

  constructor(
    entries: readonly T[],
    options: {
      fold?: (text: string) => string;
      /** Another name whose prefix ranks as a description prefix too. */
      otherDescriptionOf?: (entry: T) => string;
    } = {},
  ) {
    this.fold = options.fold ?? ((text) => text);
    let longest = 0;
    for (const entry of entries) {
      if (entry.archived) continue;
      const searchText = this.fold(entry.searchText);
      const sequence = trigramSequence(searchText);
      const trigramIds = Int32Array.from(sequence.unique, (trigram) => {
        let id = this.trigramIds.get(trigram);
        if (id === undefined) {
          id = this.trigramIds.size;
          this.trigramIds.set(trigram, id);
          this.postings.push([]);
        }
        this.postings[id].push(this.entries.length);
        return id;
      });
      longest = Math.max(longest, trigramIds.length);
      this.entries.push({
        entry,
        description: this.fold(entry.masterIndexDescription.toLowerCase()),
        otherDescription: options.otherDescriptionOf
          ? this.fold(options.otherDescriptionOf(entry).toLowerCase())
          : null,
        codes: [entry.naicsCode, entry.masterIndexCode, entry.wcClassCode, entry.glClassCode]
          .filter((code): code is string => !!code)
          .map((code) => code.toLowerCase()),
        searchText,
        positions: sequence.positions,
        trigramIds,
      });
    }
    this.sharedCounts = new Int32Array(this.entries.length);
    this.found = new Uint8Array(longest);
    this.lastPos = new Int32Array(longest);
    this.inQuery = new Uint8Array(this.trigramIds.size);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The entries it searches (archived ones left out), in the order it was given them. */
  searched(): T[] {
    return this.entries.map((e) => e.entry);
  }

  /**
   * Entries whose text contains the query or is like it (word similarity at least the
   * threshold), best first; equal scores by description, then the older entry first (as the
   * database returned them), then id, so the order is stable.
   */
  search(q: string, limit: number): T[] {
    const term = this.fold(q.toLowerCase().replace(/\s+/g, ' '));
    const wordPrefix = ` ${term}`;
    const query = new Set(trigrams(term));
    const queryIds: number[] = [];
    for (const trigram of query) {
      const id = this.trigramIds.get(trigram);
      if (id !== undefined) queryIds.push(id);
    }
    this.sharedCounts.fill(0);
    for (const id of queryIds) {
      this.inQuery[id] = 1;
      for (const e of this.postings[id]) this.sharedCounts[e]++;
    }

    // Likeness is at most shared / query trigrams: the extent's own trigrams only add to the
    // divisor. Entries that neither contain the query nor could reach the threshold drop out.
    const candidates: Array<{ index: number; tier: number; bound: number; contains: boolean }> = [];
    this.entries.forEach((e, index) => {
      const contains = e.searchText.includes(term);
      const likeness = query.size ? Math.fround(this.sharedCounts[index] / query.size) : 0;
      if (!contains && likeness < WORD_SIMILARITY_THRESHOLD) return;
      const tier = e.codes.includes(term)
        ? EXACT_CODE
        : e.description.startsWith(term) || e.otherDescription?.startsWith(term)
          ? DESCRIPTION_PREFIX
          : e.searchText.includes(wordPrefix)
            ? WORD_PREFIX
            : 0;
      candidates.push({ index, tier, bound: tier + likeness, contains });
    });
    candidates.sort((a, b) => b.bound - a.bound);

    const best: Ranked<T>[] = [];
    for (const c of candidates) {
      if (best.length === limit && best[limit - 1].score > c.bound) break;
      const e = this.entries[c.index];
      const similarity = this.sharedCounts[c.index] ? this.similarity(e, query.size) : 0;
      if (!c.contains && similarity < WORD_SIMILARITY_THRESHOLD) continue;
      best.push({ entry: e.entry, score: c.tier + similarity });
      best.sort(byRank);
      if (best.length > limit) best.pop();
    }
    for (const id of queryIds) this.inQuery[id] = 0;
    return best.map((m) => m.entry);
  }

  private similarity(e: Indexed<T>, queryCount: number): number {
    const found = this.found.subarray(0, e.trigramIds.length);
    e.trigramIds.forEach((id, i) => {
      found[i] = this.inQuery[id];
    });
    return similarityOf(e.positions, found, queryCount, this.lastPos);
  }
}

const byRank = <T extends SearchableEntry>(a: Ranked<T>, b: Ranked<T>) =>
  b.score - a.score ||
  compare(a.entry.masterIndexDescription, b.entry.masterIndexDescription) ||
  a.entry.createdAt.getTime() - b.entry.createdAt.getTime() ||
  compare(a.entry.id, b.entry.id);

/** Code point order, as the database sorts descriptions. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
