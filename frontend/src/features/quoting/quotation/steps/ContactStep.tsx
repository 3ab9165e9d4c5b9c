import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface ContactForm {
  businessName: string;
  businessDba: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export const contactStep: StepDefinition<ContactForm> = {
  step: WizardStep.Contact,
  toForm: (v) => ({
    businessName: v.businessName ?? '',
    businessDba: v.businessDba ?? '',
    email: v.email ?? '',
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    phone: v.phone ?? '',
  }),
  toPatch: (f) => ({
    businessName: textOrNull(f.businessName),
    businessDba: textOrNull(f.businessDba),
    email: f.email.trim().toLowerCase(),
    firstName: textOrNull(f.firstName),
    lastName: textOrNull(f.lastName),
    phone: textOrNull(f.phone),
  }),
};

/**
 * Legal business name, DBA and the contact. The email is the quote's for good once the quote
 * exists (the API refuses to change it), so it is shown rather than edited then.
 */
export function ContactStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { quote } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(contactStep);
  const { register } = form;
  const emailFixed = quote !== null || store.caller === 'client';
  return (
    <StepLayout
      title={t('steps.contact.title')}
      lead={t('steps.contact.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <TextField
        label={t('fields.businessName')}
        hint={t('fields.businessNameHint')}
        autoComplete="organization"
        error={errorOf('businessName')}
        {...register('businessName')}
      />
      <TextField
        label={t('fields.businessDba')}
        error={errorOf('businessDba')}
        {...register('businessDba')}
      />
      <div className="form__row form__row--two">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errorOf('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={errorOf('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('fields.email')}
        hint={emailFixed ? t('fields.emailFixed') : t('fields.emailHint')}
        type="email"
        autoComplete="email"
        readOnly={emailFixed}
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField
        label={t('fields.phoneOptional')}
        type="tel"
        autoComplete="tel"
        error={errorOf('phone')}
        {...register('phone')}
      />
    </StepLayout>
  );
}
