/** How a stored document leaves as a download: kept out of caches, under its own file name. */
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { contentDisposition } from '../../common/http/content-disposition';
import type { DocumentDownload } from './quote-documents.service';

/** The response body of a document download; the caller's response is told not to cache it. */
export function documentFile(
  res: Response,
  { document, content }: DocumentDownload,
): StreamableFile {
  res.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(content, {
    type: document.contentType,
    length: content.length,
    disposition: contentDisposition(document.fileName),
  });
}
