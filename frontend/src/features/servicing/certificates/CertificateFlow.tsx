/**
 * The five-step certificate flow (Business info, Client info, Job info, Waiver, Summary) for
 * one bound policy, ending on the certificate issued (or pending for staff) with its download
 * and the policy's certificates. Staff use the same flow for any client's policy.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { STATE_CODES, STATE_NAMES, type CoverageType } from '@coverline/contracts';
import {
  getListCertificatesQueryKey,
  getQuoteCertificatesQueryKey,
  useCreateCertificate,
  useQuoteCertificates,
} from '@coverline/contracts/generated/certificates/certificates';
import type { CertificateDto } from '@coverline/contracts/generated/model';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import {
  blankAddress,
  blankCertificate,
  CERTIFICATE_STEPS,
  certificateContent,
  stepErrors,
  type AddressValues,
  type CertificateValues,
  type FormErrors,
} from './certificate-form';
import { CertificateDownload } from './CertificateDownload';
import { CertificateList } from './CertificateList';
import { CERTIFICATES_NS } from './namespace';
import './certificates.css';

export interface CertifiedPolicy {
  quoteId: string;
  businessName: string;
  policyNumber: string;
  coverageType: CoverageType;
}

export function CertificateFlow({ policy }: { policy: CertifiedPolicy }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const queryClient = useQueryClient();
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState<CertificateValues>(() =>
    blankCertificate(policy.businessName),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [issued, setIssued] = useState<CertificateDto | null>(null);
  const certificates = useQuoteCertificates(policy.quoteId);
  const create = useCreateCertificate();
  const step = CERTIFICATE_STEPS[stepIndex];

  const update = (change: Partial<CertificateValues>) => setValues((v) => ({ ...v, ...change }));
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = stepErrors(step, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step !== 'summary') {
      setStepIndex((i) => i + 1);
      return;
    }
    create.mutate(
      { data: { quoteId: policy.quoteId, ...certificateContent(values) } },
      {
        onSuccess: (certificate) => {
          setIssued(certificate);
          void queryClient.invalidateQueries({
            queryKey: getQuoteCertificatesQueryKey(policy.quoteId),
          });
          void queryClient.invalidateQueries({ queryKey: getListCertificatesQueryKey() });
        },
      },
    );
  };

  const startOver = () => {
    setIssued(null);
    setValues(blankCertificate(policy.businessName));
    setStepIndex(0);
    create.reset();
  };

  const list = (
    <section className="card certificate-flow__list" aria-labelledby="policy-certificates">
      <h2 id="policy-certificates">{t('list.title')}</h2>
      {certificates.isPending ? (
        <p>{t('list.loading')}</p>
      ) : certificates.error ? (
        <p>{errorMessage(certificates.error)}</p>
      ) : (
        <CertificateList certificates={certificates.data ?? []} />
      )}
    </section>
  );

  if (issued) {
    return (
      <div className="certificate-flow">
        <section className="card" aria-labelledby="certificate-result">
          <h2 id="certificate-result">
            {issued.status === 'issued' ? t('result.issuedTitle') : t('result.pendingTitle')}
          </h2>
          <p>
            {issued.status === 'issued'
              ? t('result.issuedBody', { holder: issued.holderName, number: issued.number })
              : t('pendingBody', {
                  endorsements: issued.awaiting.map((a) => t(`endorsements.${a}`)).join(', '),
                })}
          </p>
          <div className="certificate-flow__actions">
            <CertificateDownload certificate={issued} />
            <button type="button" className="button button--secondary" onClick={startOver}>
              {t('result.another')}
            </button>
          </div>
        </section>
        {list}
      </div>
    );
  }

  return (
    <div className="certificate-flow">
      <form className="card certificate-flow__form" noValidate onSubmit={next}>
        <ol className="certificate-steps" aria-label={t('steps.label')}>
          {CERTIFICATE_STEPS.map((s, i) => (
            <li
              key={s}
              className={i === stepIndex ? 'certificate-steps__current' : undefined}
              aria-current={i === stepIndex ? 'step' : undefined}
            >
              {t(`steps.${s}`)}
            </li>
          ))}
        </ol>
        <h2>{t(`steps.${step}`)}</h2>
        {step === 'business' && (
          <>
            <p>{t('business.lead', { policyNumber: policy.policyNumber })}</p>
            <TextField label={t('fields.insuredName')} value={values.insuredName} readOnly />
            <TextField
              label={t('fields.insuredDba')}
              value={values.insuredDba}
              onChange={(e) => update({ insuredDba: e.target.value })}
            />
            <AddressFields
              prefix="insuredAddress"
              legend={t('fields.insuredAddress')}
              value={values.insuredAddress}
              onChange={(insuredAddress) => update({ insuredAddress })}
              error={error}
            />
          </>
        )}
        {step === 'client' && (
          <>
            <p>{t('client.lead')}</p>
            <TextField
              label={t('fields.holderName')}
              value={values.holderName}
              onChange={(e) => update({ holderName: e.target.value })}
              error={error('holderName')}
            />
            <AddressFields
              prefix="holderAddress"
              legend={t('fields.holderAddress')}
              value={values.holderAddress}
              onChange={(holderAddress) => update({ holderAddress })}
              error={error}
            />
            <TextField
              label={t('fields.holderEmail')}
              hint={t('fields.holderEmailHint')}
              type="email"
              value={values.holderEmail}
              onChange={(e) => update({ holderEmail: e.target.value })}
              error={error('holderEmail')}
            />
          </>
        )}
        {step === 'job' && (
          <>
            <p>{t('job.lead')}</p>
            {values.jobLocations.map((location, i) => (
              <div key={i} className="certificate-flow__location">
                <AddressFields
                  prefix={`jobLocations.${i}`}
                  legend={t('fields.jobLocation', { number: i + 1 })}
                  value={location}
                  onChange={(changed) =>
                    update({
                      jobLocations: values.jobLocations.map((l, j) => (j === i ? changed : l)),
                    })
                  }
                  error={error}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    update({ jobLocations: values.jobLocations.filter((_, j) => j !== i) })
                  }
                >
                  {t('job.remove', { number: i + 1 })}
                </button>
              </div>
            ))}
            {values.jobLocations.length < 10 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => update({ jobLocations: [...values.jobLocations, blankAddress()] })}
              >
                {t('job.add')}
              </button>
            )}
            <FieldFrame label={t('fields.descriptionOfOperations')}>
              {(control) => (
                <textarea
                  {...control}
                  className="field__input"
                  rows={3}
                  maxLength={1000}
                  value={values.descriptionOfOperations}
                  onChange={(e) => update({ descriptionOfOperations: e.target.value })}
                />
              )}
            </FieldFrame>
          </>
        )}
        {step === 'waiver' && (
          <>
            <p>{t('waiver.lead')}</p>
            {policy.coverageType !== 'wc' && (
              <label className="certificate-flow__check">
                <input
                  type="checkbox"
                  checked={values.additionalInsured}
                  onChange={(e) => update({ additionalInsured: e.target.checked })}
                />
                {t('fields.additionalInsured')}
              </label>
            )}
            <label className="certificate-flow__check">
              <input
                type="checkbox"
                checked={values.waiverOfSubrogation}
                onChange={(e) =>
                  update({
                    waiverOfSubrogation: e.target.checked,
                    waiverParties:
                      e.target.checked && values.waiverParties.length === 0
                        ? [values.holderName]
                        : values.waiverParties,
                  })
                }
              />
              {t('fields.waiverOfSubrogation')}
            </label>
            {values.waiverOfSubrogation && (
              <fieldset className="certificate-flow__parties">
                <legend>{t('fields.waiverParties')}</legend>
                {values.waiverParties.map((party, i) => (
                  <div key={i} className="certificate-flow__party">
                    <TextField
                      label={t('fields.waiverParty', { number: i + 1 })}
                      value={party}
                      onChange={(e) =>
                        update({
                          waiverParties: values.waiverParties.map((p, j) =>
                            j === i ? e.target.value : p,
                          ),
                        })
                      }
                    />
                  </div>
                ))}
                {error('waiverParties') && (
                  <p className="field__error" role="alert">
                    {error('waiverParties')}
                  </p>
                )}
                {values.waiverParties.length < 10 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => update({ waiverParties: [...values.waiverParties, ''] })}
                  >
                    {t('waiver.addParty')}
                  </button>
                )}
              </fieldset>
            )}
            <p className="certificate-flow__note">{t('waiver.note')}</p>
          </>
        )}
        {step === 'summary' && <Summary values={values} />}
        {create.error && (
          <Alert tone="error" title={t('createFailed')}>
            <p>{errorMessage(create.error)}</p>
          </Alert>
        )}
        <div className="certificate-flow__actions">
          {stepIndex > 0 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStepIndex((i) => i - 1)}
            >
              {t('back')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {step === 'summary' ? (create.isPending ? t('issuing') : t('issue')) : t('next')}
          </button>
        </div>
      </form>
      {list}
    </div>
  );
}

function AddressFields({
  prefix,
  legend,
  value,
  onChange,
  error,
}: {
  prefix: string;
  legend: string;
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  error: (path: string) => string | undefined;
}) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const set = (field: keyof AddressValues, v: string) => onChange({ ...value, [field]: v });
  return (
    <fieldset className="certificate-flow__address">
      <legend>{legend}</legend>
      <TextField
        label={t('fields.street')}
        value={value.street}
        onChange={(e) => set('street', e.target.value)}
        error={error(`${prefix}.street`)}
        autoComplete="off"
      />
      <TextField
        label={t('fields.street2')}
        value={value.street2}
        onChange={(e) => set('street2', e.target.value)}
        autoComplete="off"
      />
      <div className="certificate-flow__row">
        <TextField
          label={t('fields.zip')}
          value={value.zip}
          inputMode="numeric"
          onChange={(e) => set('zip', e.target.value)}
          error={error(`${prefix}.zip`)}
        />
        <TextField
          label={t('fields.city')}
          value={value.city}
          onChange={(e) => set('city', e.target.value)}
          error={error(`${prefix}.city`)}
        />
        <FieldFrame label={t('fields.state')} error={error(`${prefix}.state`)}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={value.state}
              onChange={(e) => set('state', e.target.value)}
            >
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

const oneLine = (a: AddressValues) =>
  [a.street, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter((p) => p.trim()).join(', ');

function Summary({ values }: { values: CertificateValues }) {
  const { t } = useTranslation(CERTIFICATES_NS);
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
            ? values.waiverParties.filter((p) => p.trim()).join('; ')
            : none}
        </dd>
      </div>
    </dl>
  );
}
