import { ERROR_CATALOGUE, Messages } from '../src/domain';

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
});
