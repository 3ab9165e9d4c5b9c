import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import type { CoverageType, QuestionResponseDto } from '@coverline/contracts/generated/model';
import { Questions } from '../components/Questions';
import { StepLayout } from '../components/StepLayout';
import { StepLoading } from '../components/StepLoading';
import { useUnderwritingQuestions } from '../hooks/use-question-sets';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { answersToForm, checkAnswers, formToAnswers } from '../state/questions';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface UnderwritingForm {
  answers: Record<string, string>;
}

export function underwritingStep(
  questions: QuestionResponseDto[],
): StepDefinition<UnderwritingForm> {
  return {
    step: WizardStep.Underwriting,
    toForm: (v) => ({ answers: answersToForm(questions, v.underwritingAnswers) }),
    toPatch: (f) => ({ underwritingAnswers: formToAnswers(questions, f.answers) }),
    extraChecks: (f, _v, t) => checkAnswers(questions, f.answers, 'answers.', t),
  };
}

export function UnderwritingStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const questions = useUnderwritingQuestions(values.coverageType as CoverageType);
  if (!questions.data) {
    return (
      <StepLoading
        title={t('steps.underwriting.title')}
        failed={questions.isError}
        onRetry={() => void questions.refetch()}
      />
    );
  }
  return <UnderwritingForm questions={questions.data.questions} />;
}

function UnderwritingForm({ questions }: { questions: QuestionResponseDto[] }) {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(underwritingStep(questions));
  const missing = errorOf('underwritingAnswers');
  // The experience modification's range, wherever the question set puts the question.
  const experienceMod = errorOf('underwritingAnswers.experienceMod');
  return (
    <StepLayout
      title={t('steps.underwriting.title')}
      lead={t('steps.underwriting.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {missing && (
        <p className="field__error" role="alert">
          {missing}
        </p>
      )}
      {experienceMod && (
        <p className="field__error" role="alert">
          {experienceMod}
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
