/**
 * Referrals as payroll partner reps make and follow them: a new referral (and the client's
 * mailed quote link), ReferralTrak over the rep's company, the link's prefill for the quote,
 * and the company's pay-as-you-go clients.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  initialReferralStatus,
  REFERRAL_CLOSING_STATUSES,
  referralMailsQuoteLink,
  type PayFrequency,
  type PaygoCarrierStatus,
  type ReferralType,
} from '@coverline/contracts';
import type { RepPrincipal } from '../../common/auth/principal';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { DomainException } from '../../common/errors/domain.exception';
import {
  likePattern,
  pageWindow,
  type Page,
  type PageQueryDto,
} from '../../common/http/pagination';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { MailService } from '../../platform/mail';
import { PayrollRep } from '../payroll-partners/entities/payroll-rep.entity';
import { PayrollCompaniesService } from '../../quoting/reference-data';
import type {
  PaygoClientDto,
  PaygoClientsQueryDto,
  ReferralDto,
  ReferralInputDto,
  ReferralInvitationDto,
  ReferralListQueryDto,
} from './dto/referral.dto';
import { Referral } from './entities/referral.entity';
import {
  mapReferral,
  REFERRAL_COLUMNS,
  REFERRAL_FROM,
  SqlConditions,
  type ReferralRow,
} from './referral-rows';
import { referralConditions, type ReferralFilters } from './referral-search';

/** Where a referred client's quote starts; the app keeps the token in the referral cookies. */
export const referralQuotePath = (token: string) =>
  `/quotation?referralToken=${encodeURIComponent(token)}`;

/** Where a BOR referral's client starts the broker-of-record change. */
export const referralBorPath = (token: string) => `/BOR?referralToken=${encodeURIComponent(token)}`;

@Injectable()
export class ReferralsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PayrollCompaniesService) private readonly companies: PayrollCompaniesService,
  ) {}

  /** The rep and their payroll company; a rep waiting for approval has none (2303). */
  private async repWithCompany(rep: RepPrincipal) {
    const record = await this.db.getRepository(PayrollRep).findOneBy({ id: rep.repId });
    if (!record?.payrollCompanyId) throw new DomainException(ErrorCode.RepWithoutPayrollCompany);
    const company = await this.companies.findById(record.payrollCompanyId);
    return { record, company };
  }

  async create(rep: RepPrincipal, type: ReferralType, dto: ReferralInputDto): Promise<ReferralDto> {
    const { record, company } = await this.repWithCompany(rep);
    const token = newLinkToken();
    const id = await this.db.transaction(async (m) => {
      const quoteLink = referralMailsQuoteLink(type);
      const saved = await m.save(
        m.create(Referral, {
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
        }),
      );
      const invitation = {
        firstName: dto.firstName,
        businessName: dto.businessName,
        repName: `${record.firstName} ${record.lastName}`,
        payrollCompanyName: company.name,
      };
      if (quoteLink) {
        await this.mail.enqueue(m, dto.email, 'referral-quote-invitation', {
          ...invitation,
          quoteUrl: `${this.config.publicUrl}${referralQuotePath(token)}`,
        });
      } else {
        // A BOR referral's link starts the broker-of-record change instead of a quote.
        await this.mail.enqueue(m, dto.email, 'referral-bor-invitation', {
          ...invitation,
          borUrl: `${this.config.publicUrl}${referralBorPath(token)}`,
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

  async row(id: string): Promise<ReferralRow | undefined> {
    const rows: ReferralRow[] = await this.db.query(
      `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** A referral of the rep's own payroll company; another company's is 2302. */
  async repGet(rep: RepPrincipal, id: string): Promise<ReferralDto> {
    const { company } = await this.repWithCompany(rep);
    const referral = await this.read(id);
    if (referral.payrollCompanyId !== company.id) {
      throw new DomainException(ErrorCode.ReferralOfAnotherCompany);
    }
    return referral;
  }

  /** ReferralTrak: every referral of the rep's payroll company, whichever rep made it. */
  async repList(rep: RepPrincipal, q: ReferralListQueryDto): Promise<Page<ReferralDto>> {
    const { company } = await this.repWithCompany(rep);
    return this.list({ ...q, payrollCompanyId: company.id }, q);
  }

  async list(filters: ReferralFilters, q: PageQueryDto): Promise<Page<ReferralDto>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const c = new SqlConditions();
    referralConditions(c, filters);
    const sort = q.sort === 'updatedAt' ? 'r.updated_at' : 'r.created_at';
    const order = q.order === 'ASC' ? 'ASC' : 'DESC';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} ${c.sql()}
          ORDER BY ${sort} ${order}, r.number ${order}
          LIMIT ${take} OFFSET ${skip}`,
        c.params,
      ) as Promise<ReferralRow[]>,
      this.db.query(
        `SELECT count(*)::int AS total ${REFERRAL_FROM} ${c.sql()}`,
        c.params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(mapReferral), total, page, pageSize };
  }

  /** What the client's mailed link starts the quote with; 2309 for an unknown or closed one. */
  async invitation(token: string): Promise<ReferralInvitationDto> {
    const rows: ReferralRow[] = await this.db.query(
      `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} WHERE r.token_hash = $1`,
      [hashLinkToken(token)],
    );
    const row = rows[0];
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
    const c = new SqlConditions();
    const co = c.param(company.id);
    c.where.push(`(g.payroll_company_id = ${co} OR r.payroll_company_id = ${co})`);
    const term = q.searchTerm?.trim();
    if (term) {
      const p = c.param(likePattern(term));
      c.where.push(`(g.legal_name ILIKE ${p} OR g.dba ILIKE ${p} OR g.email ILIKE ${p})`);
    }
    const from = `FROM paygo_registrations g
      JOIN applications a ON a.id = g.application_id
      LEFT JOIN policies p ON p.application_id = g.application_id
      LEFT JOIN referrals r ON r.application_id = g.application_id`;
    const sort = q.sort === 'updatedAt' ? 'g.updated_at' : 'g.created_at';
    const order = q.order === 'ASC' ? 'ASC' : 'DESC';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT g.id, g.application_id, g.legal_name, g.dba, g.email, g.carrier,
                to_char(g.effective_date, 'YYYY-MM-DD') AS effective_date,
                to_char(g.expiration_date, 'YYYY-MM-DD') AS expiration_date,
                g.pay_frequency, g.carrier_status, g.created_at, a.status AS quote_status,
                p.policy_number, r.number AS referral_number
           ${from} ${c.sql()}
          ORDER BY ${sort} ${order}, g.id LIMIT ${take} OFFSET ${skip}`,
        c.params,
      ) as Promise<PaygoRow[]>,
      this.db.query(`SELECT count(*)::int AS total ${from} ${c.sql()}`, c.params) as Promise<
        Array<{ total: number }>
      >,
    ]);
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

interface PaygoRow {
  id: string;
  application_id: string;
  legal_name: string;
  dba: string | null;
  email: string;
  carrier: string;
  effective_date: string;
  expiration_date: string;
  pay_frequency: PayFrequency;
  carrier_status: PaygoCarrierStatus;
  created_at: Date;
  quote_status: string;
  policy_number: string | null;
  referral_number: string | null;
}
