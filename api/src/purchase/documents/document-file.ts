/** How a stored document leaves as a download: kept out of caches, under its own file name. */
import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../common/http/content-disposition';
import type { DocumentDownload } from './quote-documents.service';

/** The response body of a document download; the caller's response is told not to cache it. */
export function documentFile(
  res: FastifyReply,
  { document, content }: DocumentDownload,
): StreamableFile {
  res.header('Cache-Control', 'private, no-store');
  return new StreamableFile(content, {
    type: document.contentType,
    length: content.length,
    disposition: contentDisposition(document.fileName),
  });
}
