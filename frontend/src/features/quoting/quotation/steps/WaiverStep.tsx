import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { HelpPopup } from '../components/CoverageTexts';
import { YesNoField } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { yesNoText, yesNoValue, type YesNoText } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface WaiverForm {
  waiverOfSubrogation: YesNoText;
}

export const waiverStep: StepDefinition<WaiverForm> = {
  step: WizardStep.WaiverOfSubrogation,
  toForm: (v) => ({ waiverOfSubrogation: yesNoText(v.waiverOfSubrogation) }),
  toPatch: (f) => ({ waiverOfSubrogation: yesNoValue(f.waiverOfSubrogation) }),
};

export function WaiverStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(waiverStep);
  return (
    <StepLayout
      title={t('steps.waiverOfSubrogation.title')}
      lead={t('steps.waiverOfSubrogation.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <YesNoField
        legend={t('waiver.legend')}
        error={errorOf('waiverOfSubrogation', t('validation.chooseOne'))}
        help={<HelpPopup name="popup-waiver-of-subrogation" />}
        {...form.register('waiverOfSubrogation')}
      />
    </StepLayout>
  );
}
