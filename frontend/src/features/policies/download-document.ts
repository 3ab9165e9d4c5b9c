/**
 * Downloading a quote's document. The file needs the bearer token, so a plain link cannot fetch
 * it: the bytes come through the generated call and are handed to the browser as a saved file.
 */
import { downloadDocument } from '@coverline/contracts/generated/documents/documents';
import type { DocumentDto } from '@coverline/contracts/generated/model';

export async function saveDocument(quoteId: string, document: DocumentDto): Promise<void> {
  const blob = await downloadDocument(quoteId, document.id);
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = document.fileName;
  anchor.rel = 'noopener';
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the bytes to the browser; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
