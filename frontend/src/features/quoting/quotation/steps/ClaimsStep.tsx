import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  claimsLookBackStart,
  Limits,
  QuoteLimits,
  QuoteMessages,
  WizardStep,
} from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { YesNoField } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { formatDay } from '../../../../lib/dates';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { centsToDollars } from '../../../../lib/currency';
import {
  dollarsToCents,
  textOrNull,
  yesNoText,
  yesNoValue,
  type YesNoText,
} from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface ClaimForm {
  id?: string;
  description: string;
  amountOfLossCents: string;
  date: string;
  open: YesNoText;
}

export interface ClaimsForm {
  hasClaims: YesNoText;
  claims: ClaimForm[];
}

const blankClaim = (): ClaimForm => ({
  description: '',
  amountOfLossCents: '',
  date: '',
  open: '',
});

export const claimsStep: StepDefinition<ClaimsForm> = {
  step: WizardStep.Claims,
  toForm: (v) => {
    const claims = (v.claims ?? []).map((c) => ({
      id: c.id,
      description: c.description ?? '',
      amountOfLossCents: centsToDollars(c.amountOfLossCents),
      date: c.date ?? '',
      open: yesNoText(c.open),
    }));
    return { hasClaims: claims.length ? 'yes' : '', claims };
  },
  toPatch: (f) => ({
    claims:
      f.hasClaims === 'yes'
        ? f.claims.map((c) => ({
            ...(c.id ? { id: c.id } : {}),
            description: textOrNull(c.description),
            amountOfLossCents: dollarsToCents(c.amountOfLossCents),
            date: textOrNull(c.date),
            open: yesNoValue(c.open),
          }))
        : [],
  }),
  extraChecks: (f) => {
    if (!f.hasClaims) return [{ field: 'hasClaims', message: QuoteMessages.required('hasClaims') }];
    if (f.hasClaims === 'yes' && f.claims.length === 0) {
      return [{ field: 'claims', message: QuoteMessages.required('claims') }];
    }
    return [];
  },
};

/** Claims in the last five years, up to today. */
export function ClaimsStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { context } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(claimsStep);
  const { register, control, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'claims' });
  const hasClaims = watch('hasClaims');
  const since = claimsLookBackStart(context.today);
  const listError = errorOf('claims.root', t('claims.addOne'));
  return (
    <StepLayout
      title={t('steps.claims.title', { years: Limits.claimsLookBackYears })}
      lead={t('steps.claims.lead', { years: Limits.claimsLookBackYears })}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <YesNoField
        legend={t('claims.any', { since: formatDay(since) })}
        error={errorOf('hasClaims', t('validation.chooseOne'))}
        {...register('hasClaims', {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value === 'yes' && form.getValues('claims').length === 0) {
              append(blankClaim(), { shouldFocus: false });
            }
          },
        })}
      />
      {hasClaims === 'yes' && (
        <>
          {listError && (
            <p className="field__error" role="alert">
              {listError}
            </p>
          )}
          {fields.map((field, index) => {
            const at = `claims.${index}.`;
            return (
              <fieldset key={field.id} className="repeat">
                <legend className="repeat__legend">
                  {t('claims.legend', { number: index + 1 })}
                </legend>
                <TextField
                  label={t('fields.claimDescription')}
                  error={errorOf(`${at}description`)}
                  {...register(`claims.${index}.description`)}
                />
                <div className="form__row form__row--two">
                  <TextField
                    label={t('fields.claimDate')}
                    type="date"
                    min={since}
                    max={context.today}
                    error={errorOf(`${at}date`)}
                    {...register(`claims.${index}.date`)}
                  />
                  <TextField
                    label={t('fields.amountOfLoss')}
                    inputMode="decimal"
                    error={errorOf(`${at}amountOfLossCents`)}
                    {...register(`claims.${index}.amountOfLossCents`)}
                  />
                </div>
                <YesNoField
                  legend={t('fields.claimOpen')}
                  error={errorOf(`${at}open`, t('validation.chooseOne'))}
                  {...register(`claims.${index}.open`)}
                />
                <div className="actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => remove(index)}
                  >
                    {t('claims.remove', { number: index + 1 })}
                  </button>
                </div>
              </fieldset>
            );
          })}
          {fields.length < QuoteLimits.claimsMax && (
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => append(blankClaim())}
              >
                {t('claims.add')}
              </button>
            </div>
          )}
        </>
      )}
    </StepLayout>
  );
}
