import { Language } from '@coverline/contracts';
import {
  SPANISH_BUSINESS_TYPE_NAMES,
  SPANISH_CLASS_CODE_TEXTS,
  SPANISH_GL_CLASS_DESCRIPTIONS,
  SPANISH_OWNER_TITLES,
  SPANISH_WC_CLASS_DESCRIPTIONS,
} from '../seeds/spanish-business-types';
import { SPANISH_COVERAGE_TEXTS } from '../seeds/spanish-coverage-texts';
import { SPANISH_QUESTION_TEXTS } from '../seeds/spanish';

/** The description of the `language` parameter of the reference reads visitors and clients use. */
export const READER_LANGUAGE =
  'The language the reader reads: es answers each text in Spanish where it has a Spanish wording of its current English, else in English. Staff editing pages leave it out.';

/** The kinds of stored English with Spanish wordings, each its own table so names never mix. */
const SPANISH = {
  text: [SPANISH_QUESTION_TEXTS, SPANISH_COVERAGE_TEXTS],
  businessType: [SPANISH_BUSINESS_TYPE_NAMES],
  wcClass: [SPANISH_WC_CLASS_DESCRIPTIONS],
  glClass: [SPANISH_GL_CLASS_DESCRIPTIONS],
  classCode: [SPANISH_CLASS_CODE_TEXTS],
  ownerTitle: [SPANISH_OWNER_TITLES],
} satisfies Record<string, ReadonlyArray<ReadonlyMap<string, string>>>;

export type ReaderTextKind = keyof typeof SPANISH;

/**
 * A stored English text in the reader's language: its Spanish wording when the reader reads
 * Spanish and the seed has one for exactly this English, else the English itself. `kind` says
 * which table the text comes from (questions and coverage texts unless told).
 */
export function inReaderLanguage(
  text: string,
  language: Language | undefined,
  kind: ReaderTextKind = 'text',
): string {
  if (language !== Language.Spanish) return text;
  for (const table of SPANISH[kind]) {
    const spanish = table.get(text);
    if (spanish !== undefined) return spanish;
  }
  return text;
}

/** `inReaderLanguage` for a text that may be absent. */
export function optionalInReaderLanguage(
  text: string | null,
  language: Language | undefined,
  kind: ReaderTextKind,
): string | null {
  return text === null ? null : inReaderLanguage(text, language, kind);
}
