/** Requests and answers of the quote document calls; documents are answered without storage keys. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { DocumentType, UPLOADABLE_DOCUMENT_TYPES } from '../entities/document-type';
import type { Document } from '../entities/document.entity';

const DOCUMENT_TYPES = Object.values(DocumentType);

export class QuoteRefDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;
}

export class SetQuoteProposalDto extends QuoteRefDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'An uploaded proposal of the quote to use; none generates one from the selected carrier quote',
  })
  @IsOptional()
  @IsUUID('4', { message: 'documentId must be a valid id.' })
  documentId?: string;
}

export class SetDocumentActiveDto extends QuoteRefDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'documentId must be a valid id.' })
  documentId: string;

  @ApiPropertyOptional({
    default: true,
    description: 'False takes a certificate out of use; other types change by activating another',
  })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class SendQuoteDocumentsDto extends QuoteRefDto {
  @ApiPropertyOptional({
    default: false,
    description: 'Send although the quotes have differing effective dates (1953 otherwise)',
  })
  @IsOptional()
  @IsBoolean()
  confirmDifferingEffectiveDates?: boolean;
}

export class QuoteDocumentParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'documentId must be a valid id.' })
  documentId: string;
}

/** The form fields of an upload besides the file. */
export class UploadDocumentFieldsDto {
  @ApiProperty({ enum: UPLOADABLE_DOCUMENT_TYPES, enumName: 'UploadableDocumentType' })
  @IsIn(UPLOADABLE_DOCUMENT_TYPES)
  type: DocumentType;
}

/** The multipart form as documented: the fields and the file. */
export class UploadDocumentDto extends UploadDocumentFieldsDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'A PDF, PNG or JPEG of at most 10 MB',
  })
  file: unknown;
}

export class DocumentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: DOCUMENT_TYPES, enumName: 'DocumentType' }) type: DocumentType;
  @ApiProperty() fileName: string;
  @ApiProperty() contentType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ description: 'The one clients see and mail sends' }) active: boolean;
  @ApiProperty({ enum: ['generated', 'uploaded'], enumName: 'DocumentSource' }) source: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DocumentsSentDto {
  @ApiProperty({ description: 'The address the mail went to' }) sentTo: string;
  @ApiProperty({ type: [DocumentDto], description: 'The documents attached' })
  documents: DocumentDto[];
}

export function mapDocument(d: Document): DocumentDto {
  return {
    id: d.id,
    type: d.type,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    active: d.active,
    source: d.source,
    createdAt: d.createdAt.toISOString(),
  };
}
