/**
 * Step 5: everything the certificate will print, before it is issued: the producer, the insured,
 * the policy's coverage row, the description of operations (written the way the PDF writes it:
 * what was typed, the job locations, the additional insured and the waiver parties), the holder
 * and the date.
 */
import { useFormContext } from 'react-hook-form';
import { certificateAddressLine, certificateDescription } from '@coverline/contracts';
import type { CertificateDraftDto } from '@coverline/contracts/generated/model';
import { formatDay } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import type { AddressValues, CertificateValues } from '../certificate-form';
import { CERTIFICATES_NS } from '../namespace';

const oneLine = (a: AddressValues) => certificateAddressLine(a);

export function SummaryStep({ draft }: { draft: CertificateDraftDto }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const values = useFormContext<CertificateValues>().getValues();
  const none = t('summary.none');
  const yesNo = (value: boolean) => (value ? t('summary.yes') : t('summary.no'));
  const parties = values.waiverOfSubrogation
    ? values.waiverParties.map((p) => p.name.trim()).filter(Boolean)
    : [];
  const description = certificateDescription({
    descriptionOfOperations: values.descriptionOfOperations,
    jobLocations: values.jobLocations,
    holderName: values.holderName,
    additionalInsured: values.additionalInsured,
    waiverOfSubrogation: values.waiverOfSubrogation,
    waiverParties: parties,
  });
  // Workers compensation has no additional insured box: the certificate prints N/A.
  const additionalInsured =
    draft.coverageType === 'wc' ? t('summary.notApplicable') : yesNo(values.additionalInsured);
  return (
    <dl className="details certificate-flow__summary">
      <div>
        <dt>{t('summary.producer')}</dt>
        <dd>{draft.producer}</dd>
      </div>
      <div>
        <dt>{t('fields.insuredName')}</dt>
        <dd>{values.insuredName}</dd>
      </div>
      <div>
        <dt>{t('fields.insuredDba')}</dt>
        <dd>{values.insuredDba.trim() || none}</dd>
      </div>
      <div>
        <dt>{t('fields.insuredAddress')}</dt>
        <dd>{oneLine(values.insuredAddress)}</dd>
      </div>
      <div>
        <dt>{t('summary.insurer')}</dt>
        <dd>{draft.carrier}</dd>
      </div>
      <div>
        <dt>{t('summary.typeOfInsurance')}</dt>
        <dd>{draft.typeOfInsurance}</dd>
      </div>
      <div>
        <dt>{t('summary.policyNumber')}</dt>
        <dd className="certificate-flow__policy-number">{draft.policyNumber}</dd>
      </div>
      <div>
        <dt>{t('summary.period')}</dt>
        <dd>
          {t('summary.periodValue', {
            from: formatDay(draft.effectiveDate),
            to: formatDay(draft.expirationDate),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('summary.limits')}</dt>
        <dd>
          <ul>
            {draft.limits.map((limit) => (
              <li key={limit.label}>{`${limit.label}: ${limit.value}`}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('fields.additionalInsured')}</dt>
        <dd>{additionalInsured}</dd>
      </div>
      <div>
        <dt>{t('fields.waiverOfSubrogation')}</dt>
        <dd>{yesNo(values.waiverOfSubrogation)}</dd>
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
        <dt>{t('summary.waiverParties')}</dt>
        <dd>{parties.length > 0 ? parties.join('; ') : none}</dd>
      </div>
      <div className="certificate-flow__summary-wide">
        <dt>{t('summary.description')}</dt>
        <dd>{description || none}</dd>
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
        <dd>{values.holderEmail.trim() || none}</dd>
      </div>
      <div>
        <dt>{t('summary.issuedOn')}</dt>
        <dd>{formatDay(draft.issuedOn)}</dd>
      </div>
    </dl>
  );
}
