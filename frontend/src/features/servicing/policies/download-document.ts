/** Downloading a quote's document through the generated call (it needs the bearer token). */
import { downloadDocument } from '@coverline/contracts/generated/documents/documents';
import type { DocumentDto } from '@coverline/contracts/generated/model';
import { saveBlob } from '../../../lib/save-file';

export async function saveDocument(quoteId: string, document: DocumentDto): Promise<void> {
  saveBlob(await downloadDocument(quoteId, document.id), document.fileName);
}
