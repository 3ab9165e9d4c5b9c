import type { CertificateVerificationDto } from '@coverline/contracts/generated/model';
import { useVerifyCertificate } from '@coverline/contracts/generated/certificates/certificates';
import { formatDay } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage, errorStatus } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CERTIFICATES_NS } from './namespace';
import './verify.css';

/**
 * The public page the link and QR code on a certificate open: where the policy stands today
 * and whether the certificate still holds, for whoever holds it (no sign-in).
 */
export function VerifyCertificatePage({ verificationId }: { verificationId: string }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  useDocumentTitle(t('verify.title'));
  const answer = useVerifyCertificate(verificationId, { query: { retry: false } });

  return (
    <div className="page page--narrow verify-page">
      <h1 className="verify-page__title">{t('verify.title')}</h1>
      {answer.isPending && (
        <p role="status" aria-live="polite">
          {t('verify.loading')}
        </p>
      )}
      {answer.isError && (
        <Alert tone="warning" title={t('verify.notFoundTitle')}>
          <p>
            {[400, 404].includes(errorStatus(answer.error) ?? 0)
              ? t('verify.notFound')
              : errorMessage(answer.error)}
          </p>
        </Alert>
      )}
      {answer.data && <Verification verification={answer.data} />}
    </div>
  );
}

function Verification({ verification: v }: { verification: CertificateVerificationDto }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const date = v.policyStatusDate ? formatDay(v.policyStatusDate) : '';
  const ended = v.policyStatusDate !== null && v.policyStatusDate <= v.checkedOn;
  const status = {
    active: t('verify.status.active'),
    cancelled: t('verify.status.cancelled', { date }),
    expired: t('verify.status.expired', { date }),
    not_renewed: ended
      ? t('verify.status.notRenewedEnded', { date })
      : t('verify.status.notRenewed', { date }),
  }[v.policyStatus];
  const insured = [v.insuredName, v.insuredDba && t('verify.dba', { name: v.insuredDba })]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <section
        className={`verify-status verify-status--${v.policyStatus}`}
        aria-labelledby="verify-status"
      >
        <p className="verify-status__label">{t('verify.statusLabel')}</p>
        <p id="verify-status" className="verify-status__value">
          {status}
        </p>
        <p className="verify-status__checked">
          {t('verify.checkedOn', { date: formatDay(v.checkedOn) })}
        </p>
      </section>
      {v.sandbox && (
        <Alert tone="warning">
          <p>{t('verify.sandbox')}</p>
        </Alert>
      )}
      {/* A cancelled or ended policy says so above; "matches" would read as good news. */}
      {v.current && v.policyStatus === 'active' && (
        <Alert tone="success">
          <p>{t('verify.current')}</p>
        </Alert>
      )}
      {!v.current && (
        <Alert tone="warning" title={t('verify.supersededTitle')}>
          <p>{t('verify.superseded')}</p>
          <ul>
            {v.supersededReasons.map((reason) => (
              <li key={reason}>{t(`verify.reasons.${reason}`)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <section className="card verify-card" aria-labelledby="verify-certificate">
        <h2 id="verify-certificate" className="verify-card__title">
          {t('verify.certificateTitle')}
        </h2>
        <dl className="verify-facts">
          <Fact label={t('verify.fields.number')} value={v.certificateNumber} />
          <Fact label={t('verify.fields.issuedOn')} value={formatDay(v.issuedOn)} />
          <Fact label={t('verify.fields.insured')} value={insured || t('verify.unnamed')} />
          <Fact label={t('verify.fields.location')} value={`${v.insuredCity}, ${v.insuredState}`} />
          <Fact label={t('verify.fields.carrier')} value={v.carrier} />
          <Fact label={t('verify.fields.policyNumber')} value={v.policyNumber} />
          <Fact label={t('verify.fields.line')} value={t(`verify.lines.${v.coverageType}`)} />
          <Fact
            label={t('verify.fields.period')}
            value={t('verify.period', {
              from: formatDay(v.effectiveDate),
              to: formatDay(v.expirationDate),
            })}
          />
        </dl>
        <h3 className="verify-card__subtitle">{t('verify.fields.limits')}</h3>
        <dl className="verify-facts">
          {v.limits.map((limit) => (
            <Fact key={limit.label} label={limit.label} value={limit.value} />
          ))}
        </dl>
      </section>
      <p className="verify-page__note">{t('verify.note')}</p>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="verify-facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
