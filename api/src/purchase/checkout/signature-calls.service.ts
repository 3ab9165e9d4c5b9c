/**
 * The signature calls of a purchase: sending or re-sending the application's packet, the owners'
 * and officers' progress, a new link for one signer, a client's e-signature profile and an
 * excluded owner's exclusion waiver. Access follows the quote's read rules.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ApplicationStatus, ErrorCode, OwnerInclusion, Role } from '@coverline/contracts';
import { ClientsService } from '../../identity/clients';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { MailRateLimiter } from '../../common/http/mail-rate-limit';
import { DomainException } from '../../common/errors/domain.exception';
import {
  DocumentContext,
  DocumentType,
  DocumentsService,
  selectedCarrierQuote,
  ownerWaiverView,
  quoteReference,
} from '../documents';
import { QuoteLookupService, QuoteRecords } from '../../quoting/quotes';
import { SignaturesService, type PacketStatusView } from '../signatures';
import type {
  OwnerPacketDto,
  OwnerPacketsDto,
  RequestWaiverDto,
  ResendOwnerPacketDto,
  SetSigningProfileDto,
  SigningProfileDto,
} from './dto/signatures.dto';
import { PurchaseSignaturesService } from './purchase-signatures.service';
import { PurchaseRepository } from './purchase.repository';

const isStaff = (caller: Principal) =>
  caller.kind === 'user' && (caller.role === Role.Admin || caller.role === Role.Agent);

/** "j•••@example.com": enough for the client to recognise, not to copy. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain ?? ''}`;
}

@Injectable()
export class SignatureCallsService {
  constructor(
    @Inject(MailRateLimiter) private readonly mailLimit: MailRateLimiter,
    @Inject(PurchaseRepository) private readonly repository: PurchaseRepository,
    @Inject(QuoteLookupService) private readonly lookup: QuoteLookupService,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(SignaturesService) private readonly signatures: SignaturesService,
    @Inject(PurchaseSignaturesService) private readonly purchase: PurchaseSignaturesService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The quote, if the caller may see it. A quote that does not exist is 404 before the caller
   * is asked about, as checkout answers it.
   */
  private async read(caller: Principal | undefined, quoteId: string) {
    if (!(await this.quotes.exists(quoteId))) {
      throw new DomainException(ErrorCode.QuoteNotFound);
    }
    return this.lookup.read(caller, quoteId);
  }

  /**
   * In Awaiting signatures (else 1803): sends the packet when the job has not yet, or else emails
   * everyone who has not signed a new link.
   */
  async signaturePacket(
    caller: Principal | undefined,
    quoteId: string,
    clientAddress?: string,
  ): Promise<OwnerPacketsDto> {
    const quote = await this.read(caller, quoteId);
    if (quote.app.status !== ApplicationStatus.AwaitingSignatures) {
      throw new DomainException(ErrorCode.PurchaseStepUnavailable);
    }
    await this.countGuestMail(caller, quote.app.client.email, clientAddress);
    const sent = await this.purchase.sendPacket(quoteId);
    if (!sent) {
      const status = await this.signatures.status(quoteId);
      if (status?.status === 'sent') {
        // One transaction per signer: a resend locks the packet, never the application.
        for (const s of status.signers.filter((x) => x.status !== 'signed')) {
          await this.signatures.resend(s.signerId);
        }
      }
    }
    return this.ownerPackets(caller, quoteId);
  }

  /** Every owner and officer asked to sign the quote's documents or their waiver. */
  async ownerPackets(caller: Principal | undefined, quoteId: string): Promise<OwnerPacketsDto> {
    await this.read(caller, quoteId);
    const application = await this.signatures.status(quoteId);
    const waivers = await this.signatures.waivers(quoteId);
    const live = application && application.status !== 'voided' ? application : null;
    const staff = isStaff(caller!);
    const rows = (view: PacketStatusView, kind: OwnerPacketDto['kind']): OwnerPacketDto[] =>
      view.signers.map((s) => ({
        signerId: s.signerId,
        ownerId: s.ownerId,
        kind,
        name: s.name,
        title: s.title,
        email: staff ? s.email : maskEmail(s.email),
        status: s.status,
        sentAt: s.sentAt.toISOString(),
        viewedAt: s.viewedAt?.toISOString() ?? null,
        signedAt: s.signedAt?.toISOString() ?? null,
      }));
    return {
      quoteId,
      packetStatus: live ? (live.status as 'sent' | 'completed') : 'none',
      signers: [
        ...(live ? rows(live, 'application') : []),
        ...waivers.flatMap((w) => rows(w, 'waiver')),
      ],
    };
  }

  /**
   * A guest (a bearer of an emailed link, no account) asking for signature mails is counted by
   * the mail rate limit, against the quote's email: the owners' addresses were typed by the
   * same guest.
   */
  private async countGuestMail(
    caller: Principal | undefined,
    quoteEmail: string,
    clientAddress: string | undefined,
  ): Promise<void> {
    if (caller?.kind === 'guest') await this.mailLimit.consume(clientAddress, quoteEmail);
  }

  /** A new link for one signer of the quote's packets (1972 for another's); the old one stops. */
  async resend(
    caller: Principal | undefined,
    dto: ResendOwnerPacketDto,
    clientAddress?: string,
  ): Promise<OwnerPacketsDto> {
    const quote = await this.read(caller, dto.quoteId);
    if (!(await this.signatures.signerOfApplication(dto.signerId, dto.quoteId))) {
      throw new DomainException(ErrorCode.OwnerNotOnQuote);
    }
    await this.countGuestMail(caller, quote.app.client.email, clientAddress);
    await this.signatures.resend(dto.signerId);
    return this.ownerPackets(caller, dto.quoteId);
  }

  /** Keeps the signed-in client's legal name and their consent to sign electronically. */
  async setSigningProfile(
    caller: UserPrincipal,
    dto: SetSigningProfileDto,
  ): Promise<SigningProfileDto> {
    return this.repository.transaction(async (m) => {
      const client = await this.clients.forUser(m, caller);
      const consentedAt = this.clock.now();
      await this.signatures.saveSigningProfile(m, {
        clientId: client.id,
        legalName: dto.legalName,
        consentedAt,
      });
      return { legalName: dto.legalName, consentedAt: consentedAt.toISOString() };
    });
  }

  /**
   * Sends an excluded owner or officer their exclusion waiver to sign (1971 for an included one,
   * 1972 for someone not on the quote, 1973 once signed); asked again while it is out, the
   * owner gets a new link.
   */
  async requestWaiver(
    caller: Principal | undefined,
    dto: RequestWaiverDto,
    clientAddress?: string,
  ): Promise<OwnerPacketsDto> {
    const read = await this.read(caller, dto.quoteId);
    await this.countGuestMail(caller, read.app.client.email, clientAddress);
    await this.repository.transaction(async (m) => {
      await this.repository.lockApplication(m, dto.quoteId);
      const quote = await this.quotes.load(dto.quoteId, m);
      const owner = (quote.app.business?.owners ?? []).find((o) => o.id === dto.ownerId);
      if (!owner) throw new DomainException(ErrorCode.OwnerNotOnQuote);
      if (owner.inclusion !== OwnerInclusion.Excluded) {
        throw new DomainException(ErrorCode.OwnerNotExcluded);
      }
      const earlier = await this.signatures.waiverSignerOf(m, dto.quoteId, owner.id);
      if (earlier?.signedAt) throw new DomainException(ErrorCode.WaiverAlreadySigned);
      if (earlier) {
        await this.signatures.resend(earlier.id, m);
        return;
      }
      const carrierQuote = selectedCarrierQuote(quote);
      const context = await this.context.forQuote(m, quote.app);
      const view = ownerWaiverView(quote, owner, carrierQuote, context);
      const document = await this.documents.generate(
        DocumentType.OwnerWaiver,
        view,
        {
          applicationId: quote.app.id,
          fileName: `Officer exclusion waiver ${quoteReference(quote.app.id)} ${view.owner.name}.pdf`,
        },
        m,
      );
      await this.signatures.createPacket(
        {
          applicationId: quote.app.id,
          kind: 'waiver',
          businessName: quote.app.business?.legalName ?? quote.app.client.email,
          documents: [{ documentId: document.id, title: 'Officer exclusion waiver' }],
          signers: [
            {
              name: view.owner.name || quote.app.client.email,
              email: owner.email ?? quote.app.client.email,
              title: owner.title ?? 'Owner',
              ownerId: owner.id,
            },
          ],
        },
        m,
      );
    });
    return this.ownerPackets(caller, dto.quoteId);
  }
}
