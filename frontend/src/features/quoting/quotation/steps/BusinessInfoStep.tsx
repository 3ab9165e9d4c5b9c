import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { numberText, toNumber } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface BusinessInfoForm {
  employees: string;
  yearEstablished: string;
  yearsOfExperience: string;
  ownersCount: string;
}

export const businessInfoStep: StepDefinition<BusinessInfoForm> = {
  step: WizardStep.BusinessInfo,
  toForm: (v) => ({
    employees: numberText(v.employees),
    yearEstablished: numberText(v.yearEstablished),
    yearsOfExperience: numberText(v.yearsOfExperience),
    ownersCount: numberText(v.ownersCount),
  }),
  toPatch: (f) => ({
    employees: toNumber(f.employees),
    yearEstablished: toNumber(f.yearEstablished),
    yearsOfExperience: toNumber(f.yearsOfExperience),
    ownersCount: toNumber(f.ownersCount),
  }),
};

export function BusinessInfoStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(businessInfoStep);
  const { register } = form;
  return (
    <StepLayout
      title={t('steps.businessInfo.title')}
      lead={t('steps.businessInfo.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <div className="form__row form__row--two">
        <TextField
          label={t('fields.employees')}
          hint={t('fields.employeesHint')}
          inputMode="numeric"
          error={errorOf('employees')}
          {...register('employees')}
        />
        <TextField
          label={t('fields.ownersCount')}
          hint={t('fields.ownersCountHint')}
          inputMode="numeric"
          error={errorOf('ownersCount')}
          {...register('ownersCount')}
        />
        <TextField
          label={t('fields.yearEstablished')}
          inputMode="numeric"
          placeholder="2015"
          error={errorOf('yearEstablished')}
          {...register('yearEstablished')}
        />
        <TextField
          label={t('fields.yearsOfExperience')}
          hint={t('fields.yearsOfExperienceHint')}
          inputMode="numeric"
          error={errorOf('yearsOfExperience')}
          {...register('yearsOfExperience')}
        />
      </div>
    </StepLayout>
  );
}
