/**
 * Every query of the `documents` rows (the files themselves are in file storage). Writes take
 * the caller's transaction so a row commits with the change it belongs to.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { Document } from './entities/document.entity';
import type { DocumentType } from './entities/document-type';

export type NewDocument = Pick<
  Document,
  | 'applicationId'
  | 'type'
  | 'fileName'
  | 'contentType'
  | 'source'
  | 'uploadedBy'
  | 'storageKey'
  | 'sizeBytes'
  | 'sha256'
>;

@Injectable()
export class DocumentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  insert(fields: NewDocument, m: EntityManager = this.db.manager): Promise<Document> {
    return m.save(m.create(Document, { ...fields, active: true }));
  }

  /** The application's documents, newest first; only the active ones when asked. */
  listFor(applicationId: string, onlyActive: boolean): Promise<Document[]> {
    return this.db.manager.find(Document, {
      where: onlyActive ? { applicationId, active: true } : { applicationId },
      order: { createdAt: 'DESC' },
    });
  }

  /** The document, when it belongs to the application (or to none, for `null`). */
  findOf(
    applicationId: string | null,
    documentId: string,
    m: EntityManager = this.db.manager,
  ): Promise<Document | null> {
    return m.findOneBy(Document, { id: documentId, applicationId: applicationId ?? IsNull() });
  }

  /** The active documents of a type, newest first. */
  activeOf(m: EntityManager, applicationId: string, type: DocumentType): Promise<Document[]> {
    return m.find(Document, {
      where: { applicationId, type, active: true },
      order: { createdAt: 'DESC' },
    });
  }

  /** Retires the application's active documents of the type. */
  async retireActive(m: EntityManager, applicationId: string, type: DocumentType): Promise<void> {
    await m.update(Document, { applicationId, type, active: true }, { active: false });
  }

  async setActive(m: EntityManager, id: string, active: boolean): Promise<void> {
    await m.update(Document, { id }, { active });
  }
}
