/**
 * The documents of a quote as staff and clients use them: the proposal generated from the
 * selected carrier quote or uploaded, staff uploads, which document of a kind is in use, the
 * list and download, and the mails that send the documents (or a link to the quote) to the
 * client. Access goes through the quote's read rules; the routes say who is staff.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Role } from '@coverline/contracts';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { AuditService, type AuditAction, type AuditSnapshot } from '../../platform/audit';
import { MailService, type MailTemplateName, type MailTemplates } from '../../platform/mail';
import {
  type QuoteAggregate,
  type CarrierQuote,
  QuoteLinks,
  QuoteLookupService,
  QuoteRecords,
} from '../../quoting/quotes';
import { DocumentContext } from './document-context';
import { DocumentType } from './entities/document-type';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService, type UploadedFile } from './documents.service';
import {
  mapDocument,
  type DocumentDto,
  type DocumentsSentDto,
  type SendQuoteDocumentsDto,
  type SetDocumentActiveDto,
  type SetQuoteProposalDto,
} from './dto/documents.dto';
import type { Document } from './entities/document.entity';
import { coverageWords } from './renderers/labels';
import { StaffQuoteChanges } from './staff-quote-changes';
import {
  isPriced,
  missingProposalInformation,
  quoteProposalView,
  quoteReference,
  wcApplicationView,
} from './quote-views';

/** What the audit trail keeps of a document an action concerned. */
function documentFacts(document: Document): AuditSnapshot {
  return { fileName: document.fileName, documentType: document.type };
}

/** What the audit trail keeps of a mail to the client: to whom, and the files attached. */
function sentFacts(sent: {
  sentTo: string;
  documents: Array<{ fileName: string }>;
}): AuditSnapshot {
  return {
    sentTo: sent.sentTo,
    attached: sent.documents.length ? sent.documents.map((d) => d.fileName).join(', ') : null,
  };
}

/** The file a document is downloaded as, with its bytes. */
export interface DocumentDownload {
  document: Document;
  content: Buffer;
}

@Injectable()
export class QuoteDocumentsService {
  constructor(
    @Inject(DocumentsRepository) private readonly repository: DocumentsRepository,
    @Inject(StaffQuoteChanges) private readonly changes: StaffQuoteChanges,
    @Inject(QuoteLookupService) private readonly lookup: QuoteLookupService,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(QuoteLinks) private readonly links: QuoteLinks,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * Makes a proposal the quote's active one: the uploaded proposal named, or one generated now
   * from the selected carrier quote (2794 while none is chosen, 1951 while the chosen one has no
   * price; 1952 when the quote lacks what the proposal prints).
   */
  async setQuoteProposal(caller: UserPrincipal, dto: SetQuoteProposalDto): Promise<DocumentDto> {
    return this.changes.run(caller, dto.quoteId, async (manager) => {
      if (dto.documentId) {
        const document = await this.documents.findOf(dto.quoteId, dto.documentId, manager);
        if (document.type !== DocumentType.QuoteProposal) {
          throw new DomainException(ErrorCode.Custom, 'This document is not a quote proposal.');
        }
        const chosen = await this.documents.setActive(manager, document, true);
        await this.record(manager, caller, 'setQuoteProposal', dto.quoteId, documentFacts(chosen));
        return mapDocument(chosen);
      }
      const quote = await this.quotes.load(dto.quoteId, manager);
      const generated = await this.generateProposal(manager, quote);
      await this.record(manager, caller, 'setQuoteProposal', dto.quoteId, documentFacts(generated));
      return mapDocument(generated);
    });
  }

  /** Keeps a staff upload of the quote; a proposal or application replaces the one in use. */
  async upload(
    caller: UserPrincipal,
    quoteId: string,
    type: DocumentType,
    file: UploadedFile | undefined,
  ): Promise<DocumentDto> {
    return this.changes.run(caller, quoteId, async (manager) => {
      const document = await this.documents.upload(
        type,
        file,
        { applicationId: quoteId, uploadedBy: caller.userId },
        manager,
      );
      const kept = await this.documents.setActive(manager, document, true);
      await this.record(manager, caller, 'uploadDocument', quoteId, documentFacts(kept));
      return mapDocument(kept);
    });
  }

  async setDocumentActive(caller: UserPrincipal, dto: SetDocumentActiveDto): Promise<DocumentDto> {
    return this.changes.run(caller, dto.quoteId, async (manager) => {
      const document = await this.documents.findOf(dto.quoteId, dto.documentId, manager);
      const active = dto.active ?? true;
      if (!active && document.type !== DocumentType.Coi) {
        throw new DomainException(
          ErrorCode.Custom,
          'Activate another document of this kind to replace this one.',
        );
      }
      const before = document.active;
      const changed = await this.documents.setActive(manager, document, active);
      if (before !== changed.active) {
        await this.audit.record(manager, caller, {
          action: 'setDocumentActive',
          applicationId: dto.quoteId,
          before: { fileName: document.fileName, active: before },
          after: { fileName: changed.fileName, active: changed.active },
        });
      }
      return mapDocument(changed);
    });
  }

  /** Staff see every document of the quote; clients and guests only those in use. */
  async list(caller: Principal | undefined, quoteId: string): Promise<DocumentDto[]> {
    await this.lookup.read(caller, quoteId);
    const documents = await this.documents.listFor(quoteId, !isStaff(caller));
    return documents.map(mapDocument);
  }

  async download(
    caller: Principal | undefined,
    quoteId: string,
    documentId: string,
  ): Promise<DocumentDownload> {
    await this.lookup.read(caller, quoteId);
    const document = await this.documents.findOf(quoteId, documentId);
    // A retired document is staff's business: to the client it does not exist.
    if (!document.active && !isStaff(caller)) {
      throw new DomainException(ErrorCode.NotYourQuote, 'This document is not available.');
    }
    return { document, content: await this.documents.content(document) };
  }

  /**
   * Mails the client the active proposal and application. Quotes priced for differing effective
   * dates are sent only once staff confirm (1953); a workers compensation quote without an
   * application gets its ACORD 130 generated now.
   */
  async sendQuoteDocuments(
    caller: UserPrincipal,
    dto: SendQuoteDocumentsDto,
  ): Promise<DocumentsSentDto> {
    return this.changes.run(caller, dto.quoteId, async (manager, quote) => {
      const [proposal] = await this.documents.activeOf(
        manager,
        quote.app.id,
        DocumentType.QuoteProposal,
      );
      if (!proposal) throw new DomainException(ErrorCode.QuoteProposalNotReady);
      if (!dto.confirmDifferingEffectiveDates && effectiveDatesDiffer(quote)) {
        throw new DomainException(ErrorCode.DifferingEffectiveDates);
      }
      const [application] = await this.documents.activeOf(
        manager,
        quote.app.id,
        DocumentType.QuoteApplication,
      );
      const attached = [
        proposal,
        application ?? (await this.generateApplication(manager, quote)),
      ].filter((d): d is Document => d !== null);
      const quoteUrl = await this.links.forClient(quote, manager);
      const sent = await this.mailClient(
        manager,
        quote,
        attached,
        'quote-documents',
        (greeting) => ({
          ...greeting,
          coverage: coverageWords(quote.app.coverageType),
          carrier: selectedCarrierQuote(quote)?.carrier ?? null,
          attached: attached.map((d) => d.fileName),
          quoteUrl,
        }),
      );
      await this.record(manager, caller, 'sendQuoteDocuments', quote.app.id, sentFacts(sent));
      return sent;
    });
  }

  /** Mails the client the certificates of insurance in use (1957 when there is none). */
  async sendQuoteCertificates(caller: UserPrincipal, quoteId: string): Promise<DocumentsSentDto> {
    await this.lookup.read(caller, quoteId);
    return this.repository.transaction(async (manager) => {
      const quote = await this.quotes.load(quoteId, manager);
      const certificates = await this.documents.activeOf(manager, quoteId, DocumentType.Coi);
      if (certificates.length === 0) {
        throw new DomainException(ErrorCode.DocumentNotReady, 'There is no certificate to send.');
      }
      const sent = await this.mailClient(
        manager,
        quote,
        certificates,
        'quote-certificates',
        (greeting) => ({ ...greeting, certificates: certificates.length }),
      );
      await this.record(manager, caller, 'sendQuoteCertificates', quoteId, sentFacts(sent));
      return sent;
    });
  }

  /**
   * Mails the client a link to the quote in the wizard (admins, and agents for the quotes
   * assigned to them); the link opens the quote at first use.
   */
  async sendQuoteToClient(caller: UserPrincipal, quoteId: string): Promise<DocumentsSentDto> {
    const quote = await this.lookup.read(caller, quoteId);
    const client = quote.app.client!;
    const quoteUrl = await this.links.forClient(quote);
    const sent = { sentTo: client.email, documents: [] };
    await this.repository.transaction(async (manager) => {
      await this.mail.enqueue(manager, client.email, 'quote-link', {
        firstName: client.firstName,
        coverage: coverageWords(quote.app.coverageType),
        quoteUrl,
      });
      await this.record(manager, caller, 'sendQuoteToClient', quote.app.id, sentFacts(sent));
    });
    return sent;
  }

  /** Mails the quote's client the documents attached, greeted by name and business. */
  private async mailClient<K extends MailTemplateName>(
    manager: EntityManager,
    quote: QuoteAggregate,
    attached: Document[],
    template: K,
    data: (greeting: { firstName: string | null; businessName: string | null }) => MailTemplates[K],
  ): Promise<DocumentsSentDto> {
    const client = quote.app.client!;
    const greeting = {
      firstName: client.firstName,
      businessName: quote.app.business?.legalName ?? null,
    };
    await this.mail.enqueue(manager, client.email, template, data(greeting), {
      attachments: attached,
    });
    return { sentTo: client.email, documents: attached.map(mapDocument) };
  }

  /** A staff action on the quote's documents, in the audit trail with what it concerned. */
  private async record(
    manager: EntityManager,
    caller: UserPrincipal,
    action: AuditAction,
    quoteId: string,
    after: AuditSnapshot,
  ): Promise<void> {
    await this.audit.record(manager, caller, {
      action,
      applicationId: quoteId,
      before: null,
      after,
    });
  }

  private async generateProposal(manager: EntityManager, quote: QuoteAggregate): Promise<Document> {
    const carrierQuote = selectedCarrierQuote(quote);
    // No carrier quote chosen yet: staff can do something about that (2794), unlike 1951.
    if (!carrierQuote) throw new DomainException(ErrorCode.CarrierQuoteNotChosen);
    if (!isPriced(carrierQuote)) throw new DomainException(ErrorCode.QuoteProposalNotReady);
    refuseMissing(missingProposalInformation(quote, carrierQuote));
    const context = await this.context.forQuote(manager, quote.app);
    const stored = await this.documents.generate(
      DocumentType.QuoteProposal,
      quoteProposalView(quote, carrierQuote, context),
      {
        applicationId: quote.app.id,
        fileName: `Quote proposal ${quoteReference(quote.app.id)} ${carrierQuote.carrier}.pdf`,
      },
      manager,
    );
    return this.documents.setActive(manager, stored, true);
  }

  /** The ACORD 130 of a workers compensation quote; other lines have no generated application. */
  private async generateApplication(
    manager: EntityManager,
    quote: QuoteAggregate,
  ): Promise<Document | null> {
    if (quote.app.coverageType !== 'wc') return null;
    if (!quote.app.business?.legalName) refuseMissing(['business name']);
    const context = await this.context.forQuote(manager, quote.app);
    const stored = await this.documents.generate(
      DocumentType.QuoteApplication,
      wcApplicationView(quote, selectedCarrierQuote(quote), context),
      {
        applicationId: quote.app.id,
        fileName: `Workers compensation application ${quoteReference(quote.app.id)}.pdf`,
      },
      manager,
    );
    return this.documents.setActive(manager, stored, true);
  }
}

function isStaff(caller: Principal | undefined): boolean {
  return caller?.kind === 'user' && (caller.role === Role.Admin || caller.role === Role.Agent);
}

export function selectedCarrierQuote(quote: QuoteAggregate): CarrierQuote | null {
  const id = quote.app.selectedCarrierQuoteId;
  return quote.carrierQuotes.find((q) => q.id === id) ?? null;
}

/** Whether the priced carrier quotes and the submission name more than one effective date. */
export function effectiveDatesDiffer(quote: QuoteAggregate): boolean {
  const dates = new Set(
    quote.carrierQuotes
      .filter((q) => isPriced(q))
      .map((q) => q.effectiveDate ?? quote.app.effectiveDate),
  );
  if (quote.app.effectiveDate) dates.add(quote.app.effectiveDate);
  return dates.size > 1;
}

function refuseMissing(missing: string[]): void {
  if (missing.length === 0) return;
  throw new DomainException(
    ErrorCode.QuoteInformationMissing,
    `Missing quote information (${missing.join(', ')}), please modify the quote.`,
  );
}
