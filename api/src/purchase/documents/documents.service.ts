/**
 * Documents of an application: renders the generated PDFs from view models, and stores
 * generated and uploaded files through FileStorage with a `documents` row describing each.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DomainException } from '../../common/errors/domain.exception';
import { FileStorage, newStorageKey, checkUpload } from '../../platform/files';
import {
  DocumentSource,
  DocumentType,
  UPLOADABLE_DOCUMENT_TYPES,
  type DocumentType as DocumentTypeT,
} from './entities/document-type';
import { DocumentsRepository } from './documents.repository';
import type { Document } from './entities/document.entity';
import { renderAcord25, type Acord25View } from './renderers/acord25';
import { renderBorLetter, type BorLetterView } from './renderers/bor-letter';
import {
  renderCancellationNotice,
  type CancellationNoticeView,
} from './renderers/cancellation-notice';
import { renderEndorsement, type EndorsementView } from './renderers/endorsement';
import {
  renderPremiumAuditStatement,
  type PremiumAuditStatementView,
} from './renderers/premium-audit-statement';
import { renderOwnerWaiver } from './renderers/owner-waiver';
import { renderPolicySummary } from './renderers/policy-summary';
import { renderQuoteProposal } from './renderers/quote-proposal';
import { renderWcApplication } from './renderers/wc-application';
import type {
  OwnerWaiverView,
  PolicySummaryView,
  QuoteProposalView,
  WcApplicationView,
} from './views';

/** The view model each generated document type is rendered from. */
export interface DocumentViews {
  [DocumentType.QuoteProposal]: QuoteProposalView;
  [DocumentType.QuoteApplication]: WcApplicationView;
  [DocumentType.PolicySummary]: PolicySummaryView;
  [DocumentType.OwnerWaiver]: OwnerWaiverView;
  [DocumentType.Coi]: Acord25View;
  [DocumentType.BorLetter]: BorLetterView;
  [DocumentType.CancellationNotice]: CancellationNoticeView;
  [DocumentType.Endorsement]: EndorsementView;
  [DocumentType.PremiumAuditStatement]: PremiumAuditStatementView;
}
export type GeneratedDocumentType = keyof DocumentViews;

const RENDERERS: { [K in GeneratedDocumentType]: (view: DocumentViews[K]) => Promise<Uint8Array> } =
  {
    [DocumentType.QuoteProposal]: renderQuoteProposal,
    [DocumentType.QuoteApplication]: renderWcApplication,
    [DocumentType.PolicySummary]: renderPolicySummary,
    [DocumentType.OwnerWaiver]: renderOwnerWaiver,
    [DocumentType.Coi]: renderAcord25,
    [DocumentType.BorLetter]: renderBorLetter,
    [DocumentType.CancellationNotice]: renderCancellationNotice,
    [DocumentType.Endorsement]: renderEndorsement,
    [DocumentType.PremiumAuditStatement]: renderPremiumAuditStatement,
  };

const STORAGE_FOLDER = 'documents';

export interface DocumentOwner {
  applicationId: string | null;
}

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
}

/** A name safe to offer on download: no folders, no control characters, the right extension. */
export function downloadFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .replace(/\.[^.]*$/, '')
    .slice(0, 200);
  return `${base || 'document'}.${extension}`;
}

@Injectable()
export class DocumentsService {
  constructor(
    @Inject(DocumentsRepository) private readonly repository: DocumentsRepository,
    @Inject(FileStorage) private readonly files: FileStorage,
  ) {}

  /** The PDF of a generated document type. */
  async render<K extends GeneratedDocumentType>(kind: K, view: DocumentViews[K]): Promise<Buffer> {
    const render = RENDERERS[kind] as (view: DocumentViews[K]) => Promise<Uint8Array>;
    return Buffer.from(await render(view));
  }

  /** Renders a generated document type and keeps it, as `store` does. */
  async generate<K extends GeneratedDocumentType>(
    kind: K,
    view: DocumentViews[K],
    options: DocumentOwner & { fileName: string },
    manager?: EntityManager,
  ): Promise<Document> {
    return this.store(kind, await this.render(kind, view), options, manager);
  }

  /** Keeps a generated PDF; pass the caller's transaction so the row commits with its change. */
  store(
    kind: GeneratedDocumentType,
    bytes: Buffer,
    options: DocumentOwner & { fileName: string },
    manager?: EntityManager,
  ): Promise<Document> {
    return this.save(
      bytes,
      {
        applicationId: options.applicationId,
        type: kind,
        fileName: downloadFileName(options.fileName, 'pdf'),
        contentType: 'application/pdf',
        source: DocumentSource.Generated,
        uploadedBy: null,
      },
      'pdf',
      manager,
    );
  }

  /** Keeps a staff upload after checking its type (from the bytes) and size. */
  async upload(
    type: DocumentTypeT,
    file: UploadedFile | undefined,
    options: DocumentOwner & { uploadedBy: string },
    manager?: EntityManager,
  ): Promise<Document> {
    if (!UPLOADABLE_DOCUMENT_TYPES.includes(type)) {
      throw new DomainException(ErrorCode.DocumentNotUploadable, [
        `type must be one of: ${UPLOADABLE_DOCUMENT_TYPES.join(', ')}.`,
      ]);
    }
    if (!file) throw new DomainException(ErrorCode.UploadFileMissing, ['file is required.']);
    const { contentType, extension } = checkUpload(file.buffer, file.originalname);
    return await this.save(
      file.buffer,
      {
        applicationId: options.applicationId,
        type,
        fileName: downloadFileName(file.originalname || type.toLowerCase(), extension),
        contentType,
        source: DocumentSource.Uploaded,
        uploadedBy: options.uploadedBy,
      },
      extension,
      manager,
    );
  }

  /** The application's documents, newest first; only the active ones when asked. */
  listFor(applicationId: string, onlyActive: boolean): Promise<Document[]> {
    return this.repository.listFor(applicationId, onlyActive);
  }

  /** One document of the application (404 for another application's). */
  async findOf(
    applicationId: string | null,
    documentId: string,
    manager?: EntityManager,
  ): Promise<Document> {
    const document = await this.repository.findOf(applicationId, documentId, manager);
    if (!document) throw new DomainException(ErrorCode.DocumentNotFound);
    return document;
  }

  /** The active documents of a type, newest first. */
  activeOf(
    manager: EntityManager,
    applicationId: string,
    type: DocumentTypeT,
  ): Promise<Document[]> {
    return this.repository.activeOf(manager, applicationId, type);
  }

  /**
   * Puts a document in or out of use. A proposal, an application or a policy summary is one of
   * a kind: activating it retires the one before. Certificates are one per holder, so each is
   * switched on its own.
   */
  async setActive(manager: EntityManager, document: Document, active: boolean): Promise<Document> {
    // Certificates and endorsements accumulate: a new one does not replace the last.
    if (
      active &&
      document.type !== DocumentType.Coi &&
      document.type !== DocumentType.Endorsement &&
      document.applicationId
    ) {
      await this.repository.retireActive(manager, document.applicationId, document.type);
    }
    await this.repository.setActive(manager, document.id, active);
    document.active = active;
    return document;
  }

  /** Takes a document out of use by its id (a certificate replaced by a new one). */
  retire(manager: EntityManager, documentId: string): Promise<void> {
    return this.repository.setActive(manager, documentId, false);
  }

  /** The document's bytes. */
  async content(document: Document): Promise<Buffer> {
    const data = await this.files.get(document.storageKey);
    if (!data) throw new DomainException(ErrorCode.DocumentFileMissing);
    return data;
  }

  private async save(
    bytes: Buffer,
    fields: Pick<
      Document,
      'applicationId' | 'type' | 'fileName' | 'contentType' | 'source' | 'uploadedBy'
    >,
    extension: string,
    manager: EntityManager | undefined,
  ): Promise<Document> {
    const storageKey = newStorageKey(STORAGE_FOLDER, extension);
    // The file first: a file without a row is harmless, a row without its file is not.
    await this.files.put(storageKey, bytes, fields.contentType);
    try {
      return await this.repository.insert(
        {
          ...fields,
          storageKey,
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
        manager,
      );
    } catch (err) {
      await this.files.delete(storageKey);
      throw err;
    }
  }
}
