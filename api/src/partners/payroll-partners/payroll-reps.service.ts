import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { isUniqueViolation, PgErrorCode, pgErrorCode } from '../../common/database/pg-errors';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import { AuditService, type AuditSnapshot } from '../../platform/audit';
import { SessionsService, SignInService, type IssuedToken } from '../../identity/auth';
import type { UserPrincipal, RepPrincipal } from '../../common/auth/principal';
import { MailRateLimiter } from '../../common/http/mail-rate-limit';
import { DomainException } from '../../common/errors/domain.exception';
import { UsersDirectory } from '../../identity/users';
import { pageWindow, type Page } from '../../common/http/pagination';
import { MailService } from '../../platform/mail';
import { PayrollCompaniesService } from '../../quoting/reference-data';
import {
  mapProfile,
  mapRep,
  type ApprovePayrollRepDto,
  type RejectPayrollRepDto,
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
import { PayrollRepsRepository } from './payroll-reps.repository';
import { PublicLinks } from '../../common/http/public-links';

/** Sign-in links are short-lived: they stand in for a password. */
export const REP_MAGIC_LINK_TTL_SECONDS = 15 * 60;
/** A registration's confirmation link lives longer than a sign-in link: it is used once. */
export const REP_REGISTRATION_TTL_SECONDS = 60 * 60;
const HOME_URL = '/payroll-partner/home';
const RESTRICTED_URL = '/payroll-partner/restricted';

@Injectable()
export class PayrollRepsService {
  constructor(
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(SignInService) private readonly signIn: SignInService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(MailRateLimiter) private readonly mailLimit: MailRateLimiter,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(PayrollRepsRepository) private readonly reps: PayrollRepsRepository,
    @Inject(PayrollCompaniesService) private readonly companies: PayrollCompaniesService,
  ) {}

  async list(q: PayrollRepsQueryDto): Promise<Page<PayrollRepDto>> {
    const { page, pageSize } = pageWindow(q);
    const [reps, total] = await this.reps.page(q);
    const names = await this.companies.namesOf(
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
    if (!company) throw new DomainException(ErrorCode.PayrollCompanyNotFound);
    try {
      const rep = await this.reps.insert({
        payrollCompanyId: company.id,
        email: dto.email,
        firstName: dto.firstName,
        lastName: dto.lastName,
        phone: dto.phone ?? null,
        active: true,
      });
      return mapRep(rep, company.name);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.RepEmailInUse);
      // The company was removed in between.
      if (pgErrorCode(err) === PgErrorCode.ForeignKeyViolation)
        throw new DomainException(ErrorCode.PayrollCompanyNotFound);
      throw err;
    }
  }

  async profile(principal: RepPrincipal): Promise<PayrollRepProfileDto> {
    const rep = await this.reps.find(principal.repId);
    if (!rep) throw new DomainException(ErrorCode.PayrollRepNotFound);
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
      await this.reps.update(principal.repId, changes);
    }
    return this.profile(principal);
  }

  /** Records the rep's message and mails it to the active admins. */
  async contact(principal: RepPrincipal, dto: RepContactDto): Promise<void> {
    await this.reps.transaction(async (manager) => {
      const rep = await this.reps.find(principal.repId, manager);
      if (!rep) throw new DomainException(ErrorCode.PayrollRepNotFound);
      await this.reps.insertContactMessage(manager, {
        repId: rep.id,
        actingUserId: await this.reps.actingUserOf(manager, principal.sessionId),
        subject: dto.subject,
        message: dto.message,
      });
      const companyName = (await this.companyName(rep.payrollCompanyId)) ?? '';
      for (const { email } of await this.users.activeAdmins(manager)) {
        await this.mail.enqueue(manager, email, 'rep-contact', {
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
    await this.reps.upsertRegistration(dto);
    const company = await this.companies.forEmail(dto.email);
    return {
      email: dto.email,
      payrollCompanyName: company?.name ?? null,
      needsApproval: !company,
    };
  }

  /** Step two: (re)sends the confirmation link; an earlier link stops working. */
  async sendRegistrationEmail(email: string, clientAddress?: string): Promise<void> {
    await this.mailLimit.consume(clientAddress, email);
    await this.refuseTakenEmail(email);
    await this.reps.transaction(async (manager) => {
      const registration = await this.reps.registration(manager, email);
      if (!registration) throw new DomainException(ErrorCode.RepRegistrationNotFound);
      const token = newLinkToken();
      await this.reps.setRegistrationLink(
        manager,
        registration.id,
        hashLinkToken(token),
        new Date(Date.now() + REP_REGISTRATION_TTL_SECONDS * 1000),
      );
      const company = await this.companies.forEmail(email, manager);
      await this.mail.enqueue(manager, email, 'rep-registration-confirm', {
        confirmUrl: this.links.url(
          `/payroll-partner/register?token=${encodeURIComponent(token)}&fromMagicLink=true`,
        ),
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
    return this.reps.transaction(async (manager) => {
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
      const company = await this.companies.forEmail(registration.email, manager);
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
      const issued = await this.signIn.startRepSession(rep.id, null, manager);
      return { url: HOME_URL, ...issued };
    });
  }

  /** An admin lets a restricted rep in, for the payroll company they work for. */
  async approve(
    admin: UserPrincipal,
    repId: string,
    dto: ApprovePayrollRepDto,
  ): Promise<PayrollRepDto> {
    return this.reps.transaction(async (manager) => {
      const rep = await this.reps.findForUpdate(manager, repId);
      if (!rep) throw new DomainException(ErrorCode.PayrollRepNotFound);
      if (!rep.restricted) throw new DomainException(ErrorCode.RepNotAwaitingApproval);
      const company = await this.companies.lookup(dto.payrollCompanyId, manager);
      if (!company) throw new DomainException(ErrorCode.PayrollCompanyNotFound);
      const before = approvalSnapshot(rep);
      rep.restricted = false;
      rep.active = true;
      rep.payrollCompanyId = company.id;
      await this.reps.save(manager, rep);
      await this.audit.record(manager, admin, {
        action: 'approvePayrollRep',
        before,
        after: approvalSnapshot(rep),
      });
      await this.mail.enqueue(manager, rep.email, 'rep-approved', {
        firstName: rep.firstName,
        companyName: company.name,
        loginUrl: this.links.url('/payroll-partner/login'),
      });
      return mapRep(rep, company.name);
    });
  }

  /**
   * Refuses a self-registered rep's access, with the reason mailed to them; audited. The rep
   * stays on record, inactive, so the email cannot register again unnoticed.
   */
  async reject(
    admin: UserPrincipal,
    repId: string,
    dto: RejectPayrollRepDto,
  ): Promise<PayrollRepDto> {
    return this.reps.transaction(async (manager) => {
      const rep = await this.reps.findForUpdate(manager, repId);
      if (!rep) throw new DomainException(ErrorCode.PayrollRepNotFound);
      if (!rep.restricted) throw new DomainException(ErrorCode.RepNotAwaitingApproval);
      const before = approvalSnapshot(rep);
      rep.restricted = false;
      rep.active = false;
      rep.rejectedAt = new Date();
      rep.rejectionReason = dto.reason;
      await this.reps.save(manager, rep);
      await this.audit.record(manager, admin, {
        action: 'rejectPayrollRep',
        before,
        after: { ...approvalSnapshot(rep), rejectionReason: rep.rejectionReason },
      });
      await this.mail.enqueue(manager, rep.email, 'rep-rejected', {
        firstName: rep.firstName,
        reason: dto.reason,
      });
      return mapRep(rep, null);
    });
  }

  private async refuseTakenEmail(email: string): Promise<void> {
    if (await this.reps.emailTaken(email)) {
      throw new DomainException(ErrorCode.RepEmailTaken);
    }
  }

  private async companyName(id: string | null): Promise<string | null> {
    if (!id) return null;
    return (await this.companies.namesOf([id])).get(id) ?? null;
  }

  /** Always answers the same way; only an active rep with this email gets a link. */
  async requestSignIn(email: string, clientAddress?: string): Promise<void> {
    await this.mailLimit.consume(clientAddress, email);
    const rep = await this.reps.findActiveByEmail(email);
    if (!rep) return;
    await this.reps.transaction(async (manager) => {
      const token = newLinkToken();
      await this.reps.insertLoginToken(manager, {
        repId: rep.id,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + REP_MAGIC_LINK_TTL_SECONDS * 1000),
      });
      await this.mail.enqueue(manager, rep.email, 'rep-magic-link', {
        firstName: rep.firstName,
        loginUrl: this.links.url(
          `/payroll-partner/login?token=${encodeURIComponent(token)}&fromMagicLink=true`,
        ),
        expiresInMinutes: REP_MAGIC_LINK_TTL_SECONDS / 60,
      });
    });
  }

  /** Uses a sign-in link once and starts a rep session. */
  async exchangeMagicLink(token: string): Promise<IssuedToken> {
    return this.reps.transaction(async (manager) => {
      const repId = await this.reps.claimLoginToken(manager, hashLinkToken(token));
      if (!repId) throw new DomainException(ErrorCode.RepSignInLinkInvalid);
      return this.signIn.startRepSession(repId, null, manager);
    });
  }

  /** An admin acts as the rep on a session of the rep's own, recorded as theirs. */
  async loginAs(adminUserId: string, repId: string): Promise<IssuedToken> {
    const rep = await this.reps.find(repId);
    if (!rep) throw new DomainException(ErrorCode.PayrollRepNotFound);
    if (rep.restricted) throw new DomainException(ErrorCode.RepAwaitingApproval);
    if (!rep.active) throw new DomainException(ErrorCode.PayrollRepInactive);
    return this.signIn.startRepSession(rep.id, adminUserId);
  }

  refresh(principal: RepPrincipal): Promise<IssuedToken> {
    return this.signIn.refreshRepSession(principal);
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
