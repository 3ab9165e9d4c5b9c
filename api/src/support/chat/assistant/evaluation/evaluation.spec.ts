import { evaluate, loadQuestions } from './evaluate';
import { shippedHelpIndex } from './testing';

/** The share of the evaluation's questions the assistant must answer from the right article. */
const FLOOR = 0.9;
/** The same for the held-out variants alone, which nothing was adjusted on. */
const HELD_OUT_FLOOR = 0.85;

describe('the assistant on the evaluation set', () => {
  const questions = loadQuestions();
  const index = shippedHelpIndex();

  it('has at least 100 questions, each expecting a shipped article or a person', () => {
    expect(questions.length).toBeGreaterThanOrEqual(100);
    const unknown = questions.filter(
      (q) => q.expect !== 'handoff' && !index.has(q.expect, q.language ?? 'en'),
    );
    expect(unknown.map((q) => `${q.q} -> ${q.expect}`)).toEqual([]);
  });

  it(`answers at least ${FLOOR * 100}% of them from the right article`, async () => {
    const result = await evaluate(index, questions);
    // The misses are listed when the floor is not met.
    expect({
      accuracy: result.accuracy >= FLOOR,
      misses: result.accuracy >= FLOOR ? [] : result.misses,
    }).toEqual({
      accuracy: true,
      misses: [],
    });
    // The questions meant for a person reach one.
    expect(result.handoffRecall).toBeGreaterThanOrEqual(0.8);
  });

  it(`answers at least ${HELD_OUT_FLOOR * 100}% of the held-out variants rightly`, async () => {
    const result = await evaluate(index, questions);
    expect(result.heldOut.total).toBeGreaterThanOrEqual(30);
    expect(result.heldOut.accuracy).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it("answers the issue's three questions from the right article, quoting the sentences that answer", () => {
    const quoted = (q: string) => index.search(q, 'en').hits[0];
    expect(quoted('I have 2 employees in Texas. Do I need workers comp?')).toMatchObject({
      slug: 'texas-workers-comp-opt-out',
      quote: expect.stringMatching(/Texas is the only state/),
    });
    expect(quoted('How do I get a certificate of insurance?')).toMatchObject({
      slug: 'certificates-of-insurance',
      quote: expect.stringMatching(/request/i),
    });
    expect(quoted('Can I pay my premium monthly?')).toMatchObject({
      slug: 'paying-and-instalments',
      quote: expect.stringMatching(/monthly/i),
    });
  });
});
