import { useTranslation } from '../../../../lib/i18n';
import { CoverageType, PriorCarrierLimits, WizardStep } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { YesNoField } from '../components/fields';
import type { QuestionResponseDto } from '@coverline/contracts/generated/model';
import { Questions } from '../components/Questions';
import { StepLayout } from '../components/StepLayout';
import { StepLoading } from '../components/StepLoading';
import { useUnderwritingQuestions } from '../hooks/use-question-sets';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { answersToForm, checkAnswers, formToAnswers } from '../state/questions';
import {
  priorCarrierAnswers,
  priorCarrierChoiceErrors,
  priorCarrierToForm,
  type PriorCarrierForm,
} from '../state/prior-carrier';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface UnderwritingForm {
  answers: Record<string, string>;
  /** Workers compensation only: the prior carrier (ACORD 130). */
  prior: PriorCarrierForm;
}

export function underwritingStep(
  questions: QuestionResponseDto[],
): StepDefinition<UnderwritingForm> {
  return {
    step: WizardStep.Underwriting,
    toForm: (v) => ({
      answers: answersToForm(questions, v.underwritingAnswers),
      prior: priorCarrierToForm(v.underwritingAnswers),
    }),
    toPatch: (f, v) => ({
      underwritingAnswers: {
        ...formToAnswers(questions, f.answers),
        ...(v.coverageType === CoverageType.WorkersCompensation
          ? priorCarrierAnswers(f.prior)
          : {}),
      },
    }),
    extraChecks: (f, v, t) => [
      ...checkAnswers(questions, f.answers, 'answers.', t),
      ...priorCarrierChoiceErrors(v.coverageType, f.prior),
    ],
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
  const { values } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(underwritingStep(questions));
  const priorCoverage = form.watch('prior.coverage');
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
      {values.coverageType === CoverageType.WorkersCompensation && (
        <fieldset className="repeat">
          <legend>{t('steps.underwriting.prior.legend')}</legend>
          <YesNoField
            legend={t('steps.underwriting.prior.coverage')}
            hint={t('steps.underwriting.prior.coverageHint')}
            error={errorOf('underwritingAnswers.priorCoverage')}
            {...form.register('prior.coverage')}
          />
          {priorCoverage === 'yes' && (
            <>
              <TextField
                label={t('steps.underwriting.prior.carrier')}
                maxLength={PriorCarrierLimits.carrierMaxLength}
                error={errorOf('underwritingAnswers.priorCarrier')}
                {...form.register('prior.carrier')}
              />
              <TextField
                label={t('steps.underwriting.prior.policyNumber')}
                maxLength={PriorCarrierLimits.policyNumberMaxLength}
                error={errorOf('underwritingAnswers.priorPolicyNumber')}
                {...form.register('prior.policyNumber')}
              />
              <TextField
                label={t('steps.underwriting.prior.premium')}
                inputMode="decimal"
                error={errorOf('underwritingAnswers.priorPremiumCents')}
                {...form.register('prior.premium')}
              />
              <TextField
                label={t('steps.underwriting.prior.years')}
                inputMode="numeric"
                error={errorOf('underwritingAnswers.priorYearsWithCarrier')}
                {...form.register('prior.years')}
              />
            </>
          )}
        </fieldset>
      )}
    </StepLayout>
  );
}
