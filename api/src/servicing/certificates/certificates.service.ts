/**
 * Certificates of insurance: a client (or staff for them) asks for one on a bound policy; it is
 * issued at once, as an ACORD 25 PDF kept among the quote's documents and mailed to the client
 * and the holder, unless it asks for an endorsement the policy does not grant blanket, in
 * which case it waits as pending until staff issue it. Access follows the quote's read rules.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  certificateStatusFor,
  CertificateStatus,
  endorsementsNeedingReview,
  ErrorCode,
  Role,
} from '@coverline/contracts';
import { ClientsService } from '../../identity/clients';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { pageWindow } from '../../common/http/pagination';
import {
  agencyLines,
  DocumentContext,
  DocumentType,
  DocumentsService,
  selectedCarrierQuote,
  insuredView,
} from '../../purchase/documents';
import { AuditService } from '../../platform/audit';
import { MailService } from '../../platform/mail';
import { PolicyRecords, type Policy } from '../policies';
import {
  type QuoteAggregate,
  enforce,
  QuoteAccess,
  QuoteLookupService,
  QuoteRecords,
} from '../../quoting/quotes';
import { UsersDirectory } from '../../identity/users';
import {
  ACORD25_LINE_NAMES,
  acord25View,
  certificateLimits,
  certificateNumber,
} from './acord25-view';
import { certifiedFacts, certifiedPolicy } from './certified-facts';
import {
  additionalInsuredProblem,
  certificateRefusal,
  waiverPartiesProblem,
} from './certificate-rules';
import type {
  CertificateAddressDto,
  CertificateContentDto,
  CertificateDraftDto,
  CertificateDto,
  CertificateListQueryDto,
  CertificatePageDto,
  CreateCertificateDto,
  UpdateCertificateDto,
} from './dto/certificate.dto';
import { CertificatesRepository } from './certificates.repository';
import type { Certificate, CertificateAddress } from './entities/certificate.entity';
import type { CertificateVerification } from './entities/certificate-verification.entity';
import { PublicLinks } from '../../common/http/public-links';

const isStaff = (caller: UserPrincipal) => caller.role === Role.Admin || caller.role === Role.Agent;

function address(dto: CertificateAddressDto): CertificateAddress {
  return {
    street: dto.street,
    street2: dto.street2 || null,
    city: dto.city,
    state: dto.state,
    zip: dto.zip,
  };
}

@Injectable()
export class CertificatesService {
  constructor(
    @Inject(CertificatesRepository) private readonly certificates: CertificatesRepository,
    @Inject(PolicyRecords) private readonly policies: PolicyRecords,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(QuoteLookupService) private readonly lookup: QuoteLookupService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** Records a certificate request for a bound policy and issues it when nothing awaits staff. */
  async create(caller: UserPrincipal, dto: CreateCertificateDto): Promise<CertificateDto> {
    return this.certificates.transaction(async (manager) => {
      const { quote, policy } = await this.certifiable(manager, caller, dto.quoteId);
      checkContent(quote.app.coverageType, dto);
      const certificate = this.certificates.draft(manager, {
        // Known before the row is written: the PDF prints the certificate's number.
        id: randomUUID(),
        applicationId: quote.app.id,
        clientId: quote.app.clientId,
        insuredName: certificateInsuredName(quote),
        requestedBy: caller.userId,
        documentId: null,
        issuedBy: null,
        issuedAt: null,
      });
      applyContent(certificate, dto);
      certificate.status = certificateStatusFor(certificate, policy, isStaff(caller));
      const verification =
        certificate.status === CertificateStatus.Issued
          ? await this.issue(manager, caller, certificate, quote, policy)
          : null;
      await this.certificates.save(manager, certificate);
      if (verification) await this.certificates.addVerification(manager, verification);
      return this.mapOne(manager, caller, certificate, quote, policy);
    });
  }

  /**
   * Changes a certificate's holder, job locations, endorsements or waiver parties and issues
   * it again. A change a client makes that needs staff leaves the certificate pending, and the
   * certificate issued before stays in use until staff issue the new one.
   */
  async update(caller: UserPrincipal, dto: UpdateCertificateDto): Promise<CertificateDto> {
    return this.certificates.transaction(async (manager) => {
      const found = await this.certificates.locked(manager, dto.id);
      if (!found) throw new DomainException(ErrorCode.CertificateNotFound);
      const { quote, policy } = await this.certifiable(manager, caller, found.applicationId);
      checkContent(quote.app.coverageType, dto);
      applyContent(found, dto);
      found.status = certificateStatusFor(found, policy, isStaff(caller));
      const verification =
        found.status === CertificateStatus.Issued
          ? await this.issue(manager, caller, found, quote, policy)
          : null;
      await this.certificates.save(manager, found);
      if (verification) await this.certificates.addVerification(manager, verification);
      return this.mapOne(manager, caller, found, quote, policy);
    });
  }

  /**
   * What a new certificate of the policy starts from: the insured's name, DBA and address as
   * the business has them, and what the certificate prints of the policy and the producer, for
   * the form's prefill and the review before issuing. Refused like a request would be.
   */
  async draft(caller: UserPrincipal, quoteId: string): Promise<CertificateDraftDto> {
    return this.certificates.transaction(async (manager) => {
      const { quote, policy } = await this.certifiable(manager, caller, quoteId);
      const context = await this.context.forQuote(manager, quote.app);
      const insured = insuredView(quote);
      const certified = certifiedPolicy(quote, policy);
      return {
        quoteId: quote.app.id,
        producer: agencyLines(context.agency).join(', '),
        insuredName: certificateInsuredName(quote),
        insuredDba: insured.dba || null,
        insuredAddress: insured.address
          ? {
              street: insured.address.line1,
              street2: insured.address.line2 || null,
              city: insured.address.city,
              state: insured.address.state,
              zip: insured.address.zip,
            }
          : null,
        carrier: certified.carrier,
        policyNumber: certified.policyNumber,
        coverageType: certified.coverageType,
        typeOfInsurance: ACORD25_LINE_NAMES[certified.coverageType],
        effectiveDate: certified.effectiveDate,
        expirationDate: certified.expirationDate,
        limits: certificateLimits(certified),
        issuedOn: context.today,
      };
    });
  }

  /**
   * The certificates of one policy's quote, newest first, for whoever may see the quote; the
   * issuer's name for staff only.
   */
  async forQuote(caller: UserPrincipal, quoteId: string): Promise<CertificateDto[]> {
    const quote = await this.lookup.read(caller, quoteId);
    const certificates = await this.certificates.ofQuote(quoteId);
    const policy = await this.policies.of(quoteId);
    const issuers = isStaff(caller)
      ? await this.issuerNames(certificates)
      : new Map<string, string>();
    return certificates.map((c) =>
      mapCertificate(c, {
        clientEmail: quote.app.client!.email,
        coverageType: quote.app.coverageType,
        policy,
        issuedByName: c.issuedBy ? (issuers.get(c.issuedBy) ?? null) : null,
      }),
    );
  }

  /**
   * Every certificate for admins, those of an agent's assigned clients for agents; searchable
   * by holder, insured, policy number and client email, and narrowed by status.
   */
  async list(caller: UserPrincipal, query: CertificateListQueryDto): Promise<CertificatePageDto> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const [certificates, total] = await this.certificates.page({
      agentId: caller.role === Role.Agent ? caller.userId : undefined,
      status: query.status,
      searchTerm: query.searchTerm,
      sort: query.sort === 'updatedAt' ? 'updatedAt' : 'createdAt',
      order: query.order ?? 'DESC',
      skip,
      take,
    });
    const appIds = [...new Set(certificates.map((c) => c.applicationId))];
    const apps = appIds.length ? await this.quotes.findApplications(appIds) : [];
    const policies = await this.policies.ofApplications(appIds);
    const clients = await this.clients.findByIds([...new Set(certificates.map((c) => c.clientId))]);
    const issuers = await this.issuerNames(certificates);
    const items = certificates.map((c) =>
      mapCertificate(c, {
        clientEmail: clients.find((cl) => cl.id === c.clientId)?.email ?? '',
        coverageType: apps.find((a) => a.id === c.applicationId)!.coverageType,
        policy: policies.find((p) => p.applicationId === c.applicationId) ?? null,
        issuedByName: c.issuedBy ? (issuers.get(c.issuedBy) ?? null) : null,
      }),
    );
    return { items, total, page, pageSize };
  }

  /** The quote, which the caller must see, and its policy, which must be in force. */
  private async certifiable(
    manager: EntityManager,
    caller: UserPrincipal,
    quoteId: string,
  ): Promise<{ quote: QuoteAggregate; policy: Policy }> {
    const quote = await this.quotes.load(quoteId, manager);
    this.access.assertCanRead(caller, quote.app, quote.app.client!);
    const policy = await this.policies.of(quoteId, manager);
    const events = policy ? await this.certificates.policyEvents(policy.id, manager) : [];
    enforce(
      certificateRefusal(
        { applicationStatus: quote.app.status, policy, events },
        this.context.today(),
      ),
    );
    return { quote, policy: policy! };
  }

  /**
   * Renders the ACORD 25 PDF with its verification link, puts it in use in place of the
   * certificate's earlier one, and mails it to the client and, when given, to the holder; the
   * caller saves the certificate, then the issue's verification record this answers.
   */
  private async issue(
    manager: EntityManager,
    caller: UserPrincipal,
    certificate: Certificate,
    quote: QuoteAggregate,
    policy: Policy,
  ): Promise<Omit<CertificateVerification, 'createdAt'>> {
    const context = await this.context.forQuote(manager, quote.app);
    const number = certificateNumber(certificate.id);
    const sandbox = selectedCarrierQuote(quote)?.sandbox ?? true;
    // 192 random bits: the link is the only key to the public page, so it cannot be guessed.
    const verificationId = randomBytes(24).toString('base64url');
    const verificationUrl = this.links.url(`/verify/${verificationId}`);
    const document = await this.documents.generate(
      DocumentType.Coi,
      acord25View(certificate, certifiedPolicy(quote, policy), {
        agency: context.agency,
        today: context.today,
        sandbox,
        verificationUrl,
      }),
      {
        applicationId: quote.app.id,
        fileName: `Certificate ${number} ${certificate.holderName}.pdf`,
      },
      manager,
    );
    if (certificate.documentId) {
      await this.documents.retire(manager, certificate.documentId);
    }
    Object.assign(certificate, {
      documentId: document.id,
      issuedBy: caller.userId,
      issuedAt: new Date(),
    });
    // Staff issuing a certificate is a staff action on the quote; a client's own is not.
    if (isStaff(caller)) {
      await this.audit.record(manager, caller, {
        action: 'issueCertificate',
        applicationId: quote.app.id,
        before: null,
        after: { certificateNumber: number, holderName: certificate.holderName },
      });
    }

    const client = quote.app.client!;
    const businessName = insuredView(quote).name || certificate.insuredName;
    const attachments = { attachments: [document] };
    await this.mail.enqueue(
      manager,
      client.email,
      'certificate-issued',
      {
        firstName: client.firstName,
        businessName,
        holderName: certificate.holderName,
        certificateNumber: number,
        policiesUrl: this.links.url('/client/policies'),
      },
      attachments,
    );
    if (certificate.holderEmail) {
      await this.mail.enqueue(
        manager,
        certificate.holderEmail,
        'certificate-to-holder',
        {
          holderName: certificate.holderName,
          businessName,
          certificateNumber: number,
          agencyName: context.agency.name,
          verificationUrl,
        },
        attachments,
      );
    }
    return {
      verificationId,
      certificateId: certificate.id,
      issuedOn: context.today,
      businessName: quote.app.business?.legalName ?? null,
      businessDba: certificate.insuredDba,
      insuredCity: certificate.insuredAddress.city,
      insuredState: certificate.insuredAddress.state,
      facts: certifiedFacts(quote, policy),
      sandbox,
    };
  }

  /** Who issued a certificate is staff's to read, as who works the quote is (a client reads null). */
  private async mapOne(
    manager: EntityManager,
    caller: UserPrincipal,
    certificate: Certificate,
    quote: QuoteAggregate,
    policy: Policy,
  ): Promise<CertificateDto> {
    const issuers = isStaff(caller)
      ? await this.issuerNames([certificate], manager)
      : new Map<string, string>();
    return mapCertificate(certificate, {
      clientEmail: quote.app.client!.email,
      coverageType: quote.app.coverageType,
      policy,
      issuedByName: certificate.issuedBy ? (issuers.get(certificate.issuedBy) ?? null) : null,
    });
  }

  private async issuerNames(
    certificates: Certificate[],
    manager?: EntityManager,
  ): Promise<Map<string, string>> {
    const ids = [...new Set(certificates.map((c) => c.issuedBy).filter((id) => id !== null))];
    if (ids.length === 0) return new Map();
    const users = await this.users.findByIds(ids, manager);
    return new Map(
      users.map((u) => [u.id, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email]),
    );
  }
}

/** The insured a certificate names: the business's legal name, else the client's email. */
function certificateInsuredName(quote: QuoteAggregate): string {
  return quote.app.business?.legalName ?? quote.app.client!.email;
}

/** The checks that need the policy's line, as readable 400s. */
function checkContent(coverageType: string, dto: CertificateContentDto): void {
  const problems = [
    additionalInsuredProblem(coverageType, dto.additionalInsured),
    waiverPartiesProblem(dto.waiverOfSubrogation, dto.waiverParties),
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) {
    throw new DomainException(ErrorCode.CertificateContentInvalid, problems.join(' '));
  }
}

function applyContent(certificate: Certificate, dto: CertificateContentDto): void {
  Object.assign(certificate, {
    insuredDba: dto.insuredDba || null,
    insuredAddress: address(dto.insuredAddress),
    holderName: dto.holderName,
    holderAddress: address(dto.holderAddress),
    holderEmail: dto.holderEmail || null,
    jobLocations: dto.jobLocations.map(address),
    additionalInsured: dto.additionalInsured,
    waiverOfSubrogation: dto.waiverOfSubrogation,
    waiverParties: dto.waiverParties.map((p) => p.trim()),
    descriptionOfOperations: dto.descriptionOfOperations || null,
  });
}

function mapCertificate(
  c: Certificate,
  extra: {
    clientEmail: string;
    coverageType: CertificateDto['coverageType'];
    policy: Policy | null;
    issuedByName: string | null;
  },
): CertificateDto {
  const policy = extra.policy;
  return {
    id: c.id,
    number: certificateNumber(c.id),
    quoteId: c.applicationId,
    clientId: c.clientId,
    clientEmail: extra.clientEmail,
    status: c.status,
    awaiting:
      c.status === CertificateStatus.Pending && policy ? endorsementsNeedingReview(c, policy) : [],
    policyNumber: policy?.policyNumber ?? null,
    carrier: policy?.carrier ?? null,
    coverageType: extra.coverageType,
    insuredName: c.insuredName,
    insuredDba: c.insuredDba,
    insuredAddress: c.insuredAddress,
    holderName: c.holderName,
    holderAddress: c.holderAddress,
    holderEmail: c.holderEmail,
    jobLocations: c.jobLocations,
    additionalInsured: c.additionalInsured,
    waiverOfSubrogation: c.waiverOfSubrogation,
    waiverParties: c.waiverParties,
    descriptionOfOperations: c.descriptionOfOperations,
    documentId: c.documentId,
    issuedByName: extra.issuedByName,
    issuedAt: c.issuedAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}
