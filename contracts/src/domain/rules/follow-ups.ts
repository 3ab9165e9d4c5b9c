/**
 * Questions asked only after a "Yes" to another: how much subcontractors cost and whether they
 * carry their own workers compensation only matter when the business hires subcontractors. A
 * question set without the question they follow asks them as any other question.
 */

/** A follow-up question's id, to the id of the yes/no question it follows. */
export const FOLLOW_UP_QUESTIONS: Readonly<Record<string, string>> = {
  subcontractorCost: 'usesSubcontractors',
  subcontractorsInsured: 'usesSubcontractors',
};

const isYes = (answer: unknown) => answer === 'Yes' || answer === true;

/**
 * Whether a question is asked, given the ids of its set and the answers so far (`answerOf` reads
 * an answer by question id, for answers kept per state as `STATE.id`).
 */
export function isQuestionAsked(
  id: string,
  setIds: readonly string[],
  answerOf: (questionId: string) => unknown,
): boolean {
  const parent = FOLLOW_UP_QUESTIONS[id];
  if (!parent || !setIds.includes(parent)) return true;
  return isYes(answerOf(parent));
}

/**
 * The payroll answers' follow-ups left unanswered after a "Yes" (`STATE.usesSubcontractors`),
 * as the fields that miss them. After a "No" they are not asked.
 */
export function missingFollowUps(
  answers: Record<string, string | number | boolean | null> | null | undefined,
): string[] {
  const missing: string[] = [];
  for (const [key, answer] of Object.entries(answers ?? {})) {
    const dot = key.lastIndexOf('.');
    const prefix = dot >= 0 ? key.slice(0, dot + 1) : '';
    const id = key.slice(dot + 1);
    if (!isYes(answer)) continue;
    for (const [followUp, parent] of Object.entries(FOLLOW_UP_QUESTIONS)) {
      if (parent !== id) continue;
      const value = answers?.[`${prefix}${followUp}`];
      if (value === undefined || value === null || value === '')
        missing.push(`${prefix}${followUp}`);
    }
  }
  return missing;
}

/** The answers without the follow-ups of a question answered "No" (they were not asked). */
export function withoutUnaskedFollowUps<T extends Record<string, unknown>>(answers: T): T {
  const out: Record<string, unknown> = { ...answers };
  for (const key of Object.keys(answers)) {
    const dot = key.lastIndexOf('.');
    const prefix = dot >= 0 ? key.slice(0, dot + 1) : '';
    const parent = FOLLOW_UP_QUESTIONS[key.slice(dot + 1)];
    if (!parent) continue;
    const parentAnswer = answers[`${prefix}${parent}`];
    if (parentAnswer !== undefined && !isYes(parentAnswer)) delete out[key];
  }
  return out as T;
}
