/** Step 5: everything the certificate will say, before it is issued. */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import type { AddressValues, CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';

const oneLine = (a: AddressValues) =>
  [a.street, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter((p) => p.trim()).join(', ');

export function SummaryStep() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const values = useFormContext<CertificateValues>().getValues();
  const none = t('summary.none');
  return (
    <dl className="details certificate-flow__summary">
      <div>
        <dt>{t('fields.insuredName')}</dt>
        <dd>{values.insuredName}</dd>
      </div>
      <div>
        <dt>{t('fields.insuredDba')}</dt>
        <dd>{values.insuredDba || none}</dd>
      </div>
      <div>
        <dt>{t('fields.insuredAddress')}</dt>
        <dd>{oneLine(values.insuredAddress)}</dd>
      </div>
      <div>
        <dt>{t('fields.holderName')}</dt>
        <dd>{values.holderName}</dd>
      </div>
      <div>
        <dt>{t('fields.holderAddress')}</dt>
        <dd>{oneLine(values.holderAddress)}</dd>
      </div>
      <div>
        <dt>{t('fields.holderEmail')}</dt>
        <dd>{values.holderEmail || none}</dd>
      </div>
      <div>
        <dt>{t('summary.jobLocations')}</dt>
        <dd>
          {values.jobLocations.length === 0 ? (
            none
          ) : (
            <ul>
              {values.jobLocations.map((l, i) => (
                <li key={i}>{oneLine(l)}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('fields.additionalInsured')}</dt>
        <dd>{values.additionalInsured ? t('summary.yes') : t('summary.no')}</dd>
      </div>
      <div>
        <dt>{t('summary.waiverParties')}</dt>
        <dd>
          {values.waiverOfSubrogation
            ? values.waiverParties
                .map((p) => p.name)
                .filter((p) => p.trim())
                .join('; ')
            : none}
        </dd>
      </div>
    </dl>
  );
}
