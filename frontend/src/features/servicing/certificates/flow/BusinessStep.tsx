/** Step 1: the insured as the policy names it, its DBA and address. */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { TextField } from '../../../../ui/TextField';
import type { CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';
import { AddressFields } from './AddressFields';

export function BusinessStep({ policyNumber }: { policyNumber: string }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const { register } = useFormContext<CertificateValues>();
  return (
    <>
      <p>{t('business.lead', { policyNumber })}</p>
      <TextField label={t('fields.insuredName')} readOnly {...register('insuredName')} />
      <TextField label={t('fields.insuredDba')} {...register('insuredDba')} />
      <AddressFields prefix="insuredAddress" legend={t('fields.insuredAddress')} />
    </>
  );
}
