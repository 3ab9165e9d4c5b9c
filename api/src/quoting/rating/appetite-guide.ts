/**
 * The appetite guide's answers, pure: which business types a search names, and for a business
 * type, line and state what each carrier of the panel answers (`classAppetite`) and what that
 * means for the business: written, referred, left to the state fund, or written by nobody.
 * No framework, database or clock: tables, the panel and a date come in.
 */
import {
  US_STATE_CODES,
  stateName,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import { classAppetite, type CarrierClassAppetite } from './carriers/class-appetite';
import type { CarrierAdapter } from './carriers/carrier-adapter';
import type { RateTables } from './tables/rate-tables';

/** A business type of the master index, with the codes it is rated with. */
export interface BusinessType {
  masterIndexCode: string;
  description: string;
  naicsCode: string;
  wcClassCode: string | null;
  glClassCode: string | null;
  keywords: string[];
}

/** What a search term was read as: words, or one of the three kinds of code. */
export type BusinessTypeMatch = 'text' | 'wcClass' | 'glClass' | 'naics';

export interface BusinessTypeHit {
  businessType: BusinessType;
  matchedBy: BusinessTypeMatch;
}

/** The shortest term searched: one letter or digit names too much to be an answer. */
export const MIN_SEARCH_LENGTH = 2;

/** Lower case without accents: "Plomería" and "plomeria" read the same. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The business types a term names. Digits are codes: four an NCCI workers compensation class,
 * five an ISO general liability class, two to six a NAICS code or its prefix (sector, industry).
 * Words match the description and keywords: the description itself first, then those starting
 * with the term, containing it, and last those matched by a keyword.
 */
export function searchBusinessTypes(
  types: readonly BusinessType[],
  term: string,
): BusinessTypeHit[] {
  const q = folded(term.trim());
  if (/^\d+$/.test(q)) {
    const hits: BusinessTypeHit[] = [];
    for (const businessType of types) {
      if (q.length === 4 && businessType.wcClassCode === q) {
        hits.push({ businessType, matchedBy: 'wcClass' });
      } else if (q.length === 5 && businessType.glClassCode === q) {
        hits.push({ businessType, matchedBy: 'glClass' });
      } else if (q.length >= 2 && q.length <= 6 && businessType.naicsCode.startsWith(q)) {
        hits.push({ businessType, matchedBy: 'naics' });
      }
    }
    return hits;
  }
  const rank = (t: BusinessType): number => {
    const description = folded(t.description);
    if (description === q) return 0;
    if (description.startsWith(q)) return 1;
    if (description.includes(q)) return 2;
    return t.keywords.some((k) => folded(k).includes(q)) ? 3 : -1;
  };
  return types
    .map((businessType) => ({ businessType, rank: rank(businessType) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ businessType }) => ({ businessType, matchedBy: 'text' as const }));
}

/** The class a line rates the business type with (cyber rates by sector: none). */
export function classCodeFor(type: BusinessType, line: CoverageType): string | null {
  if (line === 'wc') return type.wcClassCode;
  if (line === 'gl' || line === 'bop') return type.glClassCode;
  return null;
}

/**
 * What the panel's answers mean for the business in the state:
 * - `writes`: at least one carrier writes it;
 * - `refers`: none writes it outright, at least one prices it after an underwriter's review;
 * - `stateFund`: workers compensation in a monopolistic state (its own message and link);
 * - `none`: no carrier of the panel writes it (declined, not rated, or no carrier at all).
 */
export type AppetiteVerdict = 'writes' | 'refers' | 'stateFund' | 'none';

export function verdictOf(answers: readonly CarrierClassAppetite[]): AppetiteVerdict {
  if (answers.some((a) => a.answer === 'writes')) return 'writes';
  if (answers.some((a) => a.answer === 'refers')) return 'refers';
  if (answers.some((a) => a.answer === 'stateFund')) return 'stateFund';
  return 'none';
}

/** Whether a quote can be had: a carrier writes or refers it. */
export const canQuote = (verdict: AppetiteVerdict): boolean =>
  verdict === 'writes' || verdict === 'refers';

export interface StateAppetite {
  state: UsStateCode;
  verdict: AppetiteVerdict;
  carriers: CarrierClassAppetite[];
}

/** The panel's answers for a business type and line in one state. */
export function stateAppetite(
  tables: RateTables,
  panel: readonly CarrierAdapter[],
  type: BusinessType,
  line: CoverageType,
  state: UsStateCode,
  on: string,
): StateAppetite {
  const carriers = classAppetite(
    tables,
    { line, state, classCode: classCodeFor(type, line), naicsCode: type.naicsCode, on },
    panel,
  );
  return { state, verdict: verdictOf(carriers), carriers };
}

/** The state-by-carrier matrix for a business type and line: every state, in the codes' order. */
export function lineMatrix(
  tables: RateTables,
  panel: readonly CarrierAdapter[],
  type: BusinessType,
  line: CoverageType,
  on: string,
): StateAppetite[] {
  return US_STATE_CODES.map((state) => stateAppetite(tables, panel, type, line, state, on));
}

/** The states where a quote can be had for the business type on the line. */
export function quotableStates(matrix: readonly StateAppetite[]): UsStateCode[] {
  return matrix.filter((s) => canQuote(s.verdict)).map((s) => s.state);
}

const LINE_NAMES: Record<CoverageType, string> = {
  wc: 'workers compensation',
  gl: 'general liability',
  bop: "a business owner's policy",
  cyber: 'cyber liability',
};

/** What the business is called in a sentence: "Roofing Contractor" reads "roofing contractor", "HVAC" stays. */
const inSentence = (description: string): string =>
  description
    .split(' ')
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');

/** The one sentence saying nobody writes it: "None of our carriers writes roofing in Florida for general liability." */
export function noCarrierWritesSentence(
  businessType: string,
  state: UsStateCode,
  line: CoverageType,
): string {
  return `None of our carriers writes ${inSentence(businessType)} in ${stateName(state)} for ${LINE_NAMES[line]}.`;
}
