/** Where a submitted broker-of-record application stands, with its letter to read. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { borLetter } from '@coverline/contracts/generated/bor/bor';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../lib/dates';
import { formErrorMessage } from '../../lib/http-errors';
import { BOR_NS } from './namespace';

/** Hands a downloaded file to the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function BorStatusPanel({
  application: app,
  signingUrl,
}: {
  application: BorApplicationDto;
  signingUrl: string | null;
}) {
  const { t } = useTranslation(BOR_NS);
  const [busy, setBusy] = useState(false);
  const documentId = app.signedLetterDocumentId ?? app.letterDocumentId;
  const download = async () => {
    if (!documentId) return;
    setBusy(true);
    try {
      saveBlob(
        await borLetter(app.id, documentId),
        `Broker of record letter ${app.legalName ?? ''}.pdf`,
      );
    } catch (error) {
      const message = formErrorMessage(error);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const signingPath = signingUrl ? new URL(signingUrl).pathname : null;
  return (
    <section className="card" aria-labelledby="bor-status">
      <h2 id="bor-status">{t(`statusTitle.${app.status}`)}</h2>
      <p>
        {t(
          app.status === 'sent_to_carrier' && !app.carrierNotified
            ? 'statusBody.sent_to_carrier_byStaff'
            : `statusBody.${app.status}`,
          {
            signer: app.signer?.name,
            email: app.signer?.email,
            carrier: app.carrierName,
          },
        )}
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
      {app.statusNote && <p>{app.statusNote}</p>}
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
    </section>
  );
}
