/**
 * What staff may upload as a document (PDF, or a scan as PNG or JPEG), judged from the bytes
 * themselves: the declared type is ignored and the file name must agree with the bytes.
 */
import { ErrorCode, Limits } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { detectImageType } from './image-type';

export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

const UPLOAD_TYPES: Record<UploadContentType, { name: string; extensions: string[] }> = {
  'application/pdf': { name: 'a PDF', extensions: ['pdf'] },
  'image/png': { name: 'a PNG image', extensions: ['png'] },
  'image/jpeg': { name: 'a JPEG image', extensions: ['jpg', 'jpeg'] },
};

export interface CheckedUpload {
  contentType: UploadContentType;
  /** The extension stored files of this type get. */
  extension: string;
}

export function detectUploadType(data: Buffer): UploadContentType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = detectImageType(data);
  return image === 'image/png' || image === 'image/jpeg' ? image : null;
}

/** The upload's real type, or a 400 naming what is wrong with it. */
export function checkUpload(data: Buffer | undefined, fileName: string): CheckedUpload {
  if (!data?.length) throw new DomainException(ErrorCode.UploadFileMissing);
  if (data.length > Limits.documentUploadMaxBytes) {
    const mb = Limits.documentUploadMaxBytes / (1024 * 1024);
    throw new DomainException(ErrorCode.UploadTooLarge, `file must be at most ${mb} MB`);
  }
  const contentType = detectUploadType(data);
  if (!contentType) throw new DomainException(ErrorCode.UploadTypeNotAccepted);
  const { name, extensions } = UPLOAD_TYPES[contentType];
  const dot = fileName.lastIndexOf('.');
  const named = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (named && !extensions.includes(named)) {
    throw new DomainException(
      ErrorCode.UploadNameMismatch,
      `file is named .${named} but is ${name}`,
    );
  }
  return { contentType, extension: extensions[0] };
}
