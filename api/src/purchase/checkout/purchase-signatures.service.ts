/**
 * Signatures in the purchase: after the payment, a job sends every owner and officer the
 * application's documents (the proposal and, for workers compensation, the ACORD 130), each
 * owner's signature status follows their signer, and the last signature moves the application
 * from Awaiting signatures to Completed and mails the client the signed documents.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ApplicationStatus, SignatureStatus } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import {
  DocumentContext,
  DocumentType,
  DocumentsService,
  type Document,
  selectedCarrierQuote,
  quoteProposalView,
  quoteReference,
  wcApplicationView,
} from '../documents';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { type QuoteAggregate, statusAfterPurchaseEvent, QuoteRecords } from '../../quoting/quotes';
import {
  type NewPacketSigner,
  SignaturesService,
  type PacketCompleted,
  type SignerProgressed,
} from '../signatures';
import { PublicLinks } from '../../common/http/public-links';
import { PurchaseMails } from './purchase-mails.service';
import { PurchaseRepository } from './purchase.repository';

export const SIGNATURE_PACKET_QUEUE = 'signature-packet';

/** Generating the PDFs and mailing the links is quick; a failure is retried for about an hour. */
export const SIGNATURE_PACKET_RETRY: RetryPolicy = {
  retryLimit: 6,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

export interface SignaturePacketJob {
  quoteId: string;
  /** Where the signing links point: the address of the person whose payment queued it. */
  linkBase?: string;
}

/** Where an owner's signature status stands once their signer was sent, viewed or signed. */
const OWNER_STATUS = {
  sent: SignatureStatus.Sent,
  viewed: SignatureStatus.Sent,
  signed: SignatureStatus.Signed,
} as const;

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim();

/**
 * Who signs the application: every owner and officer with a name, at their own email or else
 * the client's; the client alone when no owner has a name.
 */
export function signersOf(quote: QuoteAggregate): NewPacketSigner[] {
  const client = quote.app.client;
  const owners = (quote.app.business?.owners ?? [])
    .filter((o) => fullName(o.firstName, o.lastName) !== '')
    .sort((a, b) => a.position - b.position);
  if (owners.length === 0) {
    return [
      {
        name: fullName(client.firstName, client.lastName) || client.email,
        email: client.email,
        title: 'Applicant',
        ownerId: null,
      },
    ];
  }
  return owners.map((o) => ({
    name: fullName(o.firstName, o.lastName),
    email: o.email ?? client.email,
    title: o.title ?? 'Owner',
    ownerId: o.id,
  }));
}

@Injectable()
export class PurchaseSignaturesService implements OnModuleInit {
  constructor(
    @Inject(PurchaseRepository) private readonly repository: PurchaseRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(SignaturesService) private readonly signatures: SignaturesService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(PurchaseMails) private readonly mails: PurchaseMails,
    @Inject(PublicLinks) private readonly links: PublicLinks,
  ) {}

  async onModuleInit(): Promise<void> {
    this.signatures.onSignerProgress((event, m) => this.followSigner(event, m));
    this.signatures.onPacketCompleted((event, m) => this.completed(event, m));
    // Worked with the mail queue: the packet's only effect outside the database is its mail.
    await this.jobs.register<SignaturePacketJob>({
      name: SIGNATURE_PACKET_QUEUE,
      ...SIGNATURE_PACKET_RETRY,
      work: this.config.mailWorker,
      handler: ({ quoteId, linkBase }) =>
        this.links.within(linkBase, () => this.sendPacket(quoteId)).then(() => undefined),
    });
  }

  /** Queues the packet inside the transaction that records the payment. */
  queuePacket(manager: EntityManager, quoteId: string): Promise<string> {
    return this.jobs.send<SignaturePacketJob>(
      SIGNATURE_PACKET_QUEUE,
      { quoteId, linkBase: this.links.base() },
      manager,
    );
  }

  /** Runs the queued packet jobs that are due now (tests and operators). */
  drain(): Promise<number> {
    return this.jobs.drain(SIGNATURE_PACKET_QUEUE);
  }

  /**
   * Sends the application's packet unless one is already out or done: answers whether this call
   * sent it. The application row is locked first, so a job and a person asking at once send one.
   */
  async sendPacket(quoteId: string, manager?: EntityManager): Promise<boolean> {
    if (!manager) return this.repository.transaction((m) => this.sendPacket(quoteId, m));
    await this.repository.lockApplication(manager, quoteId);
    const app = await this.quotes.findApplication(quoteId, manager);
    if (app?.status !== ApplicationStatus.AwaitingSignatures) return false;
    const existing = await this.signatures.liveApplicationPacket(manager, quoteId);
    if (existing) return false;
    const quote = await this.quotes.load(quoteId, manager);
    const documents = await this.documentsToSign(manager, quote);
    await this.signatures.createPacket(
      {
        applicationId: quoteId,
        businessName: quote.app.business?.legalName ?? quote.app.client.email,
        documents: documents.map((d) => ({ documentId: d.id, title: documentTitle(d) })),
        signers: signersOf(quote),
      },
      manager,
    );
    return true;
  }

  /** The proposal and, for workers compensation, the ACORD 130, generated now and made active. */
  private async documentsToSign(manager: EntityManager, quote: QuoteAggregate) {
    const carrierQuote = selectedCarrierQuote(quote);
    const context = await this.context.forQuote(manager, quote.app);
    const reference = quoteReference(quote.app.id);
    const stored: Document[] = [];
    if (carrierQuote) {
      stored.push(
        await this.documents.generate(
          DocumentType.QuoteProposal,
          quoteProposalView(quote, carrierQuote, context),
          {
            applicationId: quote.app.id,
            fileName: `Quote proposal ${reference} ${carrierQuote.carrier}.pdf`,
          },
          manager,
        ),
      );
    }
    if (quote.app.coverageType === 'wc') {
      stored.push(
        await this.documents.generate(
          DocumentType.QuoteApplication,
          wcApplicationView(quote, carrierQuote, context),
          {
            applicationId: quote.app.id,
            fileName: `Workers compensation application ${reference}.pdf`,
          },
          manager,
        ),
      );
    }
    for (const document of stored) await this.documents.setActive(manager, document, true);
    return stored;
  }

  /** The owner a signer of the application stands for shows where they are. */
  private async followSigner(event: SignerProgressed, manager: EntityManager): Promise<void> {
    if (event.kind !== 'application' || !event.ownerId) return;
    await this.quotes.setOwnerSignatureStatus(manager, event.ownerId, OWNER_STATUS[event.status]);
  }

  /**
   * The last signature of the application's packet: Awaiting signatures -> Completed, once (a
   * status that does not fit changes nothing), and the client gets the signed documents.
   */
  private async completed(event: PacketCompleted, manager: EntityManager): Promise<void> {
    if (event.kind !== 'application') return;
    await this.repository.lockApplication(manager, event.applicationId);
    const app = await this.quotes.getApplication(manager, event.applicationId);
    const to = statusAfterPurchaseEvent(app.status, 'signed');
    if (!to) return;
    app.status = to;
    await this.quotes.saveApplication(manager, app);
    const packet = await this.signatures.packetOf(event.packetId, manager);
    const documents: Document[] = [];
    for (const { documentId } of packet.documents) {
      documents.push(await this.documents.findOf(app.id, documentId, manager));
    }
    await this.mails.signaturesComplete(manager, app.id, {
      titles: packet.documents.map((d) => d.title),
      documents,
    });
  }
}

/** The title signers read for a document. */
function documentTitle(document: Document): string {
  switch (document.type) {
    case DocumentType.QuoteProposal:
      return 'Quote proposal';
    case DocumentType.QuoteApplication:
      return 'Workers compensation application (ACORD 130)';
    case DocumentType.OwnerWaiver:
      return 'Officer exclusion waiver';
    default:
      return document.fileName;
  }
}
