import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { isUniqueViolation, PgErrorCode, pgErrorCode } from '../../common/database/pg-errors';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, IsNull, type EntityManager } from 'typeorm';
import { ErrorCode, Limits, Role } from '@coverline/contracts';
import { AuditService } from '../../platform/audit';
import type { AuditSnapshot } from '../../platform/audit';
import { SessionsService } from '../../identity/auth';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { User } from '../../identity/users/entities/user.entity';
import { TokenService, type IssuedToken } from '../../identity/auth';
import type { RepPrincipal } from '../../common/auth/principal';
import { likePattern, pageWindow, type Page } from '../../common/http/pagination';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { MailService } from '../../platform/mail';
import { PayrollCompaniesService, type PayrollCompany } from '../../quoting/reference-data';
import {
  mapProfile,
  mapRep,
  type ApprovePayrollRepDto,
  type RegisterPayrollRepDto,
  type RegistrationCompleteDto,
  type RepContactDto,
  type RepRegistrationDto,
  type UpdateRepProfileDto,
  type CreatePayrollRepDto,
  type PayrollRepDto,
  type PayrollRepProfileDto,
  type PayrollRepsQueryDto,
} from './dto/payroll-rep.dto';
import { PayrollRep } from './entities/payroll-rep.entity';
import { RepContactMessage } from './entities/rep-contact-message.entity';
import { RepRegistration } from './entities/rep-registration.entity';
import { RepLoginToken } from './entities/rep-login-token.entity';
import { RepSession } from './entities/rep-session.entity';

/** Sign-in links are short-lived: they stand in for a password. */
export const REP_MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const INVALID_MAGIC_LINK = 'This sign-in link is invalid or has expired';
/** A registration's confirmation link lives longer than a sign-in link: it is used once. */
export const REP_REGISTRATION_TTL_SECONDS = 60 * 60;
const REP_NOT_FOUND = 'Payroll rep not found';
const HOME_URL = '/payroll-partner/home';
const RESTRICTED_URL = '/payroll-partner/restricted';

@Injectable()
export class PayrollRepsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(PayrollCompaniesService) private readonly companies: PayrollCompaniesService,
  ) {}

  async list(q: PayrollRepsQueryDto): Promise<Page<PayrollRepDto>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const qb = this.db
      .getRepository(PayrollRep)
      .createQueryBuilder('r')
      .orderBy(`r.${q.sort ?? 'createdAt'}`, q.order ?? 'DESC')
      .skip(skip)
      .take(take);
    if (q.searchTerm?.trim()) {
      const term = likePattern(q.searchTerm.trim());
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('r.email ILIKE :term', { term })
            .orWhere('r.first_name ILIKE :term')
            .orWhere('r.last_name ILIKE :term')
            .orWhere(`r.first_name || ' ' || r.last_name ILIKE :term`),
        ),
      );
    }
    const [reps, total] = await qb.getManyAndCount();
    const names = await this.companyNames(
      reps.flatMap((r) => (r.payrollCompanyId ? [r.payrollCompanyId] : [])),
    );
    return {
      items: reps.map((r) =>
        mapRep(r, r.payrollCompanyId ? (names.get(r.payrollCompanyId) ?? null) : null),
      ),
      total,
      page,
      pageSize,
    };
  }

  async create(dto: CreatePayrollRepDto): Promise<PayrollRepDto> {
    const company = await this.companies.lookup(dto.payrollCompanyId);
    if (!company) throw new NotFoundException('Payroll company not found');
    try {
      const rep = await this.db.getRepository(PayrollRep).save({
        payrollCompanyId: company.id,
        email: dto.email,
        firstName: dto.firstName,
        lastName: dto.lastName,
        phone: dto.phone ?? null,
        active: true,
      });
      return mapRep(rep, company.name);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException('A rep already has this email');
      // The company was removed in between.
      if (pgErrorCode(err) === PgErrorCode.ForeignKeyViolation)
        throw new NotFoundException('Payroll company not found');
      throw err;
    }
  }

  async profile(principal: RepPrincipal): Promise<PayrollRepProfileDto> {
    const rep = await this.db.getRepository(PayrollRep).findOneBy({ id: principal.repId });
    if (!rep) throw new NotFoundException(REP_NOT_FOUND);
    return mapProfile(rep, await this.companyName(rep.payrollCompanyId));
  }

  /** The rep's own details and notification choices. */
  async updateProfile(
    principal: RepPrincipal,
    dto: UpdateRepProfileDto,
  ): Promise<PayrollRepProfileDto> {
    const changes: Partial<PayrollRep> = {};
    if (dto.firstName !== undefined) changes.firstName = dto.firstName;
    if (dto.lastName !== undefined) changes.lastName = dto.lastName;
    if (dto.phone !== undefined) changes.phone = dto.phone || null;
    if (dto.notifyReferralStatus !== undefined)
      changes.notifyReferralStatus = dto.notifyReferralStatus;
    if (Object.keys(changes).length > 0) {
      await this.db.getRepository(PayrollRep).update({ id: principal.repId }, changes);
    }
    return this.profile(principal);
  }

  /** Records the rep's message and mails it to the active admins. */
  async contact(principal: RepPrincipal, dto: RepContactDto): Promise<void> {
    await this.db.transaction(async (manager) => {
      const rep = await manager.findOneBy(PayrollRep, { id: principal.repId });
      if (!rep) throw new NotFoundException(REP_NOT_FOUND);
      const session = await manager.findOneBy(RepSession, { id: principal.sessionId });
      await manager.insert(RepContactMessage, {
        repId: rep.id,
        actingUserId: session?.actingUserId ?? null,
        subject: dto.subject,
        message: dto.message,
      });
      const admins = await manager.find(User, {
        where: { role: Role.Admin, active: true },
        order: { createdAt: 'ASC' },
      });
      const companyName = (await this.companyName(rep.payrollCompanyId)) ?? '';
      for (const admin of admins) {
        await this.mail.enqueue(manager, admin.email, 'rep-contact', {
          repName: `${rep.firstName} ${rep.lastName}`,
          repEmail: rep.email,
          repPhone: rep.phone,
          companyName,
          subject: dto.subject,
          message: dto.message,
        });
      }
    });
  }

  async logout(principal: RepPrincipal): Promise<void> {
    await this.sessions.revokeRep(principal.sessionId, principal.repId);
  }

  /**
   * Step one of registration: keeps the rep's details (replacing an earlier unconfirmed
   * registration of the same email) and says whether a payroll company has the email's domain.
   */
  async register(dto: RegisterPayrollRepDto): Promise<RepRegistrationDto> {
    await this.refuseTakenEmail(dto.email);
    await this.db.query(
      `INSERT INTO rep_registrations (email, first_name, last_name, phone)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, phone = EXCLUDED.phone, updated_at = now()`,
      [dto.email, dto.firstName, dto.lastName, dto.phone || null],
    );
    const company = await this.companyForEmail(this.db.manager, dto.email);
    return {
      email: dto.email,
      payrollCompanyName: company?.name ?? null,
      needsApproval: !company,
    };
  }

  /** Step two: (re)sends the confirmation link; an earlier link stops working. */
  async sendRegistrationEmail(email: string): Promise<void> {
    await this.refuseTakenEmail(email);
    await this.db.transaction(async (manager) => {
      const registration = await manager.findOneBy(RepRegistration, { email });
      if (!registration) throw new DomainException(ErrorCode.RepRegistrationNotFound);
      const token = newLinkToken();
      await manager.update(
        RepRegistration,
        { id: registration.id },
        {
          tokenHash: hashLinkToken(token),
          expiresAt: new Date(Date.now() + REP_REGISTRATION_TTL_SECONDS * 1000),
        },
      );
      const company = await this.companyForEmail(manager, email);
      await this.mail.enqueue(manager, email, 'rep-registration-confirm', {
        firstName: registration.firstName,
        confirmUrl: `${this.config.publicUrl}/payroll-partner/register?token=${encodeURIComponent(token)}&fromMagicLink=true`,
        expiresInMinutes: REP_REGISTRATION_TTL_SECONDS / 60,
        companyName: company?.name ?? null,
      });
    });
  }

  /**
   * Step three: the emailed link creates the rep. With a payroll company's domain they join it
   * and are signed in; otherwise they wait, restricted, for an admin's approval.
   */
  async completeRegistration(token: string): Promise<RegistrationCompleteDto> {
    return this.db.transaction(async (manager) => {
      const claimed = (await manager.query(
        `DELETE FROM rep_registrations
          WHERE token_hash = $1 AND expires_at > now()
        RETURNING email, first_name, last_name, phone`,
        [hashLinkToken(token)],
      )) as [
        Array<{ email: string; first_name: string; last_name: string; phone: string | null }>,
        number,
      ];
      const registration = claimed[0][0];
      if (!registration) throw new DomainException(ErrorCode.RepRegistrationLinkInvalid);
      const company = await this.companyForEmail(manager, registration.email);
      let rep: PayrollRep;
      try {
        rep = await manager.save(
          manager.create(PayrollRep, {
            payrollCompanyId: company?.id ?? null,
            email: registration.email,
            firstName: registration.first_name,
            lastName: registration.last_name,
            phone: registration.phone,
            active: Boolean(company),
            restricted: !company,
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new DomainException(ErrorCode.RepEmailTaken);
        throw err;
      }
      if (!company) return { url: RESTRICTED_URL };
      const issued = await this.startSession(manager, rep.id, null);
      return { url: HOME_URL, ...issued };
    });
  }

  /** An admin lets a restricted rep in, for the payroll company they work for. */
  async approve(
    admin: UserPrincipal,
    repId: string,
    dto: ApprovePayrollRepDto,
  ): Promise<PayrollRepDto> {
    return this.db.transaction(async (manager) => {
      const rep = await manager.findOne(PayrollRep, {
        where: { id: repId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!rep) throw new NotFoundException(REP_NOT_FOUND);
      if (!rep.restricted) throw new DomainException(ErrorCode.RepNotAwaitingApproval);
      const company = await this.companies.lookup(dto.payrollCompanyId, manager);
      if (!company) throw new NotFoundException('Payroll company not found');
      const before = approvalSnapshot(rep);
      rep.restricted = false;
      rep.active = true;
      rep.payrollCompanyId = company.id;
      await manager.save(rep);
      await this.audit.record(manager, admin, {
        action: 'approvePayrollRep',
        before,
        after: approvalSnapshot(rep),
      });
      await this.mail.enqueue(manager, rep.email, 'rep-approved', {
        firstName: rep.firstName,
        companyName: company.name,
        loginUrl: `${this.config.publicUrl}/payroll-partner/login`,
      });
      return mapRep(rep, company.name);
    });
  }

  private async refuseTakenEmail(email: string): Promise<void> {
    if (await this.db.getRepository(PayrollRep).existsBy({ email })) {
      throw new DomainException(ErrorCode.RepEmailTaken);
    }
  }

  /** The payroll company whose email domain is the email's, regardless of case. */
  private companyForEmail(manager: EntityManager, email: string): Promise<PayrollCompany | null> {
    return this.companies.forEmail(email, manager);
  }

  private async companyName(id: string | null): Promise<string | null> {
    if (!id) return null;
    return (await this.companyNames([id])).get(id) ?? null;
  }

  /** Always answers the same way; only an active rep with this email gets a link. */
  async requestSignIn(email: string): Promise<void> {
    const rep = await this.db.getRepository(PayrollRep).findOneBy({ email, active: true });
    if (!rep) return;
    await this.db.transaction(async (manager) => {
      const token = newLinkToken();
      await manager.save(
        manager.create(RepLoginToken, {
          repId: rep.id,
          tokenHash: hashLinkToken(token),
          expiresAt: new Date(Date.now() + REP_MAGIC_LINK_TTL_SECONDS * 1000),
          usedAt: null,
        }),
      );
      await this.mail.enqueue(manager, rep.email, 'rep-magic-link', {
        firstName: rep.firstName,
        loginUrl: `${this.config.publicUrl}/payroll-partner/login?token=${encodeURIComponent(token)}&fromMagicLink=true`,
        expiresInMinutes: REP_MAGIC_LINK_TTL_SECONDS / 60,
      });
    });
  }

  /** Uses a sign-in link once and starts a rep session. */
  async exchangeMagicLink(token: string): Promise<IssuedToken> {
    return this.db.transaction(async (manager) => {
      // Claiming and checking in one statement keeps a link single-use under concurrency.
      const claimed = await manager.query(
        `UPDATE rep_login_tokens t SET used_at = now()
           FROM payroll_reps r
          WHERE r.id = t.rep_id AND r.active
            AND t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
        RETURNING t.rep_id`,
        [hashLinkToken(token)],
      );
      const repId = (claimed as [Array<{ rep_id: string }>, number])[0][0]?.rep_id;
      if (!repId) throw new BadRequestException(INVALID_MAGIC_LINK);
      return this.startSession(manager, repId, null);
    });
  }

  /** An admin acts as the rep on a session of the rep's own, recorded as theirs. */
  async loginAs(adminUserId: string, repId: string): Promise<IssuedToken> {
    const rep = await this.db.getRepository(PayrollRep).findOneBy({ id: repId });
    if (!rep) throw new NotFoundException(REP_NOT_FOUND);
    if (rep.restricted) throw new DomainException(ErrorCode.RepAwaitingApproval);
    if (!rep.active) throw new ConflictException('This rep is inactive');
    return this.startSession(this.db.manager, rep.id, adminUserId);
  }

  async refresh(principal: RepPrincipal): Promise<IssuedToken> {
    await this.db
      .getRepository(RepSession)
      .update(
        { id: principal.sessionId, revokedAt: IsNull() },
        { expiresAt: new Date(Date.now() + Limits.accessTokenTtlSeconds * 1000) },
      );
    return this.tokens.signRep(principal.repId, principal.sessionId);
  }

  private async startSession(
    manager: EntityManager,
    repId: string,
    actingUserId: string | null,
  ): Promise<IssuedToken> {
    const session = await manager.save(
      manager.create(RepSession, {
        repId,
        actingUserId,
        expiresAt: new Date(Date.now() + Limits.accessTokenTtlSeconds * 1000),
        revokedAt: null,
      }),
    );
    return this.tokens.signRep(repId, session.id);
  }

  private companyNames(ids: string[]): Promise<Map<string, string>> {
    return this.companies.namesOf(ids);
  }
}

function approvalSnapshot(rep: PayrollRep): AuditSnapshot {
  return {
    repId: rep.id,
    email: rep.email,
    payrollCompanyId: rep.payrollCompanyId,
    restricted: rep.restricted,
    active: rep.active,
  };
}
