/** Step 2: the certificate holder, its address and where the certificate may be emailed. */
import { useFormContext, useFormState } from 'react-hook-form';
import { useFieldError } from '../../../../lib/forms';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../ui/TextField';
import type { CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';
import { AddressFields } from './AddressFields';

export function ClientStep() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const fieldError = useFieldError();
  const { register, control } = useFormContext<CertificateValues>();
  const { errors } = useFormState({ control, name: ['holderName', 'holderEmail'] });
  return (
    <>
      <p>{t('client.lead')}</p>
      <TextField
        label={t('fields.holderName')}
        error={fieldError(errors.holderName)}
        {...register('holderName')}
      />
      <AddressFields prefix="holderAddress" legend={t('fields.holderAddress')} />
      <TextField
        label={t('fields.holderEmail')}
        hint={t('fields.holderEmailHint')}
        type="email"
        error={fieldError(errors.holderEmail)}
        {...register('holderEmail')}
      />
    </>
  );
}
