/** Saving a broker-of-record letter: the signed one once there is one. */
import { toast } from 'react-toastify';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import { formErrorMessage } from '../../../lib/http-errors';
import { saveBlob } from '../../../lib/save-file';

/** The letter to offer, or null before there is one. */
export const letterDocumentId = (app: BorApplicationDto): string | null =>
  app.signedLetterDocumentId ?? app.letterDocumentId ?? null;

/** Reads the letter through the caller's own call (applicant or staff) and saves it; a failure is a toast. */
export async function saveBorLetter(
  app: BorApplicationDto,
  read: (applicationId: string, documentId: string) => Promise<Blob>,
): Promise<void> {
  const documentId = letterDocumentId(app);
  if (!documentId) return;
  try {
    saveBlob(await read(app.id, documentId), `Broker of record letter ${app.legalName ?? ''}.pdf`);
  } catch (error) {
    const message = formErrorMessage(error);
    if (message) toast.error(message);
  }
}
