/** One address of the certificate (the insured's, the holder's or a job location), with its errors. */
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { STATE_CODES, STATE_NAMES } from '@coverline/contracts';
import { useFieldError } from '../../../../lib/forms';
import { useTranslation } from '../../../../lib/i18n';
import { FieldFrame, TextField } from '../../../../ui/TextField';
import type { AddressValues, CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';

export type AddressPath = 'insuredAddress' | 'holderAddress' | `jobLocations.${number}`;

export function AddressFields({ prefix, legend }: { prefix: AddressPath; legend: string }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const fieldError = useFieldError();
  const { register, control } = useFormContext<CertificateValues>();
  const { errors } = useFormState({ control, name: prefix });
  const error = (field: keyof AddressValues) =>
    fieldError(get(errors, `${prefix}.${field}`) as FieldError | undefined);
  return (
    <fieldset className="certificate-flow__address">
      <legend>{legend}</legend>
      <TextField
        label={t('fields.street')}
        error={error('street')}
        autoComplete="off"
        {...register(`${prefix}.street`)}
      />
      <TextField
        label={t('fields.street2')}
        autoComplete="off"
        {...register(`${prefix}.street2`)}
      />
      <div className="certificate-flow__row">
        <TextField
          label={t('fields.zip')}
          inputMode="numeric"
          error={error('zip')}
          {...register(`${prefix}.zip`)}
        />
        <TextField label={t('fields.city')} error={error('city')} {...register(`${prefix}.city`)} />
        <FieldFrame label={t('fields.state')} error={error('state')}>
          {(frame) => (
            <select {...frame} className="field__input" {...register(`${prefix}.state`)}>
              <option value="">{t('fields.chooseState')}</option>
              {STATE_CODES.map((code) => (
                <option key={code} value={code}>
                  {STATE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
    </fieldset>
  );
}
