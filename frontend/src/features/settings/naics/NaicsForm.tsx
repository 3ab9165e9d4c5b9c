import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray } from 'react-hook-form';
import { ReferenceLimits } from '@coverline/contracts';
import {
  getGetMasterIndexMappingQueryKey,
  getGetMasterIndexMappingsQueryKey,
  useCreateMasterIndexMapping,
  useUpdateMasterIndexMapping,
} from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { NaicsMappingDto } from '@coverline/contracts/generated/model';
import { TextField } from '../../../ui/TextField';
import { TextAreaField } from '../components/fields';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useStoreSaved } from '../components/store-saved';
import { toastSaved } from '../feedback';
import { useSettingsFieldError, useSettingsT } from '../texts';
import {
  emptyCustomClassCode,
  naicsBody,
  naicsSchema,
  naicsValues,
  type NaicsValues,
} from './naics-schema';

/** Creates a NAICS master index entry, or replaces every field of one. */
export function NaicsForm({
  mapping,
  onSaved,
  onCancel,
}: {
  mapping?: NaicsMappingDto;
  onSaved: (mapping: NaicsMappingDto) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const fieldError = useSettingsFieldError();
  const store = useStoreSaved(
    (saved: NaicsMappingDto) => getGetMasterIndexMappingQueryKey(saved.id),
    getGetMasterIndexMappingsQueryKey(),
  );
  const create = useCreateMasterIndexMapping();
  const update = useUpdateMasterIndexMapping();
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    serverError,
    onSubmit,
  } = useSettingsForm<NaicsValues>(
    { resolver: zodResolver(naicsSchema), defaultValues: naicsValues(mapping) },
    async (values) => {
      const data = naicsBody(values, mapping?.archived ?? false);
      const saved = mapping
        ? await update.mutateAsync({ id: mapping.id, data })
        : await create.mutateAsync({ data });
      store(saved);
      toastSaved(
        t(mapping ? 'naics.saved' : 'naics.created', { name: saved.masterIndexDescription }),
      );
      onSaved(saved);
    },
  );
  const customCodes = useFieldArray({ control, name: 'customClassCodes' });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      serverError={serverError}
      sending={isSubmitting}
      onCancel={onCancel}
    >
      <fieldset className="form-section">
        <legend>{t('naics.sections.identity')}</legend>
        <div className="form__row">
          <TextField
            label={t('naics.fields.masterIndexCode')}
            hint={t('naics.hints.masterIndexCode')}
            error={fieldError(errors.masterIndexCode)}
            {...register('masterIndexCode')}
          />
          <TextField
            label={t('naics.fields.masterIndexDescription')}
            error={fieldError(errors.masterIndexDescription)}
            {...register('masterIndexDescription')}
          />
        </div>
        <div className="form__row">
          <TextField
            label={t('naics.fields.naicsCode')}
            hint={t('naics.hints.naicsCode')}
            inputMode="numeric"
            error={fieldError(errors.naicsCode)}
            {...register('naicsCode')}
          />
          <TextField
            label={t('naics.fields.naicsDescription')}
            hint={t('naics.hints.naicsDescription')}
            error={fieldError(errors.naicsDescription)}
            {...register('naicsDescription')}
          />
        </div>
        <TextField
          label={t('naics.fields.keywords')}
          hint={t('naics.hints.keywords')}
          error={fieldError(errors.keywords)}
          {...register('keywords')}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('naics.sections.carriers')}</legend>
        <div className="form__row">
          <TextField
            label={t('naics.fields.hartfordSpectrumCode')}
            error={fieldError(errors.hartfordSpectrumCode)}
            {...register('hartfordSpectrumCode')}
          />
          <TextField
            label={t('naics.fields.hartfordSpectrumDescription')}
            error={fieldError(errors.hartfordSpectrumDescription)}
            {...register('hartfordSpectrumDescription')}
          />
        </div>
        <TextField
          label={t('naics.fields.employersDescription')}
          error={fieldError(errors.employersDescription)}
          {...register('employersDescription')}
        />
        <div className="form__row">
          <TextField
            label={t('naics.fields.glClassCode')}
            inputMode="numeric"
            error={fieldError(errors.glClassCode)}
            {...register('glClassCode')}
          />
          <TextField
            label={t('naics.fields.glClassDescription')}
            error={fieldError(errors.glClassDescription)}
            {...register('glClassDescription')}
          />
        </div>
        <div className="form__row">
          <TextField
            label={t('naics.fields.externalQuoterCode')}
            error={fieldError(errors.externalQuoterCode)}
            {...register('externalQuoterCode')}
          />
          <TextField
            label={t('naics.fields.externalQuoterHash')}
            error={fieldError(errors.externalQuoterHash)}
            {...register('externalQuoterHash')}
          />
        </div>
        <TextField
          label={t('naics.fields.externalQuoterDescription')}
          error={fieldError(errors.externalQuoterDescription)}
          {...register('externalQuoterDescription')}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('naics.sections.workersComp')}</legend>
        <div className="form__row">
          <TextField
            label={t('naics.fields.payrollState')}
            hint={t('naics.hints.payrollState')}
            error={fieldError(errors.payrollState)}
            {...register('payrollState')}
          />
          <TextField
            label={t('naics.fields.wcClassCode')}
            inputMode="numeric"
            error={fieldError(errors.wcClassCode)}
            {...register('wcClassCode')}
          />
        </div>
        <TextAreaField
          label={t('naics.fields.wcClassQuestion')}
          rows={2}
          error={fieldError(errors.wcClassQuestion)}
          {...register('wcClassQuestion')}
        />
        <TextAreaField
          label={t('naics.fields.wcClassDescription')}
          rows={2}
          error={fieldError(errors.wcClassDescription)}
          {...register('wcClassDescription')}
        />
        {customCodes.fields.map((field, index) => {
          const itemErrors = errors.customClassCodes?.[index];
          return (
            <fieldset key={field.id} className="form-section form-section--nested">
              <legend>{t('naics.custom.title', { number: index + 1 })}</legend>
              <p className="field__hint">{t('naics.custom.hint')}</p>
              <TextField
                label={t('naics.custom.code', { number: index + 1 })}
                inputMode="numeric"
                error={fieldError(itemErrors?.code)}
                {...register(`customClassCodes.${index}.code`)}
              />
              <TextAreaField
                label={t('naics.custom.question', { number: index + 1 })}
                rows={2}
                error={fieldError(itemErrors?.question)}
                {...register(`customClassCodes.${index}.question`)}
              />
              <TextAreaField
                label={t('naics.custom.description', { number: index + 1 })}
                rows={2}
                error={fieldError(itemErrors?.description)}
                {...register(`customClassCodes.${index}.description`)}
              />
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => customCodes.remove(index)}
                >
                  {t('naics.custom.remove', { number: index + 1 })}
                </button>
              </div>
            </fieldset>
          );
        })}
        {customCodes.fields.length < ReferenceLimits.customClassCodesMax && (
          <div className="actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => customCodes.append(emptyCustomClassCode)}
            >
              {t('naics.custom.add')}
            </button>
          </div>
        )}
      </fieldset>
    </SettingsForm>
  );
}
