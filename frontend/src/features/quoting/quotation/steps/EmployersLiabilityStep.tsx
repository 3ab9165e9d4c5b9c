import { useTranslation } from '../../../../lib/i18n';
import {
  allowedEmployersLiabilityLevels,
  EMPLOYERS_LIABILITY_LEVELS,
  EMPLOYERS_LIABILITY_LIMITS,
  minimumEmployersLiabilityLevel,
  stateName,
  submissionStates,
  WizardStep,
  type StateCode,
} from '@coverline/contracts';
import { HelpPopup } from '../components/CoverageTexts';
import { Choice, ChoiceGroup } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { useStepForm, type StepDefinition } from '../state/step-form';
import { toSubmission, type WizardValues } from '../state/values';

export interface EmployersLiabilityForm {
  employersLiabilityLevel: string;
}

/** The levels every state of the submission allows (California only 3, Oregon 2 or 3). */
export function allowedLevels(values: WizardValues): number[] {
  const states = submissionStates(toSubmission(values));
  return EMPLOYERS_LIABILITY_LEVELS.filter((level) =>
    states.every((state) => allowedEmployersLiabilityLevels(state).includes(level)),
  );
}

export const employersLiabilityStep: StepDefinition<EmployersLiabilityForm> = {
  step: WizardStep.EmployersLiability,
  toForm: (v) => {
    const allowed = allowedLevels(v);
    const level = v.employersLiabilityLevel ?? (allowed.length === 1 ? allowed[0] : null);
    return { employersLiabilityLevel: level ? String(level) : '' };
  },
  toPatch: (f) => ({
    employersLiabilityLevel: f.employersLiabilityLevel ? Number(f.employersLiabilityLevel) : null,
  }),
};

export function EmployersLiabilityStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(employersLiabilityStep);
  const allowed = allowedLevels(values);
  const rules = submissionStates(toSubmission(values)).filter(
    (state) => minimumEmployersLiabilityLevel(state) > 1,
  );
  const error = errorOf('employersLiabilityLevel', t('employersLiability.choose'));
  return (
    <StepLayout
      title={t('steps.employersLiability.title')}
      lead={t('steps.employersLiability.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <ChoiceGroup
        legend={t('employersLiability.legend')}
        error={error}
        help={<HelpPopup name="popup-employers-liability-limits" />}
        hint={
          rules.length
            ? rules
                .map((state) =>
                  t('employersLiability.stateRule', {
                    state: stateName(state as StateCode),
                    level: minimumEmployersLiabilityLevel(state),
                  }),
                )
                .join(' ')
            : undefined
        }
      >
        {EMPLOYERS_LIABILITY_LEVELS.map((level) => (
          <Choice
            key={level}
            label={t('employersLiability.level', { level })}
            detail={
              allowed.includes(level)
                ? EMPLOYERS_LIABILITY_LIMITS[level]
                : `${EMPLOYERS_LIABILITY_LIMITS[level]} · ${t('employersLiability.notAllowed')}`
            }
            value={String(level)}
            disabled={!allowed.includes(level)}
            aria-invalid={error ? true : undefined}
            {...form.register('employersLiabilityLevel')}
          />
        ))}
      </ChoiceGroup>
    </StepLayout>
  );
}
