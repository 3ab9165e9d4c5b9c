import { BadRequestException } from '@nestjs/common';
import { Limits } from '@coverline/contracts';
import { checkUpload, detectUploadType } from './upload-type';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);

function messageOf(run: () => unknown): string[] {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestException);
    return ((err as BadRequestException).getResponse() as { message: string[] }).message;
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
    expect(messageOf(() => checkUpload(PNG, 'application.pdf'))).toEqual([
      'file is named .pdf but is a PNG image',
    ]);
  });

  it('rejects a file over the size cap, an empty file and other types', () => {
    const oversize = Buffer.concat([PDF, Buffer.alloc(Limits.documentUploadMaxBytes)]);
    expect(messageOf(() => checkUpload(oversize, 'big.pdf'))).toEqual([
      'file must be at most 10 MB',
    ]);
    expect(messageOf(() => checkUpload(Buffer.alloc(0), 'empty.pdf'))).toEqual([
      'file is required',
    ]);
    expect(messageOf(() => checkUpload(undefined, 'missing.pdf'))).toEqual(['file is required']);
    expect(messageOf(() => checkUpload(Buffer.from('hello'), 'notes.txt'))).toEqual([
      'file must be a PDF, PNG or JPEG',
    ]);
  });

  it('accepts a file of exactly the cap', () => {
    const atCap = Buffer.concat([PDF, Buffer.alloc(Limits.documentUploadMaxBytes - PDF.length)]);
    expect(checkUpload(atCap, 'cap.pdf').contentType).toBe('application/pdf');
  });
});
