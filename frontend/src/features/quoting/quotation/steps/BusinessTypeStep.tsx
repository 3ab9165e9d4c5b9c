import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { BusinessTypeSearch } from '../components/BusinessTypeSearch';
import { useBusinessTypeName } from '../hooks/use-business-type';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizardStore } from '../state/context';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface BusinessTypeForm {
  naicsCode: string;
  masterIndexCode: string;
  naicsMatrixDesc: string;
}

export const businessTypeStep: StepDefinition<BusinessTypeForm> = {
  step: WizardStep.BusinessType,
  toForm: (v) => ({
    naicsCode: v.naicsCode ?? '',
    masterIndexCode: v.masterIndexCode ?? '',
    naicsMatrixDesc: v.naicsMatrixDesc ?? '',
  }),
  toPatch: (f) => ({
    naicsCode: textOrNull(f.naicsCode),
    masterIndexCode: textOrNull(f.masterIndexCode),
    naicsMatrixDesc: textOrNull(f.naicsMatrixDesc),
  }),
};

export function BusinessTypeStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(businessTypeStep);
  const chosen = useBusinessTypeName(form.watch('masterIndexCode'), form.watch('naicsMatrixDesc'));
  return (
    <StepLayout
      title={t('steps.businessType.title')}
      lead={t('steps.businessType.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <BusinessTypeSearch
        label={t('businessType.label')}
        hint={t('businessType.hint')}
        error={errorOf('naicsCode', t('businessType.required'))}
        chosen={chosen || null}
        onChoose={(mapping) => {
          const options = { shouldDirty: true, shouldValidate: true };
          store.setBusinessType(mapping);
          form.setValue('masterIndexCode', mapping.masterIndexCode, options);
          form.setValue('naicsMatrixDesc', mapping.masterIndexDescription, options);
          form.setValue('naicsCode', mapping.naicsCode, options);
        }}
      />
    </StepLayout>
  );
}
