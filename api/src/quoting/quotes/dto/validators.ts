import { registerDecorator, type ValidationOptions } from 'class-validator';
import { priorCarrierProblems, QuoteLimits } from '@coverline/contracts';

/** True for a flat object of question ids to plain answers (text, number, yes/no or none). */
export function isAnswers(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  if (entries.length > QuoteLimits.answersMaxKeys) return false;
  return entries.every(([key, answer]) => {
    if (key.length === 0 || key.length > 100) return false;
    if (answer === null || typeof answer === 'boolean') return true;
    if (typeof answer === 'number') return Number.isFinite(answer);
    return typeof answer === 'string' && answer.length <= QuoteLimits.answerTextMaxLength;
  });
}

/** Answers whose questions come from the admin-maintained question sets: the shape is open. */
export function IsAnswers(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isAnswers',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: `$property must map question ids to text, numbers, true/false or null (at most ${QuoteLimits.answersMaxKeys}).`,
        ...options,
      },
      validator: { validate: isAnswers },
    });
  };
}

/** The prior carrier problems of underwriting answers (`priorCarrierProblems`, form only). */
function priorCarrierIssues(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return priorCarrierProblems(value as Record<string, string | number | boolean | null>).map(
    (p) => p.message,
  );
}

/**
 * Underwriting answers whose prior carrier answers, when given, have the right form (text,
 * lengths, whole numbers in range), by the same rule the wizard runs.
 */
export function IsPriorCarrierAnswers(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isPriorCarrierAnswers',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: (args) => priorCarrierIssues(args.value).join(' '),
        ...options,
      },
      validator: { validate: (value: unknown) => priorCarrierIssues(value).length === 0 },
    });
  };
}
