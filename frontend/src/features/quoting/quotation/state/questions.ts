import { AnswerType, isQuestionAsked, QuoteMessages, type FieldError } from '@coverline/contracts';
import type { QuestionResponseDto } from '@coverline/contracts/generated/model';
import type { TFunction } from '../../../../lib/i18n';
import { toNumber } from './convert';
import type { Answers } from './values';

/*
 * Question sets come from the settings admins maintain. Answers are saved as the API's tests and
 * the rating read them: yes/no as 'Yes' or 'No', numbers as numbers, the rest as text.
 */

/** Form text of one answer. */
export function answerText(question: QuestionResponseDto, answer: unknown): string {
  if (answer === undefined || answer === null) return '';
  if (question.answerType === AnswerType.YesNo) {
    if (answer === true || answer === 'Yes') return 'yes';
    if (answer === false || answer === 'No') return 'no';
    return '';
  }
  return String(answer);
}

/** One answer as saved, or undefined when there is none. */
export function answerValue(
  question: QuestionResponseDto,
  text: string,
): string | number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  switch (question.answerType) {
    case AnswerType.YesNo:
      return trimmed === 'yes' ? 'Yes' : 'No';
    case AnswerType.Number: {
      const n = toNumber(trimmed);
      return n === null ? undefined : n;
    }
    default:
      return trimmed;
  }
}

/**
 * Whether a question of the set is asked with the answers typed so far: a follow-up (the cost of
 * subcontractors, say) only after a "Yes" to the question it follows.
 */
export function isAsked(
  questions: QuestionResponseDto[],
  question: QuestionResponseDto,
  form: Record<string, string> | undefined,
): boolean {
  return isQuestionAsked(
    question.id,
    questions.map((q) => q.id),
    (id) => {
      const parent = questions.find((q) => q.id === id);
      return parent ? answerValue(parent, form?.[id] ?? '') : undefined;
    },
  );
}

export function answersToForm(
  questions: QuestionResponseDto[],
  answers: Answers | undefined,
  keyOf: (id: string) => string = (id) => id,
): Record<string, string> {
  return Object.fromEntries(questions.map((q) => [q.id, answerText(q, answers?.[keyOf(q.id)])]));
}

export function formToAnswers(
  questions: QuestionResponseDto[],
  form: Record<string, string> | undefined,
  keyOf: (id: string) => string = (id) => id,
): Answers {
  const answers: Answers = {};
  for (const q of questions) {
    // The answer to a follow-up that is no longer asked is not kept.
    if (!isAsked(questions, q, form)) continue;
    const value = answerValue(q, form?.[q.id] ?? '');
    if (value !== undefined) answers[keyOf(q.id)] = value;
  }
  return answers;
}

/** Required questions answered, numbers within the question's bounds. */
export function checkAnswers(
  questions: QuestionResponseDto[],
  form: Record<string, string> | undefined,
  prefix: string,
  t: TFunction,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const q of questions) {
    if (!isAsked(questions, q, form)) continue;
    const field = `${prefix}${q.id}`;
    const text = (form?.[q.id] ?? '').trim();
    if (text === '') {
      if (q.required) errors.push({ field, message: QuoteMessages.required(field) });
      continue;
    }
    if (q.answerType !== AnswerType.Number) continue;
    const n = toNumber(text);
    const outside =
      n === null ||
      Number.isNaN(n) ||
      (q.min !== null && n < q.min) ||
      (q.max !== null && n > q.max);
    if (outside) {
      errors.push({
        field,
        message:
          q.min !== null && q.max !== null
            ? t('validation.numberBetween', { min: q.min, max: q.max })
            : t('validation.number'),
      });
    }
  }
  return errors;
}
