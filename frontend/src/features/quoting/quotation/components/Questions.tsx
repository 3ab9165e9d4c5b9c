import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { AnswerType } from '@coverline/contracts';
import type { QuestionResponseDto } from '@coverline/contracts/generated/model';
import { TextField } from '../../../../ui/TextField';
import { QUOTATION_NS } from '../namespace';
import { isAsked } from '../state/questions';
import { SelectField, YesNoField } from './fields';

/** The questions of a question set, each rendered by its answer type, under `prefix`. */
export function Questions<F extends FieldValues>({
  questions,
  prefix,
  register,
  errorOf,
  answers,
}: {
  questions: QuestionResponseDto[];
  prefix: string;
  register: UseFormRegister<F>;
  errorOf: (path: string) => string | undefined;
  /** The answers typed so far, by question id: a follow-up shows only once it is asked. */
  answers?: Record<string, string>;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  return (
    <>
      {questions.map((q) => {
        if (answers && !isAsked(questions, q, answers)) return null;
        const name = `${prefix}${q.id}` as Path<F>;
        const label = q.required ? q.text : t('questions.optional', { text: q.text });
        const hint = q.helpText ?? undefined;
        const error = errorOf(name);
        switch (q.answerType) {
          case AnswerType.YesNo:
            return (
              <YesNoField key={q.id} legend={label} hint={hint} error={error} {...register(name)} />
            );
          case AnswerType.Select:
            return (
              <SelectField
                key={q.id}
                label={label}
                hint={hint}
                error={error}
                placeholder={t('fields.choose')}
                options={q.options}
                {...register(name)}
              />
            );
          case AnswerType.Number:
            return (
              <TextField
                key={q.id}
                label={label}
                hint={hint}
                error={error}
                inputMode="decimal"
                {...register(name)}
              />
            );
          default:
            return (
              <TextField key={q.id} label={label} hint={hint} error={error} {...register(name)} />
            );
        }
      })}
    </>
  );
}
