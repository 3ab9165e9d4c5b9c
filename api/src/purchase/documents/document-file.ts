/** How a stored document leaves as a download: kept out of caches, under its own file name. */
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { DocumentDownload } from './quote-documents.service';

/** `attachment` with an ASCII name for old clients and the exact name for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
