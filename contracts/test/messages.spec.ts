import {
  BillingMessages,
  ClaimMessages,
  ERROR_CATALOGUE,
  ExposureMessages,
  FormatMessages,
  Messages,
  OwnerMessages,
  PAYROLL_RULE_CATALOGUE,
  PaygoMessages,
  PriorCarrierMessages,
  QuoteMessages,
} from '../src/domain';

/** Every message a user may read in an error or notice is a sentence, and ends like one. */
const SENTENCE_END = /[.?!]$/;

describe('the wording of messages', () => {
  it('ends every catalogue message with a full stop', () => {
    const unfinished = Object.values(ERROR_CATALOGUE)
      .filter((entry) => !SENTENCE_END.test(entry.message))
      .map((entry) => `${entry.code} ${entry.message}`);
    expect(unfinished).toEqual([]);
  });

  it('ends every shared message with a full stop', () => {
    const notices = Object.entries(Messages).filter(
      ([key]) => !['invalidEmail', 'passwordMin', 'passwordsMustMatch'].includes(key),
    );
    expect(notices.filter(([, text]) => !SENTENCE_END.test(text))).toEqual([]);
  });

  it('ends every payroll rule message and every field message with a full stop', () => {
    // A message built from its arguments, built from the first arguments it takes.
    const sample = (text: string | ((...args: never[]) => string)): string => {
      if (typeof text === 'string') return text;
      const build = text as (...args: unknown[]) => string;
      for (const args of [[1, 2], [['a', 'b']], ['field']]) {
        try {
          return build(...args);
        } catch {
          // Not these arguments: the next ones.
        }
      }
      return build('field');
    };
    const maps = {
      BillingMessages,
      ClaimMessages,
      ExposureMessages,
      FormatMessages,
      OwnerMessages,
      PaygoMessages,
      PriorCarrierMessages,
      QuoteMessages,
    };
    const unfinished = [
      ...Object.values(PAYROLL_RULE_CATALOGUE).map((entry) => [entry.code, entry.message]),
      ...Object.entries(maps).flatMap(([map, texts]) =>
        Object.entries(texts as Record<string, string | ((...args: never[]) => string)>).map(
          ([key, text]) => [`${map}.${key}`, sample(text)],
        ),
      ),
    ].filter(([, text]) => !SENTENCE_END.test(text));
    expect(unfinished).toEqual([]);
  });
});
