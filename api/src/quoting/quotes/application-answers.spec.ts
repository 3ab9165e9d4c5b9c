import {
  ANSWER_SET_FIELDS,
  blankApplicationAnswers,
  LINE_OPTION_FIELDS,
} from './application-answers';

describe('blank application answers', () => {
  it('clears every limit and option of the line', () => {
    const blank = blankApplicationAnswers() as unknown as Record<string, unknown>;
    for (const field of LINE_OPTION_FIELDS) expect(blank[field]).toBeNull();
  });

  it('empties every answer set', () => {
    const blank = blankApplicationAnswers() as unknown as Record<string, unknown>;
    for (const field of ANSWER_SET_FIELDS) expect(blank[field]).toEqual({});
  });

  it('forgets the dates and the chosen carrier quote', () => {
    expect(blankApplicationAnswers()).toMatchObject({
      effectiveDate: null,
      expirationDate: null,
      selectedCarrierQuoteId: null,
    });
  });

  it('gives each quote answer sets of its own', () => {
    const a = blankApplicationAnswers();
    const b = blankApplicationAnswers();
    expect(a.payrollAnswers).not.toBe(b.payrollAnswers);
  });
});
