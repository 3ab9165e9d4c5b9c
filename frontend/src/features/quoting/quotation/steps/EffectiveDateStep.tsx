import { useTranslation } from '../../../../lib/i18n';
import { addDaysIso, EFFECTIVE_DATE_MAX_DAYS_AHEAD, WizardStep } from '@coverline/contracts';
import { Alert } from '../../../../ui/Alert';
import { TextField } from '../../../../ui/TextField';
import { StepLayout } from '../components/StepLayout';
import { useLineCarriers } from '../hooks/use-carriers';
import { formatDay } from '../../../../lib/dates';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface EffectiveDateForm {
  effectiveDate: string;
}

export const effectiveDateStep: StepDefinition<EffectiveDateForm> = {
  step: WizardStep.EffectiveDate,
  toForm: (v) => ({ effectiveDate: v.effectiveDate ?? '' }),
  toPatch: (f) => ({ effectiveDate: textOrNull(f.effectiveDate) }),
};

/**
 * When coverage starts. Reached again from the quotes when they expired: then only the date
 * changes (nothing later is erased) and the quote goes straight back to the carriers.
 */
export function EffectiveDateStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { dateOnly, context, values } = useWizard();
  const { isError } = useLineCarriers(values.coverageType);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(effectiveDateStep, {
    onValid: dateOnly
      ? (patch) => void store.changeEffectiveDate(patch.effectiveDate ?? '')
      : undefined,
  });
  const earliest = addDaysIso(context.today, -context.maxBackdatedDays);
  const latest = addDaysIso(context.today, EFFECTIVE_DATE_MAX_DAYS_AHEAD);
  return (
    <StepLayout
      title={dateOnly ? t('effectiveDate.newTitle') : t('steps.effectiveDate.title')}
      lead={t('steps.effectiveDate.lead', { days: EFFECTIVE_DATE_MAX_DAYS_AHEAD })}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
      submitLabel={dateOnly ? t('effectiveDate.requote') : undefined}
      back={
        dateOnly
          ? { label: t('effectiveDate.backToQuotes'), onClick: () => store.leaveDateOnly() }
          : undefined
      }
    >
      {isError && (
        <Alert tone="warning">
          <p>{t('effectiveDate.loadError')}</p>
        </Alert>
      )}
      <TextField
        label={t('fields.effectiveDate')}
        hint={t('fields.effectiveDateHint', {
          earliest: formatDay(earliest),
          latest: formatDay(latest),
        })}
        type="date"
        min={earliest}
        max={latest}
        error={errorOf('effectiveDate')}
        {...form.register('effectiveDate')}
      />
    </StepLayout>
  );
}
