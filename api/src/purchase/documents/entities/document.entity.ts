import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';
import type { DocumentSource, DocumentType } from './document-type';

/** A stored document: its bytes are in file storage under `storageKey`. */
@Entity('documents')
export class Document extends CreatedRecord {
  /** Null for a document not (yet) tied to an application. */
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId: string | null;

  @Column({ type: 'varchar', length: 20 })
  type: DocumentType;

  @Column({ name: 'storage_key', type: 'varchar', length: 200 })
  storageKey: string;

  /** The name offered on download. */
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  /** Hex SHA-256 of the bytes, to tell identical files apart from changed ones. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  /** Whether the document is the one clients and mail use; staff may switch it. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'varchar', length: 10 })
  source: DocumentSource;

  /** The staff member who uploaded it; null for generated documents. */
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;
}
