import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  CONSTRUCTIONS,
  CoverageType,
  PROPERTY_TYPES,
  QuoteLimits,
  stateFundFor,
  WizardStep,
} from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { AddressFields } from '../components/AddressFields';
import { Choice, SelectField, YesNoField } from '../components/fields';
import { StateFundNotice, withoutFundAddress } from '../components/StateFundNotice';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { useWizard } from '../state/context';
import {
  numberText,
  textOrNull,
  toNumber,
  yesNoText,
  yesNoValue,
  type YesNoText,
} from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';
import type { LocationValues } from '../state/values';

export interface LocationForm {
  id?: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  buildingType: string;
  construction: string;
  stories: string;
  yearBuilt: string;
  squareFootage: string;
  sprinklers: YesNoText;
  /** Kept from what the property step collected. */
  bppCoverageCents?: number | null;
  buildingCoverageCents?: number | null;
  homeOffice?: boolean | null;
}

export interface LocationsForm {
  locations: LocationForm[];
  /** The index of the primary location: exactly one is. */
  primary: string;
}

const blankLocation = (): LocationForm => ({
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  buildingType: '',
  construction: '',
  stories: '',
  yearBuilt: '',
  squareFootage: '',
  sprinklers: '',
});

function toLocationForm(l: LocationValues): LocationForm {
  return {
    id: l.id,
    address: l.address ?? '',
    address2: l.address2 ?? '',
    city: l.city ?? '',
    state: l.state ?? '',
    zip: l.zip ?? '',
    buildingType: l.buildingType ?? '',
    construction: l.construction ?? '',
    stories: numberText(l.stories),
    yearBuilt: numberText(l.yearBuilt),
    squareFootage: numberText(l.squareFootage),
    sprinklers: yesNoText(l.sprinklers),
    bppCoverageCents: l.bppCoverageCents,
    buildingCoverageCents: l.buildingCoverageCents,
    homeOffice: l.homeOffice,
  };
}

export const locationStep: StepDefinition<LocationsForm> = {
  step: WizardStep.Location,
  toForm: (v) => {
    const locations = (v.locations ?? []).map(toLocationForm);
    const primary = Math.max(
      0,
      (v.locations ?? []).findIndex((l) => l.primary),
    );
    return {
      locations: locations.length ? locations : [blankLocation()],
      primary: String(primary),
    };
  },
  toPatch: (f, v) => {
    const property = v.coverageType === CoverageType.BusinessOwners;
    return {
      locations: f.locations.map((l, i) => ({
        ...(l.id ? { id: l.id } : {}),
        address: textOrNull(l.address),
        address2: textOrNull(l.address2),
        city: textOrNull(l.city),
        state: textOrNull(l.state),
        zip: textOrNull(l.zip),
        primary: String(i) === f.primary,
        ...(property
          ? {
              buildingType: textOrNull(l.buildingType),
              construction: textOrNull(l.construction),
              stories: toNumber(l.stories),
              yearBuilt: toNumber(l.yearBuilt),
              squareFootage: toNumber(l.squareFootage),
              sprinklers: yesNoValue(l.sprinklers),
              bppCoverageCents: l.bppCoverageCents ?? null,
              buildingCoverageCents: l.buildingCoverageCents ?? null,
            }
          : {}),
        homeOffice: l.homeOffice ?? null,
      })),
    };
  },
};

export function LocationStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { values } = useWizard();
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(locationStep);
  const { register, control, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const property = values.coverageType === CoverageType.BusinessOwners;
  const wc = values.coverageType === CoverageType.WorkersCompensation;
  const states = watch('locations').map((l) => l.state);
  const fundStates = wc ? [...new Set(states.filter((s) => stateFundFor(s)))] : [];
  const primary = watch('primary');

  return (
    <StepLayout
      title={t('steps.location.title')}
      lead={t('steps.location.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      {fundStates.map((state) => (
        <StateFundNotice key={state} state={state} />
      ))}
      {errorOf('locations.root') && (
        <p className="field__error" role="alert">
          {errorOf('locations.root')}
        </p>
      )}
      {fields.map((field, index) => {
        const at = `locations.${index}.`;
        return (
          <fieldset key={field.id} className="repeat">
            <legend className="repeat__legend">
              {t('location.legend', { number: index + 1 })}
              {String(index) === primary && ` · ${t('location.primaryTag')}`}
            </legend>
            <AddressFields
              prefix={at}
              register={register}
              errorOf={errorOf}
              stateError={withoutFundAddress(errorOf(`${at}state`))}
            />
            {fields.length > 1 && (
              <Choice
                label={t('location.makePrimary')}
                value={String(index)}
                {...register('primary')}
              />
            )}
            {property && (
              <>
                <div className="form__row form__row--two">
                  <SelectField
                    label={t('fields.buildingType')}
                    placeholder={t('fields.choose')}
                    options={PROPERTY_TYPES.map((value) => ({
                      value,
                      label: t(`propertyType.${value}`),
                    }))}
                    error={errorOf(`${at}buildingType`)}
                    {...register(`locations.${index}.buildingType`)}
                  />
                  <SelectField
                    label={t('fields.construction')}
                    placeholder={t('fields.choose')}
                    options={CONSTRUCTIONS.map((value) => ({
                      value,
                      label: t(`construction.${value}`),
                    }))}
                    error={errorOf(`${at}construction`)}
                    {...register(`locations.${index}.construction`)}
                  />
                  <TextField
                    label={t('fields.stories')}
                    inputMode="numeric"
                    error={errorOf(`${at}stories`)}
                    {...register(`locations.${index}.stories`)}
                  />
                  <TextField
                    label={t('fields.yearBuilt')}
                    inputMode="numeric"
                    error={errorOf(`${at}yearBuilt`)}
                    {...register(`locations.${index}.yearBuilt`)}
                  />
                  <TextField
                    label={t('fields.squareFootage')}
                    inputMode="numeric"
                    error={errorOf(`${at}squareFootage`)}
                    {...register(`locations.${index}.squareFootage`)}
                  />
                </div>
                <YesNoField
                  legend={t('fields.sprinklers')}
                  error={errorOf(`${at}sprinklers`)}
                  {...register(`locations.${index}.sprinklers`)}
                />
              </>
            )}
            {fields.length > 1 && (
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    remove(index);
                    // The primary mark stays with its location, or goes to the first one.
                    const current = Number(form.getValues('primary'));
                    const next = current === index ? 0 : current > index ? current - 1 : current;
                    form.setValue('primary', String(next), { shouldDirty: true });
                  }}
                >
                  {t('location.remove', { number: index + 1 })}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {fields.length < QuoteLimits.locationsMax && (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => append(blankLocation())}
          >
            {t('location.add')}
          </button>
        </div>
      )}
    </StepLayout>
  );
}
