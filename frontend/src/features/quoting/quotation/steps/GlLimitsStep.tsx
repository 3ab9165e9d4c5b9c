import { useTranslation } from '../../../../lib/i18n';
import { CoverageType, GL_LIMITS, WizardStep } from '@coverline/contracts';
import { HelpPopup } from '../components/CoverageTexts';
import { Choice, ChoiceGroup, YesNoField } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { yesNoText, yesNoValue, type YesNoText } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface GlLimitsForm {
  glLimit: string;
  blanketAdditionalInsured: YesNoText;
}

export const glLimitsStep: StepDefinition<GlLimitsForm> = {
  step: WizardStep.GlLimits,
  toForm: (v) => ({
    glLimit: v.glLimit ?? '',
    blanketAdditionalInsured: yesNoText(v.blanketAdditionalInsured),
  }),
  toPatch: (f, v) => ({
    glLimit: f.glLimit || null,
    ...(v.coverageType === CoverageType.GeneralLiability
      ? { blanketAdditionalInsured: yesNoValue(f.blanketAdditionalInsured) }
      : {}),
  }),
};

/** Liability limits; general liability also offers a blanket additional insured. */
export function GlLimitsStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(glLimitsStep);
  const error = errorOf('glLimit', t('validation.chooseOne'));
  return (
    <StepLayout
      title={t('steps.glLimits.title')}
      lead={t('steps.glLimits.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <ChoiceGroup legend={t('glLimits.legend')} error={error}>
        {GL_LIMITS.map((limit) => (
          <Choice
            key={limit}
            label={t(`glLimits.limit.${limit}`)}
            value={limit}
            aria-invalid={error ? true : undefined}
            {...form.register('glLimit')}
          />
        ))}
      </ChoiceGroup>
      {values.coverageType === CoverageType.GeneralLiability && (
        <YesNoField
          legend={t('glLimits.additionalInsured')}
          hint={t('glLimits.additionalInsuredHint')}
          help={<HelpPopup name="popup-additional-insured" />}
          {...form.register('blanketAdditionalInsured')}
        />
      )}
    </StepLayout>
  );
}
