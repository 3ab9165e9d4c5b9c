import { COVERAGE_TEXTS } from './coverage-texts';
import { GL_CLASSES, MASTER_INDEX, WC_CLASSES } from './master-index';
import { OWNER_TITLES, QUESTION_SETS, QUESTION_SETS_V2 } from './questions';
import {
  SPANISH_BUSINESS_TYPE_NAMES,
  SPANISH_CLASS_CODE_TEXTS,
  SPANISH_GL_CLASS_DESCRIPTIONS,
  SPANISH_OWNER_TITLES,
  SPANISH_WC_CLASS_DESCRIPTIONS,
} from './spanish-business-types';
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

  describe('names on the business type and owner steps', () => {
    const seeded: Array<[string, ReadonlyMap<string, string>, string[]]> = [
      ['business type names', SPANISH_BUSINESS_TYPE_NAMES, MASTER_INDEX.map((e) => e.description)],
      [
        'workers compensation class descriptions',
        SPANISH_WC_CLASS_DESCRIPTIONS,
        Object.values(WC_CLASSES),
      ],
      [
        'general liability class descriptions',
        SPANISH_GL_CLASS_DESCRIPTIONS,
        Object.values(GL_CLASSES),
      ],
      [
        'extra class code questions and descriptions',
        SPANISH_CLASS_CODE_TEXTS,
        MASTER_INDEX.flatMap((e) =>
          e.customClassCodes.flatMap((c) => [c.question ?? '', c.description ?? '']),
        ).filter((text) => text !== ''),
      ],
      ['officer titles', SPANISH_OWNER_TITLES, OWNER_TITLES.flatMap((t) => t.titles)],
    ];

    it.each(seeded)('has a Spanish wording of every seeded %s', (_, spanish, english) => {
      expect(english.filter((text) => !spanish.has(text))).toEqual([]);
    });

    it.each(seeded)('keeps no Spanish wording of %s that no seed uses', (_, spanish, english) => {
      const used = new Set(english);
      expect([...spanish.keys()].filter((text) => !used.has(text))).toEqual([]);
    });

    it.each(seeded)('words every one of the %s differently from the English', (_, spanish) => {
      // Names spelled the same in both languages are the exceptions, each checked here.
      const same = [...spanish].filter(([en, es]) => en === es).map(([en]) => en);
      expect(same.filter((en) => !['Director'].includes(en))).toEqual([]);
    });
  });
});
