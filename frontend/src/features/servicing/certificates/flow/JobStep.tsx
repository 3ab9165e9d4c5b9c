/** Step 3: up to ten job locations and a description of operations. */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { FieldFrame } from '../../../../ui/TextField';
import { blankAddress, type CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';
import { AddressFields } from './AddressFields';

const MAX_LOCATIONS = 10;

export function JobStep() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const { register, control } = useFormContext<CertificateValues>();
  const locations = useFieldArray({ control, name: 'jobLocations' });
  return (
    <>
      <p>{t('job.lead')}</p>
      {locations.fields.map((field, i) => (
        <div key={field.id} className="certificate-flow__location">
          <AddressFields
            prefix={`jobLocations.${i}`}
            legend={t('fields.jobLocation', { number: i + 1 })}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => locations.remove(i)}
          >
            {t('job.remove', { number: i + 1 })}
          </button>
        </div>
      ))}
      {locations.fields.length < MAX_LOCATIONS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => locations.append(blankAddress())}
        >
          {t('job.add')}
        </button>
      )}
      <FieldFrame label={t('fields.descriptionOfOperations')}>
        {(frame) => (
          <textarea
            {...frame}
            className="field__input"
            rows={3}
            maxLength={1000}
            {...register('descriptionOfOperations')}
          />
        )}
      </FieldFrame>
    </>
  );
}
