import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { AuditService, type AuditRecordView } from '../../platform/audit';
import { SignInService } from '../../identity/auth';
import { ClientsService } from '../../identity/clients';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DataCipher, maskLast4 } from '../../common/crypto/data-cipher';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { MailRateLimiter } from '../../common/http/mail-rate-limit';
import { DomainException } from '../../common/errors/domain.exception';
import { pageWindow } from '../../common/http/pagination';
import { AGENCY_NAME, DocumentType, DocumentsService } from '../../purchase/documents';
import { MailService } from '../../platform/mail';
import { CarriersService } from '../../quoting/reference-data';
import { BorReferrals } from '../../partners/referrals';
import {
  SIGNATURE_PROVIDER,
  type SignatureProvider,
  SignaturesService,
  type PacketCompleted,
} from '../../purchase/signatures';
import { UsersDirectory } from '../../identity/users';
import { borLetterView, missingBorFields } from './bor-letter-view';
import { isBorEditable, nextBorStatus, STAFF_BOR_DECISIONS, type BorEvent } from './bor-status';
import type {
  BorAddressDto,
  BorApplicationDto,
  BorApplicationInputDto,
  BorCarrierChoiceDto,
  BorDecisionDto,
  BorListQueryDto,
  BorPageDto,
  BorSessionDto,
  BorStaffApplicationDto,
  BorSubmittedDto,
} from './dto/bor.dto';
import type { BorApplication } from './entities/bor-application.entity';
import { BorMagicLink } from './entities/bor-magic-link.entity';
import { BorRepository } from './bor.repository';
import { PublicLinks } from '../../common/http/public-links';

export const BOR_LINK_TTL_MINUTES = 30;

@Injectable()
export class BorService implements OnModuleInit {
  constructor(
    @Inject(BorRepository) private readonly repo: BorRepository,
    @Inject(SignInService) private readonly signIn: SignInService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(MailRateLimiter) private readonly mailLimit: MailRateLimiter,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(SignaturesService) private readonly signatures: SignaturesService,
    @Inject(SIGNATURE_PROVIDER) private readonly provider: SignatureProvider,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(BorReferrals) private readonly referrals: BorReferrals,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CarriersService) private readonly carriers: CarriersService,
  ) {}

  onModuleInit(): void {
    this.signatures.onPacketCompleted((event, m) => this.letterSigned(event, m));
  }

  /** Mails a single-use sign-in link; the answer is the same whether or not the email is known. */
  async start(
    email: string,
    borApplicationId?: string,
    clientAddress?: string,
  ): Promise<{ message: string }> {
    const normalized = email.trim().toLowerCase();
    await this.mailLimit.consume(clientAddress, normalized);
    const token = newLinkToken();
    await this.repo.transaction(async (m) => {
      const link = await m.save(
        m.create(BorMagicLink, {
          email: normalized,
          tokenHash: hashLinkToken(token),
          expiresAt: new Date(this.clock.now().getTime() + BOR_LINK_TTL_MINUTES * 60_000),
          usedAt: null,
        }),
      );
      const resume = borApplicationId ? `&borApplicationId=${borApplicationId}` : '';
      await this.mail.enqueue(m, normalized, 'bor-magic-link', {
        signInUrl: this.links.url(`/BOR?magicLink=${token}${resume}`),
        expiresInMinutes: BOR_LINK_TTL_MINUTES,
        linkId: link.id,
      });
    });
    return { message: 'Check your email for a link to continue your broker of record change.' };
  }

  /** Exchanges the emailed link for a BOR session token, once, before it expires. */
  exchange(token: string): Promise<BorSessionDto> {
    return this.repo.transaction(async (m) => {
      const link = await m
        .getRepository(BorMagicLink)
        .createQueryBuilder('l')
        .setLock('pessimistic_write')
        .where('l.tokenHash = :hash', { hash: hashLinkToken(token) })
        .getOne();
      if (!link) throw new DomainException(ErrorCode.BorLinkInvalid);
      if (link.usedAt) throw new DomainException(ErrorCode.BorLinkUsed);
      if (link.expiresAt <= this.clock.now()) throw new DomainException(ErrorCode.BorLinkExpired);
      await m.update(BorMagicLink, link.id, { usedAt: this.clock.now() });
      return { ...this.signIn.startBorSession(link.email), email: link.email };
    });
  }

  /**
   * A new application; with the token of a payroll partner's BOR referral (the mailed link's),
   * that referral follows it from now on.
   */
  async create(
    email: string,
    input: BorApplicationInputDto,
    referralToken?: string,
  ): Promise<BorApplicationDto> {
    return this.repo.transaction(async (m) => {
      const app = this.repo.draft(m, email);
      await this.apply(m, app, input);
      const saved = await this.repo.save(m, app);
      if (referralToken) await this.referrals.attach(m, saved.id, referralToken, saved.status);
      return this.map(saved);
    });
  }

  /** The carriers an applicant chooses their current one from: the active ones, by name. */
  async carrierChoices(): Promise<BorCarrierChoiceDto[]> {
    const { items } = await this.carriers.list({ page: 1, pageSize: 100 }, false);
    return items.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  async mine(email: string): Promise<BorApplicationDto> {
    const app = await this.repo.latestOf(email);
    if (!app) throw new DomainException(ErrorCode.BorApplicationNotFound);
    return this.map(app);
  }

  /** Every change the applicant started, newest first: one per policy moved. */
  async allMine(email: string): Promise<BorApplicationDto[]> {
    return (await this.repo.allOf(email)).map((app) => this.map(app));
  }

  async get(email: string, id: string): Promise<BorApplicationDto> {
    return this.map(await this.own(this.repo.manager, email, id));
  }

  update(email: string, id: string, input: BorApplicationInputDto): Promise<BorApplicationDto> {
    return this.repo.transaction(async (m) => {
      const app = await this.own(m, email, id, true);
      if (!isBorEditable(app.status)) throw new DomainException(ErrorCode.BorNotEditable);
      await this.apply(m, app, input);
      return this.map(await this.repo.save(m, app));
    });
  }

  setMailingAddress(email: string, id: string, address: BorAddressDto): Promise<BorApplicationDto> {
    return this.repo.transaction(async (m) => {
      const app = await this.own(m, email, id, true);
      if (!isBorEditable(app.status)) throw new DomainException(ErrorCode.BorNotEditable);
      app.mailingStreet = address.street.trim();
      app.mailingStreet2 = address.street2?.trim() || null;
      app.mailingCity = address.city.trim();
      app.mailingState = address.state;
      app.mailingZip = address.zip;
      return this.map(await this.repo.save(m, app));
    });
  }

  /** Renders the letter and sends it to the signer; the draft becomes submitted. */
  submit(email: string, id: string): Promise<BorSubmittedDto> {
    return this.repo.transaction(async (m) => {
      const app = await this.own(m, email, id, true);
      const missing = missingBorFields(app);
      if (missing.length > 0) {
        throw new DomainException(
          ErrorCode.BorIncomplete,
          `The broker-of-record application is not complete: ${missing.join(', ')} required.`,
        );
      }
      this.move(app, 'submit');
      const letter = await this.documents.generate(
        DocumentType.BorLetter,
        this.letterView(app, null),
        { applicationId: null, fileName: `Broker of record letter ${app.legalName}` },
        m,
      );
      const packet = await this.signatures.createPacket(
        {
          applicationId: app.id,
          kind: 'bor',
          businessName: app.legalName ?? '',
          documents: [{ documentId: letter.id, title: 'Broker of record letter' }],
          signers: [
            {
              name: app.signerName ?? '',
              title: app.signerTitle ?? '',
              email: app.signerEmail ?? '',
            },
          ],
        },
        m,
      );
      // The business becomes a client: staff keep its notes and find it with its other business.
      const own = app.signerEmail?.toLowerCase() === app.email.toLowerCase();
      const [firstName, ...rest] = own ? (app.signerName ?? '').trim().split(/\s+/) : [];
      const client = await this.clients.findOrCreate(m, app.email, {
        firstName: firstName || null,
        lastName: rest.join(' ') || null,
        phone: null,
      });
      app.clientId = client.id;
      app.letterDocumentId = letter.id;
      app.packetId = packet.packetId;
      app.submittedAt = this.clock.now();
      const saved = await this.repo.save(m, app);
      await this.referrals.follow(m, saved.id, saved.status);
      // The applicant signing for themselves goes straight to the signing page.
      const signer = packet.signers.find((s) => s.email === email);
      return { application: this.map(saved), signingUrl: signer?.signingUrl ?? null };
    });
  }

  /** A letter of the applicant's application (the unsigned or the signed one). */
  async letter(email: string, id: string, documentId: string) {
    const app = await this.own(this.repo.manager, email, id);
    return this.letterOf(app, documentId);
  }

  async adminLetter(id: string, documentId: string) {
    return this.letterOf(await this.found(this.repo.manager, id), documentId);
  }

  async list(q: BorListQueryDto): Promise<BorPageDto> {
    const { page, pageSize } = pageWindow(q);
    const [rows, total] = await this.repo.page(q);
    return { items: rows.map((r) => this.mapStaff(r)), total, page, pageSize };
  }

  async adminGet(id: string): Promise<BorStaffApplicationDto> {
    return this.mapStaff(await this.found(this.repo.manager, id));
  }

  /** What staff did to the application (its audit records), newest first. */
  async adminHistory(id: string): Promise<AuditRecordView[]> {
    await this.found(this.repo.manager, id);
    return this.audit.forSubject('borApplicationId', id);
  }

  /**
   * Staff record what happened: they sent the signed letter to the carrier themselves, or the
   * carrier's answer. Audited; the note to the applicant is theirs to read, the internal note is
   * staff's only. The applicant is mailed the carrier's answer.
   */
  decide(actor: UserPrincipal, id: string, dto: BorDecisionDto): Promise<BorStaffApplicationDto> {
    return this.repo.transaction(async (m) => {
      const app = await this.found(m, id, true);
      const snapshot = (a: BorApplication) => ({
        borApplicationId: a.id,
        status: a.status,
        statusNote: a.statusNote,
        internalNote: a.internalNote,
      });
      const before = snapshot(app);
      this.move(app, STAFF_BOR_DECISIONS[dto.status]);
      if (dto.noteToApplicant !== undefined) app.statusNote = dto.noteToApplicant.trim() || null;
      if (dto.internalNote !== undefined) app.internalNote = dto.internalNote.trim() || null;
      if (dto.status === 'sent_to_carrier') app.sentAt = this.clock.now();
      else app.decidedAt = this.clock.now();
      const saved = await this.repo.save(m, app);
      await this.referrals.follow(m, saved.id, saved.status);
      await this.audit.record(m, actor, {
        action: 'setBorStatus',
        before,
        after: snapshot(saved),
      });
      if (dto.status !== 'sent_to_carrier') {
        await this.mail.enqueue(m, saved.email, 'bor-decided', {
          businessName: saved.legalName ?? '',
          carrier: saved.carrierName ?? '',
          policyNumber: saved.policyNumber ?? '',
          accepted: saved.status === 'accepted',
          note: saved.statusNote,
          borUrl: this.links.url(`/BOR?borApplicationId=${saved.id}`),
        });
      }
      return this.mapStaff(saved);
    });
  }

  /**
   * The letter's only signer signed: keep the signed letter, mail it to the carrier (when its
   * email is in carrier settings) and to staff. Only a letter actually mailed to the carrier
   * makes the application "sent to carrier"; otherwise it stays signed until staff send it.
   */
  private async letterSigned(event: PacketCompleted, m: EntityManager): Promise<void> {
    if (event.kind !== 'bor') return;
    const app = await this.found(m, event.applicationId, true);
    const typedName = await this.signatures.typedNameOf(m, event.packetId);
    this.move(app, 'sign');
    app.signedAt = event.completedAt;
    const signed = await this.documents.generate(
      DocumentType.BorLetter,
      this.letterView(app, {
        typedName: typedName ?? app.signerName ?? '',
        signedAt: event.completedAt.toISOString(),
      }),
      { applicationId: null, fileName: `Broker of record letter ${app.legalName} signed` },
      m,
    );
    app.signedLetterDocumentId = signed.id;
    const carrier = app.carrierId ? await this.carriers.lookup(app.carrierId, m) : null;
    const data = {
      businessName: app.legalName ?? '',
      carrier: app.carrierName ?? '',
      policyNumber: app.policyNumber ?? '',
      effectiveDate: app.effectiveDate ?? '',
      signerName: app.signerName ?? '',
      applicantEmail: app.email,
    };
    const attachments = { attachments: [signed] };
    if (carrier?.email) {
      await this.mail.enqueue(m, carrier.email, 'bor-letter-to-carrier', data, attachments);
      app.carrierNotified = true;
    }
    for (const { email: adminEmail } of await this.users.activeAdmins(m)) {
      await this.mail.enqueue(
        m,
        adminEmail,
        'bor-letter-signed',
        {
          ...data,
          carrierNotified: app.carrierNotified,
          staffUrl: this.links.url(`/dashboard/bor/${app.id}`),
        },
        attachments,
      );
    }
    if (app.carrierNotified) {
      this.move(app, 'sendToCarrier');
      app.sentAt = this.clock.now();
    }
    await this.repo.save(m, app);
    await this.referrals.follow(m, app.id, app.status);
  }

  private async letterOf(app: BorApplication, documentId: string) {
    if (documentId !== app.letterDocumentId && documentId !== app.signedLetterDocumentId) {
      throw new DomainException(ErrorCode.BorApplicationNotFound, 'This letter does not exist.');
    }
    const document = await this.documents.findOf(null, documentId);
    return { document, content: await this.documents.content(document) };
  }

  private letterView(
    app: BorApplication,
    signature: { typedName: string; signedAt: string } | null,
  ) {
    return borLetterView(app, {
      fein: app.feinEncrypted ? this.cipher.decrypt(app.feinEncrypted) : null,
      agencyName: AGENCY_NAME,
      preparedOn: this.clock.today(),
      sandbox: this.provider.name === 'sandbox',
      signature,
    });
  }

  private move(app: BorApplication, event: BorEvent): void {
    const next = nextBorStatus(app.status, event);
    if (!next) {
      throw new DomainException(
        event === 'submit' ? ErrorCode.BorNotEditable : ErrorCode.BorStatusNotAllowed,
      );
    }
    app.status = next;
  }

  private async apply(m: EntityManager, app: BorApplication, input: BorApplicationInputDto) {
    if (input.legalName !== undefined) app.legalName = input.legalName.trim();
    if (input.fein !== undefined) {
      app.feinEncrypted = input.fein ? this.cipher.encrypt(input.fein.replace('-', '')) : null;
    }
    if (input.address) {
      app.street = input.address.street.trim();
      app.street2 = input.address.street2?.trim() || null;
      app.city = input.address.city.trim();
      app.state = input.address.state;
      app.zip = input.address.zip;
    }
    if (input.carrierId !== undefined) {
      const carrier = input.carrierId ? await this.carriers.lookup(input.carrierId, m) : null;
      if (input.carrierId && !carrier) throw new DomainException(ErrorCode.BorCarrierNotFound);
      app.carrierId = carrier?.id ?? null;
      if (carrier && input.carrierName === undefined) app.carrierName = carrier.name;
    }
    if (input.carrierName !== undefined) {
      app.carrierName = input.carrierName.trim();
      // A typed name that is a carrier in settings is that carrier: its email gets the letter.
      if (input.carrierId === undefined) {
        const named = await this.carriers.lookupByName(app.carrierName, m);
        app.carrierId = named?.id ?? null;
      }
    }
    if (input.policyNumber !== undefined) {
      app.policyNumber = input.policyNumber.trim();
      // Another policy is another change; the same policy twice at once is one change too many.
      if (await this.repo.openWithPolicy(m, app.email, app.policyNumber, app.id)) {
        throw new DomainException(ErrorCode.BorPolicyAlreadyRequested);
      }
    }
    if (input.coverageType !== undefined) app.coverageType = input.coverageType;
    if (input.effectiveDate !== undefined) app.effectiveDate = input.effectiveDate;
    if (input.signer) {
      app.signerName = input.signer.name.trim();
      app.signerTitle = input.signer.title.trim();
      app.signerEmail = input.signer.email.trim().toLowerCase();
    }
  }

  private async found(m: EntityManager, id: string, lock = false): Promise<BorApplication> {
    const app = await this.repo.find(m, id, lock);
    if (!app) throw new DomainException(ErrorCode.BorApplicationNotFound);
    return app;
  }

  /** The application when it is the applicant's; another applicant's is refused with 2402. */
  private async own(m: EntityManager, email: string, id: string, lock = false) {
    const app = await this.found(m, id, lock);
    if (app.email !== email) throw new DomainException(ErrorCode.BorNotYourApplication);
    return app;
  }

  /** Staff's answer: the applicant's, with what only staff read. */
  private mapStaff(app: BorApplication): BorStaffApplicationDto {
    return { ...this.map(app), internalNote: app.internalNote };
  }

  /** The applicant's answer: nothing in it is staff-only. */
  private map(app: BorApplication): BorApplicationDto {
    const address = (
      street: string | null,
      street2: string | null,
      city: string | null,
      state: string | null,
      zip: string | null,
    ) => (street && city && state && zip ? { street, street2, city, state, zip } : null);
    const fein = app.feinEncrypted ? this.cipher.decrypt(app.feinEncrypted) : null;
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      id: app.id,
      email: app.email,
      clientId: app.clientId,
      status: app.status,
      legalName: app.legalName,
      feinMasked: fein ? maskLast4(fein) : null,
      address: address(app.street, app.street2, app.city, app.state, app.zip),
      mailingAddress: address(
        app.mailingStreet,
        app.mailingStreet2,
        app.mailingCity,
        app.mailingState,
        app.mailingZip,
      ),
      carrierId: app.carrierId,
      carrierName: app.carrierName,
      policyNumber: app.policyNumber,
      coverageType: app.coverageType,
      effectiveDate: app.effectiveDate,
      signer:
        app.signerName && app.signerTitle && app.signerEmail
          ? { name: app.signerName, title: app.signerTitle, email: app.signerEmail }
          : null,
      missing: missingBorFields(app),
      letterDocumentId: app.letterDocumentId,
      signedLetterDocumentId: app.signedLetterDocumentId,
      carrierNotified: app.carrierNotified,
      statusNote: app.statusNote,
      submittedAt: iso(app.submittedAt),
      signedAt: iso(app.signedAt),
      sentAt: iso(app.sentAt),
      decidedAt: iso(app.decidedAt),
      createdAt: app.createdAt.toISOString(),
      updatedAt: app.updatedAt.toISOString(),
    };
  }
}
