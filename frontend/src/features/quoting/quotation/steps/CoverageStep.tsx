import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n';
import {
  isValidEmail,
  Messages,
  QuoteMessages,
  WizardStep,
  type FieldError,
} from '@coverline/contracts';
import type { CoverageType } from '@coverline/contracts/generated/model';
import { TextField } from '../../../../ui/TextField';
import { CoverageIcon } from '../../coverages/CoverageIcon';
import { COVERAGES } from '../../coverages/coverages';
import { ClientPicker } from '../components/ClientPicker';
import { WhatsCovered } from '../components/CoverageTexts';
import { SavedQuotes } from '../components/SavedQuotes';
import { ChoiceGroup } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface CoverageForm {
  coverageType: CoverageType | '';
  email: string;
  firstName: string;
  lastName: string;
}

/** Staff quote for a client: the client's email is needed to start. */
export function coverageStep(staff: boolean, started: boolean): StepDefinition<CoverageForm> {
  return {
    step: WizardStep.Coverage,
    toForm: (v) => ({
      coverageType: v.coverageType ?? '',
      email: v.email ?? '',
      firstName: v.firstName ?? '',
      lastName: v.lastName ?? '',
    }),
    toPatch: (f, v) => {
      if (started) return {};
      const coverageType = f.coverageType || null;
      if (!staff) return { coverageType };
      return {
        coverageType,
        email: f.email.trim(),
        firstName: textOrNull(f.firstName) ?? v.firstName ?? null,
        lastName: textOrNull(f.lastName) ?? v.lastName ?? null,
      };
    },
    extraChecks: (f) => {
      if (!staff || started) return [];
      const email = f.email.trim();
      const errors: FieldError[] = [];
      if (!email) errors.push({ field: 'email', message: QuoteMessages.required('email') });
      else if (!isValidEmail(email))
        errors.push({ field: 'email', message: Messages.invalidEmail });
      return errors;
    },
  };
}

export function CoverageStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const navigate = useNavigate();
  const { quote, values } = useWizard();
  const staff = store.caller === 'agent' || store.caller === 'admin';
  const started = quote !== null;
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(coverageStep(staff, started));
  const chosen = form.watch('coverageType');
  const coverageError = errorOf('coverageType', t('coverage.choose'));
  const coverageLabel = (type: string) =>
    t(`coverages.${type}.name`, { ns: 'translation', defaultValue: type });

  return (
    <StepLayout
      title={t('steps.coverage.title')}
      lead={t('steps.coverage.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {started ? (
        <div className="coverage-fixed">
          <p>{t('coverage.fixed', { coverage: coverageLabel(quote.coverageType) })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.startOver();
              void navigate({ to: '/quotation', search: {} });
            }}
          >
            {t('coverage.startNew')}
          </button>
        </div>
      ) : (
        <ChoiceGroup legend={t('coverage.legend')} error={coverageError}>
          <div className="coverage-options">
            {COVERAGES.map((coverage) => (
              <label key={coverage.key} className="coverage-option">
                <input
                  type="radio"
                  value={coverage.type}
                  aria-invalid={coverageError ? true : undefined}
                  {...form.register('coverageType')}
                />
                <CoverageIcon coverage={coverage} />
                <span className="coverage-option__text">
                  <span className="coverage-option__name">{coverageLabel(coverage.key)}</span>
                  <span className="coverage-option__for">
                    {t(`coverages.${coverage.key}.for`, { ns: 'translation' })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceGroup>
      )}
      {(chosen || quote?.coverageType) && (
        <details className="disclosure">
          <summary>
            {t('coverage.whatsCovered', { coverage: coverageLabel(chosen || quote!.coverageType) })}
          </summary>
          <WhatsCovered coverage={chosen || quote!.coverageType} />
        </details>
      )}
      {store.caller === 'client' && values.email && (
        <p className="card__note">{t('coverage.emailOnFile', { email: values.email })}</p>
      )}
      {staff && !started && (
        <fieldset className="choice-group client-fields">
          <legend className="field__label">{t('coverage.clientLegend')}</legend>
          <p className="field__hint">{t('coverage.clientHint')}</p>
          <ClientPicker
            onPick={(client) => {
              const options = { shouldDirty: true, shouldValidate: true };
              form.setValue('email', client.email, options);
              form.setValue('firstName', client.firstName ?? '', options);
              form.setValue('lastName', client.lastName ?? '', options);
            }}
          />
          <TextField
            label={t('fields.clientEmail')}
            type="email"
            autoComplete="off"
            error={errorOf('email')}
            {...form.register('email')}
          />
          <div className="form__row form__row--two">
            <TextField
              label={t('fields.clientFirstNameOptional')}
              autoComplete="off"
              error={errorOf('firstName')}
              {...form.register('firstName')}
            />
            <TextField
              label={t('fields.clientLastNameOptional')}
              autoComplete="off"
              error={errorOf('lastName')}
              {...form.register('lastName')}
            />
          </div>
        </fieldset>
      )}
      {staff && started && <p>{t('coverage.clientFixed', { email: values.email })}</p>}
      {!started && <SavedQuotes />}
    </StepLayout>
  );
}
