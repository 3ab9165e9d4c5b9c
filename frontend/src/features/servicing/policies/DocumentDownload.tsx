/** A document's download button, shared by the client's policies and the staff quote page. */
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import type { DocumentDto } from '@coverline/contracts/generated/model';
import { formErrorMessage } from '../../../lib/http-errors';
import { saveDocument } from './download-document';
import { POLICIES_NS } from './namespace';
import './policies.css';

export function DocumentDownload({
  quoteId,
  document,
}: {
  quoteId: string;
  document: DocumentDto;
}) {
  const { t } = useTranslation(POLICIES_NS);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveDocument(quoteId, document);
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
      className="link-button"
      disabled={busy}
      aria-label={t('documents.downloadNamed', { name: document.fileName })}
      onClick={() => void download()}
    >
      {document.fileName}
    </button>
  );
}
