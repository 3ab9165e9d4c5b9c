/** Downloads a certificate's PDF through the generated call (the file needs the bearer token). */
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { downloadDocument } from '@coverline/contracts/generated/documents/documents';
import type { CertificateDto } from '@coverline/contracts/generated/model';
import { formErrorMessage } from '../../../lib/http-errors';
import { saveBlob } from '../../../lib/save-file';
import { CERTIFICATES_NS } from './namespace';

export function CertificateDownload({ certificate }: { certificate: CertificateDto }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  const [busy, setBusy] = useState(false);
  if (!certificate.documentId) return null;
  const documentId = certificate.documentId;
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(
        await downloadDocument(certificate.quoteId, documentId),
        `Certificate ${certificate.number}.pdf`,
      );
    } catch (error) {
      const message = formErrorMessage(error);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      onClick={() => void download()}
    >
      {t('download', { number: certificate.number })}
    </button>
  );
}
