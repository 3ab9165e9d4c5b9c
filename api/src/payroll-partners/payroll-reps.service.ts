import { hashLinkToken, newLinkToken } from '../common/crypto/link-token';
import { isUniqueViolation, PgErrorCode, pgErrorCode } from '../common/database/pg-errors';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { Limits } from '@coverline/contracts';
import { TokenService, type IssuedToken } from '../auth/token.service';
import type { RepPrincipal } from '../common/auth/principal';
import { likePattern, pageWindow, type Page } from '../common/http/pagination';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { PayrollCompany } from '../reference-data/payroll-companies/entities/payroll-company.entity';
import {
  mapProfile,
  mapRep,
  type CreatePayrollRepDto,
  type PayrollRepDto,
  type PayrollRepProfileDto,
  type PayrollRepsQueryDto,
} from './dto/payroll-rep.dto';
import { PayrollRep } from './entities/payroll-rep.entity';
import { RepLoginToken } from './entities/rep-login-token.entity';
import { RepSession } from './entities/rep-session.entity';

/** Sign-in links are short-lived: they stand in for a password. */
export const REP_MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const INVALID_MAGIC_LINK = 'This sign-in link is invalid or has expired';
const REP_NOT_FOUND = 'Payroll rep not found';

@Injectable()
export class PayrollRepsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MailService) private readonly mail: MailService,
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
    const names = await this.companyNames(reps.map((r) => r.payrollCompanyId));
    return {
      items: reps.map((r) => mapRep(r, names.get(r.payrollCompanyId) ?? '')),
      total,
      page,
      pageSize,
    };
  }

  async create(dto: CreatePayrollRepDto): Promise<PayrollRepDto> {
    const company = await this.db
      .getRepository(PayrollCompany)
      .findOneBy({ id: dto.payrollCompanyId });
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
    const names = await this.companyNames([rep.payrollCompanyId]);
    return mapProfile(rep, names.get(rep.payrollCompanyId) ?? '');
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

  private async companyNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const companies = await this.db
      .getRepository(PayrollCompany)
      .find({ where: { id: In([...new Set(ids)]) }, select: { id: true, name: true } });
    return new Map(companies.map((c) => [c.id, c.name]));
  }
}
