import { ErrorCode, Limits } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { checkUpload, detectUploadType } from './upload-type';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);

function refusalOf(run: () => unknown): { code: ErrorCode; status: number; message: string } {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainException);
    const { code, message } = err as DomainException;
    return { code, status: (err as DomainException).getStatus(), message };
  }
  throw new Error('expected a 400');
}

describe('upload type', () => {
  it('recognises PDF, PNG and JPEG from their bytes, and nothing else', () => {
    expect(detectUploadType(PDF)).toBe('application/pdf');
    expect(detectUploadType(PNG)).toBe('image/png');
    expect(detectUploadType(JPEG)).toBe('image/jpeg');
    expect(detectUploadType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectUploadType(Buffer.from('PK\u0003\u0004 a zip'))).toBeNull();
    expect(detectUploadType(Buffer.from('not a %PDF- at the start'))).toBeNull();
  });

  it('accepts a file whose name agrees with its bytes, or has no extension', () => {
    expect(checkUpload(PDF, 'Proposal.PDF')).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(checkUpload(JPEG, 'coi-scan.jpeg')).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(checkUpload(PNG, 'certificate')).toEqual({ contentType: 'image/png', extension: 'png' });
  });

  it('rejects a PNG named .pdf', () => {
    expect(refusalOf(() => checkUpload(PNG, 'application.pdf'))).toEqual({
      code: ErrorCode.UploadNameMismatch,
      status: 400,
      message: 'file is named .pdf but is a PNG image',
    });
  });

  it('rejects a file over the size cap, an empty file and other types', () => {
    const oversize = Buffer.concat([PDF, Buffer.alloc(Limits.documentUploadMaxBytes)]);
    expect(refusalOf(() => checkUpload(oversize, 'big.pdf'))).toEqual({
      code: ErrorCode.UploadTooLarge,
      status: 400,
      message: 'file must be at most 10 MB',
    });
    const missing = {
      code: ErrorCode.UploadFileMissing,
      status: 400,
      message: 'file is required.',
    };
    expect(refusalOf(() => checkUpload(Buffer.alloc(0), 'empty.pdf'))).toEqual(missing);
    expect(refusalOf(() => checkUpload(undefined, 'missing.pdf'))).toEqual(missing);
    expect(refusalOf(() => checkUpload(Buffer.from('hello'), 'notes.txt'))).toEqual({
      code: ErrorCode.UploadTypeNotAccepted,
      status: 400,
      message: 'file must be a PDF, PNG or JPEG.',
    });
  });

  it('accepts a file of exactly the cap', () => {
    const atCap = Buffer.concat([PDF, Buffer.alloc(Limits.documentUploadMaxBytes - PDF.length)]);
    expect(checkUpload(atCap, 'cap.pdf').contentType).toBe('application/pdf');
  });
});
