import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { Choice } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { textOrNull } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface FeinForm {
  fein: string;
  noFein: boolean;
  /** A FEIN is on file and the person keeps it (it is never shown back in full). */
  keep: boolean;
}

export function feinStep(onFile: boolean): StepDefinition<FeinForm> {
  const keeping = (f: FeinForm) => onFile && f.keep && !f.noFein;
  return {
    step: WizardStep.Fein,
    toForm: (v) => ({ fein: v.fein ?? '', noFein: v.noFein ?? false, keep: onFile && !v.fein }),
    toPatch: (f) => {
      if (f.noFein) return { noFein: true, fein: null };
      if (keeping(f)) return { noFein: false };
      return { noFein: false, fein: textOrNull(f.fein) };
    },
    checksShared: (f) => !keeping(f),
  };
}

export function FeinStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { feinOnFile } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(feinStep(feinOnFile !== null));
  const { register, watch } = form;
  const noFein = watch('noFein');
  const keep = watch('keep');
  return (
    <StepLayout
      title={t('steps.fein.title')}
      lead={t('steps.fein.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {feinOnFile && !noFein && (
        <Choice
          type="checkbox"
          label={t('fein.keep', { masked: feinOnFile })}
          {...register('keep')}
        />
      )}
      {!noFein && !(feinOnFile && keep) && (
        <TextField
          label={t('fields.fein')}
          hint={t('fields.feinHint')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-3456789"
          error={errorOf('fein')}
          {...register('fein')}
        />
      )}
      <Choice
        type="checkbox"
        label={t('fein.none')}
        detail={t('fein.noneDetail')}
        {...register('noFein')}
      />
    </StepLayout>
  );
}
