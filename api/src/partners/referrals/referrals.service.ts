/**
 * Referrals as payroll partner reps make and follow them: a new referral (and the client's
 * mailed quote link), ReferralTrak over the rep's company, the link's prefill for the quote,
 * and the company's pay-as-you-go clients.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  initialReferralStatus,
  REFERRAL_CLOSING_STATUSES,
  referralMailsQuoteLink,
  type ReferralType,
  PartnerKind,
} from '@coverline/contracts';
import type { MachinePrincipal, RepPrincipal } from '../../common/auth/principal';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { DomainException } from '../../common/errors/domain.exception';
import {
  likePattern,
  pageWindow,
  type Page,
  type PageQueryDto,
} from '../../common/http/pagination';
import { MailService } from '../../platform/mail';
import { RepDirectory } from '../payroll-partners';
import type {
  PaygoClientDto,
  PaygoClientsQueryDto,
  ReferralDto,
  ReferralInputDto,
  ReferralInvitationDto,
  ReferralListQueryDto,
  RepReferralDetailDto,
} from './dto/referral.dto';
import { mapReferral, SqlConditions, type ReferralRow } from './referral-rows';
import { referralConditions, type ReferralFilters } from './referral-search';
import { ReferralsRepository } from './referrals.repository';
import { PublicLinks } from '../../common/http/public-links';

/** Where a referred client's quote starts; the app keeps the token in the referral cookies. */
export const referralQuotePath = (token: string) =>
  `/quotation?referralToken=${encodeURIComponent(token)}`;

/** Where a BOR referral's client starts the broker-of-record change. */
export const referralBorPath = (token: string) => `/BOR?referralToken=${encodeURIComponent(token)}`;

@Injectable()
export class ReferralsService {
  constructor(
    @Inject(ReferralsRepository) private readonly repo: ReferralsRepository,
    @Inject(RepDirectory) private readonly reps: RepDirectory,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  /** The rep and their payroll company; a rep waiting for approval has none (2303). */
  private async repWithCompany(rep: RepPrincipal) {
    const found = await this.reps.withCompany(rep.repId);
    if (!found?.company) throw new DomainException(ErrorCode.RepWithoutPayrollCompany);
    return { record: found.rep, company: found.company };
  }

  async create(rep: RepPrincipal, type: ReferralType, dto: ReferralInputDto): Promise<ReferralDto> {
    const { record, company } = await this.repWithCompany(rep);
    const token = newLinkToken();
    const id = await this.repo.transaction(async (m) => {
      const quoteLink = referralMailsQuoteLink(type);
      const saved = await this.repo.insert(m, {
        type,
        status: initialReferralStatus(type),
        repId: record.id,
        payrollCompanyId: company.id,
        repEmail: record.email,
        repFirstName: record.firstName,
        repLastName: record.lastName,
        repPhone: record.phone,
        activeWCPolicy: dto.activeWCPolicy ?? false,
        transfer: dto.transfer ?? false,
        needReplace: dto.needReplace ?? false,
        ifComparison: dto.ifComparison ?? null,
        businessName: dto.businessName,
        businessDBA: dto.businessDBA ?? null,
        email: dto.email,
        phone: dto.phone ?? null,
        firstName: dto.firstName,
        lastName: dto.lastName,
        referralDesc: dto.referralDesc ?? null,
        tokenHash: hashLinkToken(token),
        clientMailedAt: new Date(),
        applicationId: null,
        attachedAt: null,
        payout: null,
        payoutDecidedAt: null,
        payoutDecidedBy: null,
      });
      const invitation = {
        firstName: dto.firstName,
        businessName: dto.businessName,
        repName: `${record.firstName} ${record.lastName}`,
        payrollCompanyName: company.name,
      };
      if (quoteLink) {
        await this.mail.enqueue(m, dto.email, 'referral-quote-invitation', {
          ...invitation,
          quoteUrl: this.links.url(referralQuotePath(token)),
        });
      } else {
        // A BOR referral's link starts the broker-of-record change instead of a quote.
        await this.mail.enqueue(m, dto.email, 'referral-bor-invitation', {
          ...invitation,
          borUrl: this.links.url(referralBorPath(token)),
        });
      }
      return saved.id;
    });
    return this.read(id);
  }

  /** One referral, whoever's: callers check who may see it. */
  async read(id: string): Promise<ReferralDto> {
    const row = await this.row(id);
    if (!row) throw new DomainException(ErrorCode.ReferralNotFound);
    return mapReferral(row);
  }

  row(id: string): Promise<ReferralRow | undefined> {
    return this.repo.row(id);
  }

  /**
   * A referral of the rep's own payroll company, with its status history and what it led to as
   * far as a rep may read it; another company's is 2302.
   */
  async repGet(rep: RepPrincipal, id: string): Promise<RepReferralDetailDto> {
    const { company } = await this.repWithCompany(rep);
    const referral = await this.read(id);
    if (referral.payrollCompanyId !== company.id) {
      throw new DomainException(ErrorCode.ReferralOfAnotherCompany);
    }
    const [history, quote, bor] = await Promise.all([
      this.repo.history(id),
      referral.quoteId ? this.repo.repQuoteOutcome(referral.quoteId) : undefined,
      referral.borApplicationId ? this.repo.repBorOutcome(referral.borApplicationId) : undefined,
    ]);
    const found = quote
      ? { kind: 'quote' as const, row: quote }
      : bor
        ? { kind: 'bor' as const, row: bor }
        : null;
    return {
      ...referral,
      history: history.map((e) => ({
        fromStatus: e.from_status,
        toStatus: e.to_status,
        at: e.at.toISOString(),
      })),
      outcome: found
        ? {
            kind: found.kind,
            status: found.row.status,
            coverageType: found.row.coverage_type,
            policyNumber: found.row.policy_number,
            updatedAt: found.row.updated_at.toISOString(),
          }
        : null,
    };
  }

  /** ReferralTrak: every referral of the rep's payroll company, whichever rep made it. */
  async repList(rep: RepPrincipal, q: ReferralListQueryDto): Promise<Page<ReferralDto>> {
    const { company } = await this.repWithCompany(rep);
    return this.list({ ...q, payrollCompanyId: company.id }, q);
  }

  /** A payroll company's API client: its company's referrals; a carrier's client has none. */
  partnerList(machine: MachinePrincipal, q: ReferralListQueryDto): Promise<Page<ReferralDto>> {
    return this.list({ ...q, payrollCompanyId: this.companyOf(machine) }, q);
  }

  /** One referral of the API client's payroll company; another company's is 2302. */
  async partnerGet(machine: MachinePrincipal, id: string): Promise<ReferralDto> {
    const company = this.companyOf(machine);
    const referral = await this.read(id);
    if (referral.payrollCompanyId !== company) {
      throw new DomainException(ErrorCode.ReferralOfAnotherCompany);
    }
    return referral;
  }

  private companyOf(machine: MachinePrincipal): string {
    if (machine.partnerKind !== PartnerKind.PayrollCompany) {
      throw new DomainException(ErrorCode.AccessDenied);
    }
    return machine.partnerId;
  }

  async list(filters: ReferralFilters, q: PageQueryDto): Promise<Page<ReferralDto>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const c = new SqlConditions();
    referralConditions(c, filters);
    const [rows, total] = await this.repo.page(c, { skip, take, sort: q.sort, order: q.order });
    return { items: rows.map(mapReferral), total, page, pageSize };
  }

  /** What the client's mailed link starts the quote with; 2309 for an unknown or closed one. */
  async invitation(token: string): Promise<ReferralInvitationDto> {
    const row = await this.repo.rowByToken(hashLinkToken(token));
    if (!row || REFERRAL_CLOSING_STATUSES.includes(row.status)) {
      throw new DomainException(ErrorCode.ReferralLinkInvalid);
    }
    return {
      referralId: row.id,
      type: row.type,
      businessName: row.business_name,
      businessDBA: row.business_dba,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      payrollCompanyName: row.payroll_company_name,
    };
  }

  /**
   * The rep's company's pay-as-you-go clients: registrations with the payroll service whose
   * payroll company is the rep's, or whose quote one of the company's referrals follows.
   */
  async paygoClients(rep: RepPrincipal, q: PaygoClientsQueryDto): Promise<Page<PaygoClientDto>> {
    const { company } = await this.repWithCompany(rep);
    const { skip, take, page, pageSize } = pageWindow(q);
    const term = q.searchTerm?.trim();
    const [rows, total] = await this.repo.paygoPage(company.id, term ? likePattern(term) : null, {
      skip,
      take,
      sort: q.sort,
      order: q.order,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        quoteId: row.application_id,
        businessName: row.legal_name,
        dba: row.dba,
        email: row.email,
        carrier: row.carrier,
        policyNumber: row.policy_number,
        effectiveDate: row.effective_date,
        expirationDate: row.expiration_date,
        payFrequency: row.pay_frequency,
        registrationStatus: row.carrier_status,
        quoteStatus: row.quote_status,
        referralNumber: row.referral_number === null ? null : Number(row.referral_number),
        registeredAt: row.created_at.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
