/**
 * Step 4: additional insured (not offered on workers' compensation) and a waiver of
 * subrogation, whose parties start with the certificate holder.
 */
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { CoverageType } from '@coverline/contracts';
import { useFieldError } from '../../../../lib/forms';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../ui/TextField';
import type { CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';

const MAX_PARTIES = 10;

export function WaiverStep({ coverageType }: { coverageType: CoverageType }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const fieldError = useFieldError();
  const { register, control, getValues } = useFormContext<CertificateValues>();
  const parties = useFieldArray({ control, name: 'waiverParties' });
  const waiver = useWatch({ control, name: 'waiverOfSubrogation' });
  const { errors } = useFormState({ control, name: 'waiverParties' });
  const partiesError = fieldError(errors.waiverParties?.root ?? errors.waiverParties);
  return (
    <>
      <p>{t('waiver.lead')}</p>
      {coverageType !== 'wc' && (
        <label className="certificate-flow__check">
          <input type="checkbox" {...register('additionalInsured')} />
          {t('fields.additionalInsured')}
        </label>
      )}
      <label className="certificate-flow__check">
        <input
          type="checkbox"
          {...register('waiverOfSubrogation', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked && parties.fields.length === 0) {
                parties.replace([{ name: getValues('holderName') }]);
              }
            },
          })}
        />
        {t('fields.waiverOfSubrogation')}
      </label>
      {waiver && (
        <fieldset className="certificate-flow__parties">
          <legend>{t('fields.waiverParties')}</legend>
          {parties.fields.map((field, i) => (
            <div key={field.id} className="certificate-flow__party">
              <TextField
                label={t('fields.waiverParty', { number: i + 1 })}
                {...register(`waiverParties.${i}.name`)}
              />
            </div>
          ))}
          {partiesError && (
            <p className="field__error" role="alert">
              {partiesError}
            </p>
          )}
          {parties.fields.length < MAX_PARTIES && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => parties.append({ name: '' })}
            >
              {t('waiver.addParty')}
            </button>
          )}
        </fieldset>
      )}
      <p className="certificate-flow__note">{t('waiver.note')}</p>
    </>
  );
}
