/** Where a submitted broker-of-record application stands, with its letter to read. */
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { borLetter } from '@coverline/contracts/generated/bor/bor';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { letterDocumentId, saveBorLetter } from './letter';
import { BOR_NS } from './namespace';

export function BorStatusPanel({
  application: app,
  signingUrl,
  onStartAnother,
  startingAnother = false,
}: {
  application: BorApplicationDto;
  signingUrl: string | null;
  /** Starts a separate change for another policy. */
  onStartAnother?: () => void;
  startingAnother?: boolean;
}) {
  const { t } = useTranslation(BOR_NS);
  const [busy, setBusy] = useState(false);
  const documentId = letterDocumentId(app);
  const download = async () => {
    setBusy(true);
    await saveBorLetter(app, borLetter);
    setBusy(false);
  };
  const signingPath = signingUrl ? new URL(signingUrl).pathname : null;
  return (
    <section className="card" aria-labelledby="bor-status">
      <h2 id="bor-status">{t(`statusTitle.${app.status}`)}</h2>
      <p>
        {t(`statusBody.${app.status}`, {
          signer: app.signer?.name,
          email: app.signer?.email,
          carrier: app.carrierName,
        })}
      </p>
      <dl className="bor-summary">
        <dt>{t('summary.business')}</dt>
        <dd>{app.legalName}</dd>
        <dt>{t('summary.policy')}</dt>
        <dd>{t('summary.policyWith', { policy: app.policyNumber, carrier: app.carrierName })}</dd>
        <dt>{t('summary.effective')}</dt>
        <dd>{app.effectiveDate ? formatDate(`${app.effectiveDate}T12:00:00`) : ''}</dd>
        <dt>{t('summary.status')}</dt>
        <dd>
          <span className={`bor-badge bor-badge--${app.status}`}>{t(`status.${app.status}`)}</span>
        </dd>
      </dl>
      {app.statusNote && <p>{t('noteFromTeam', { note: app.statusNote })}</p>}
      <div className="bor-actions">
        {app.status === 'submitted' && signingPath && (
          <a className="button button--primary" href={signingPath}>
            {t('signNow')}
          </a>
        )}
        {documentId && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void download()}
          >
            {app.signedLetterDocumentId ? t('downloadSigned') : t('download')}
          </button>
        )}
      </div>
      {onStartAnother && (
        <div className="bor-another">
          <h3>{t('another.title')}</h3>
          <p>{t('another.body')}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={startingAnother}
            onClick={onStartAnother}
          >
            {t('another.submit')}
          </button>
        </div>
      )}
    </section>
  );
}
