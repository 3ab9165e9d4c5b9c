import { Language } from '@coverline/contracts';
import { SPANISH_COVERAGE_TEXTS } from '../seeds/spanish-coverage-texts';
import { SPANISH_QUESTION_TEXTS } from '../seeds/spanish';

/** The description of the `language` parameter of the reference reads visitors and clients use. */
export const READER_LANGUAGE =
  'The language the reader reads: es answers each text in Spanish where it has a Spanish wording of its current English, else in English. Staff editing pages leave it out.';

/**
 * A stored English text in the reader's language: its Spanish wording when the reader reads
 * Spanish and the seed has one for exactly this English, else the English itself.
 */
export function inReaderLanguage(text: string, language: Language | undefined): string {
  if (language !== Language.Spanish) return text;
  return SPANISH_QUESTION_TEXTS.get(text) ?? SPANISH_COVERAGE_TEXTS.get(text) ?? text;
}
