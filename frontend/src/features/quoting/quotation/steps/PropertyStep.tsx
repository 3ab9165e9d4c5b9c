import { useTranslation } from '../../../../lib/i18n';
import { Limits, PROPERTY_DEDUCTIBLES_CENTS, PropertyType, WizardStep } from '@coverline/contracts';
import { centsToDollars, formatCents, formatUsd } from '../../../../lib/currency';
import { TextField } from '../../../../ui/TextField';
import { SelectField } from '../components/fields';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import { dollarsToCents, numberText } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface PropertyForm {
  locations: Array<{ bppCoverageCents: string; buildingCoverageCents: string }>;
  propertyDeductibleCents: string;
}

export const propertyStep: StepDefinition<PropertyForm> = {
  step: WizardStep.Property,
  toForm: (v) => ({
    locations: (v.locations ?? []).map((l) => ({
      bppCoverageCents: centsToDollars(l.bppCoverageCents),
      buildingCoverageCents: centsToDollars(l.buildingCoverageCents),
    })),
    propertyDeductibleCents: numberText(v.propertyDeductibleCents),
  }),
  toPatch: (f, v) => ({
    locations: (v.locations ?? []).map((l, i) => ({
      ...l,
      bppCoverageCents: dollarsToCents(f.locations[i]?.bppCoverageCents ?? ''),
      buildingCoverageCents:
        l.buildingType === PropertyType.BuildingOwned
          ? dollarsToCents(f.locations[i]?.buildingCoverageCents ?? '')
          : null,
    })),
    propertyDeductibleCents: f.propertyDeductibleCents ? Number(f.propertyDeductibleCents) : null,
  }),
};

/** Property limits per location, and the deductible. */
export function PropertyStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(propertyStep);
  const bppHint = t('fields.bppHint', {
    min: formatUsd(Limits.bppMinDollars),
    max: formatUsd(Limits.bppMaxDollars),
  });
  return (
    <StepLayout
      title={t('steps.property.title')}
      lead={t('steps.property.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {(values.locations ?? []).map((location, index) => (
        <fieldset key={location.id ?? index} className="repeat">
          <legend className="repeat__legend">
            {t('property.legend', {
              address: [location.address, location.city, location.state].filter(Boolean).join(', '),
            })}
          </legend>
          <TextField
            label={t('fields.bpp')}
            hint={bppHint}
            inputMode="decimal"
            error={errorOf(`locations.${index}.bppCoverageCents`)}
            {...form.register(`locations.${index}.bppCoverageCents`)}
          />
          {location.buildingType === PropertyType.BuildingOwned && (
            <TextField
              label={t('fields.building')}
              hint={t('fields.amountHint')}
              inputMode="decimal"
              error={errorOf(`locations.${index}.buildingCoverageCents`)}
              {...form.register(`locations.${index}.buildingCoverageCents`)}
            />
          )}
        </fieldset>
      ))}
      <SelectField
        label={t('fields.propertyDeductible')}
        placeholder={t('fields.choose')}
        options={PROPERTY_DEDUCTIBLES_CENTS.map((cents) => ({
          value: String(cents),
          label: formatCents(cents),
        }))}
        error={errorOf('propertyDeductibleCents', t('validation.chooseOne'))}
        {...form.register('propertyDeductibleCents')}
      />
    </StepLayout>
  );
}
