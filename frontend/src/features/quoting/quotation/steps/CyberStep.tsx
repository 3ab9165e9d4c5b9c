import { useTranslation } from '../../../../lib/i18n';
import {
  CYBER_LIMITS_CENTS,
  CYBER_RETENTIONS_CENTS,
  CoverageType,
  WizardStep,
} from '@coverline/contracts';
import type { QuestionResponseDto } from '@coverline/contracts/generated/model';
import { SelectField } from '../components/fields';
import { Questions } from '../components/Questions';
import { StepLayout } from '../components/StepLayout';
import { StepLoading } from '../components/StepLoading';
import { useUnderwritingQuestions } from '../hooks/use-question-sets';
import { formatCents } from '../../../../lib/currency';
import { QUOTATION_NS } from '../namespace';
import { numberText } from '../state/convert';
import { answersToForm, checkAnswers, formToAnswers } from '../state/questions';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface CyberForm {
  cyberLimitCents: string;
  cyberRetentionCents: string;
  answers: Record<string, string>;
}

export function cyberStep(questions: QuestionResponseDto[]): StepDefinition<CyberForm> {
  return {
    step: WizardStep.Cyber,
    toForm: (v) => ({
      cyberLimitCents: numberText(v.cyberLimitCents),
      cyberRetentionCents: numberText(v.cyberRetentionCents),
      answers: answersToForm(questions, v.cyberAnswers),
    }),
    toPatch: (f) => ({
      cyberLimitCents: f.cyberLimitCents ? Number(f.cyberLimitCents) : null,
      cyberRetentionCents: f.cyberRetentionCents ? Number(f.cyberRetentionCents) : null,
      cyberAnswers: formToAnswers(questions, f.answers),
    }),
    extraChecks: (f, _v, t) => checkAnswers(questions, f.answers, 'answers.', t),
  };
}

/** Cyber limit and retention, and the security questions the carriers price on. */
export function CyberStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const questions = useUnderwritingQuestions(CoverageType.Cyber);
  if (!questions.data) {
    return (
      <StepLoading
        title={t('steps.cyber.title')}
        failed={questions.isError}
        onRetry={() => void questions.refetch()}
      />
    );
  }
  return <CyberForm questions={questions.data.questions} />;
}

function CyberForm({ questions }: { questions: QuestionResponseDto[] }) {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(cyberStep(questions));
  const missing = errorOf('cyberAnswers');
  return (
    <StepLayout
      title={t('steps.cyber.title')}
      lead={t('steps.cyber.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <div className="form__row form__row--two">
        <SelectField
          label={t('fields.cyberLimit')}
          placeholder={t('fields.choose')}
          options={CYBER_LIMITS_CENTS.map((cents) => ({
            value: String(cents),
            label: formatCents(cents),
          }))}
          error={errorOf('cyberLimitCents', t('validation.chooseOne'))}
          {...form.register('cyberLimitCents')}
        />
        <SelectField
          label={t('fields.cyberRetention')}
          hint={t('fields.cyberRetentionHint')}
          placeholder={t('fields.choose')}
          options={CYBER_RETENTIONS_CENTS.map((cents) => ({
            value: String(cents),
            label: formatCents(cents),
          }))}
          error={errorOf('cyberRetentionCents', t('validation.chooseOne'))}
          {...form.register('cyberRetentionCents')}
        />
      </div>
      {missing && (
        <p className="field__error" role="alert">
          {missing}
        </p>
      )}
      <Questions
        questions={questions}
        prefix="answers."
        register={form.register}
        errorOf={errorOf}
      />
    </StepLayout>
  );
}
