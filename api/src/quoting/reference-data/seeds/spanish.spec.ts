import { COVERAGE_TEXTS } from './coverage-texts';
import { QUESTION_SETS, QUESTION_SETS_V2 } from './questions';
import { SPANISH_COVERAGE_TEXTS } from './spanish-coverage-texts';
import { SPANISH_QUESTION_TEXTS } from './spanish';

describe('Spanish reference texts', () => {
  it('has a Spanish wording of every seeded question, help text and answer label', () => {
    const english = [...QUESTION_SETS, ...QUESTION_SETS_V2].flatMap((set) =>
      set.questions.flatMap((q) => [q.text, q.helpText ?? '', ...q.options.map((o) => o.label)]),
    );
    const missing = english.filter((text) => text !== '' && !SPANISH_QUESTION_TEXTS.has(text));
    expect(missing).toEqual([]);
  });

  it('has a Spanish wording of every part of every seeded coverage text', () => {
    const english = COVERAGE_TEXTS.flatMap((t) => [
      t.title,
      t.body,
      ...t.whatIsCovered,
      ...t.whatIsNotCovered,
      t.freeText,
    ]);
    const missing = english.filter((text) => text !== '' && !SPANISH_COVERAGE_TEXTS.has(text));
    expect(missing).toEqual([]);
  });

  it('keeps no Spanish wording that no seeded English uses', () => {
    const questions = new Set(
      [...QUESTION_SETS, ...QUESTION_SETS_V2].flatMap((set) =>
        set.questions.flatMap((q) => [q.text, q.helpText, ...q.options.map((o) => o.label)]),
      ),
    );
    const coverage = new Set(
      COVERAGE_TEXTS.flatMap((t) => [
        t.title,
        t.body,
        ...t.whatIsCovered,
        ...t.whatIsNotCovered,
        t.freeText,
      ]),
    );
    expect([...SPANISH_QUESTION_TEXTS.keys()].filter((k) => !questions.has(k))).toEqual([]);
    expect([...SPANISH_COVERAGE_TEXTS.keys()].filter((k) => !coverage.has(k))).toEqual([]);
  });
});
