import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { Choice } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface WebsiteForm {
  website: string;
  noWebsite: boolean;
}

export const websiteStep: StepDefinition<WebsiteForm> = {
  step: WizardStep.Website,
  toForm: (v) => ({ website: v.website ?? '', noWebsite: v.noWebsite ?? false }),
  toPatch: (f) =>
    f.noWebsite
      ? { noWebsite: true, website: null }
      : { noWebsite: false, website: textOrNull(f.website) },
};

export function WebsiteStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(websiteStep);
  const { register, watch } = form;
  const noWebsite = watch('noWebsite');
  return (
    <StepLayout
      title={t('steps.website.title')}
      lead={t('steps.website.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {!noWebsite && (
        <TextField
          label={t('fields.website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          error={errorOf('website')}
          {...register('website')}
        />
      )}
      <Choice type="checkbox" label={t('website.none')} {...register('noWebsite')} />
    </StepLayout>
  );
}
