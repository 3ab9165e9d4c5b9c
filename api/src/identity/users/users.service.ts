import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { ErrorCode, Limits, Messages, Role, withoutUndefined } from '@coverline/contracts';
import { PasswordResetToken, type OneTimeTokenPurpose } from '../auth/password-reset-token.entity';
import { PasswordHasher } from '../auth';
import { SessionsService } from '../auth';
import { TokenService, type IssuedToken } from '../auth';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { likePattern, pageWindow, type Page } from '../../common/http/pagination';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { AuditService } from '../../platform/audit';
import { snapshotOf } from '../../platform/audit';
import { MailService } from '../../platform/mail';
import { MfaService, type MfaChallengeIssued } from '../mfa';
import type {
  AgentsQueryDto,
  ChangePasswordDto,
  CreateAgentDto,
  RegisterDto,
  UpdateAgentDto,
  UpdateUserDto,
  UserDto,
} from './dto/user.dto';
import { mapAccount } from './dto/user.dto';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** The given join date, or today (UTC); a day still to come is refused. */
function joinedOnOrToday(joinedOn: string | undefined): string {
  const today = new Date().toISOString().slice(0, 10);
  if (joinedOn === undefined) return today;
  if (joinedOn > today) throw new BadRequestException(['joinedOn cannot be in the future']);
  return joinedOn;
}

/** What the audit trail keeps of an agent's record: no secrets, no password hash. */
const AGENT_AUDIT_FIELDS: ReadonlyArray<keyof User> = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'connectUrl',
  'agentStatus',
  'joinedOn',
  'active',
];

@Injectable()
export class UsersService {
  private readonly users: Repository<User>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(UsersRepository) private readonly rows: UsersRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(MfaService) private readonly mfa: MfaService,
  ) {
    this.users = db.getRepository(User);
  }

  private dummy?: Promise<string>;

  /** A real hash of a random secret, so unknown emails cost the same time as known ones. */
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hasher.hash(randomBytes(16).toString('hex'));
    return this.dummy;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.rows.findByEmail(email);
  }

  /**
   * The caller's own account, from the session the guard has just read or kept (no query of
   * its own). Kept sessions are dropped on every change of the account's fields that
   * users/me shows (the `principal_changes` trigger), so it is never older than that.
   */
  async me(principal: UserPrincipal): Promise<UserDto> {
    const live = await this.sessions.findLive(principal.sessionId, principal.userId);
    if (!live) throw new UnauthorizedException(Messages.unauthorized);
    return mapAccount(live);
  }

  async findById(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** Creates a user; a taken email is a 409. */
  async createUser(
    fields: Pick<User, 'email' | 'role' | 'firstName' | 'lastName'> & Partial<User>,
    password: string,
    manager: EntityManager = this.db.manager,
  ): Promise<User> {
    const passwordHash = await this.hasher.hash(password);
    return this.rows.insert({ ...fields, passwordHash }, manager);
  }

  /** Creates the client account and emails a link to confirm the address, in one transaction. */
  async register(dto: RegisterDto): Promise<IssuedToken> {
    if (await this.findByEmail(dto.email)) throw new ConflictException(Messages.emailTaken);
    const user = await this.db.transaction(async (manager) => {
      const created = await this.createUser(
        {
          email: dto.email,
          role: Role.Client,
          firstName: dto.firstName,
          lastName: dto.lastName,
          phone: dto.phone ?? null,
        },
        dto.password,
        manager,
      );
      await this.sendOneTimeLink(manager, created, 'verify-email');
      return created;
    });
    return this.startSession(user);
  }

  /** A session, or for staff with two-step verification the second step that comes first. */
  async login(email: string, password: string): Promise<IssuedToken | MfaChallengeIssued> {
    const user = await this.findByEmail(email);
    // Verify against a real hash even for unknown emails so timing does not reveal accounts.
    const ok = await this.hasher.verify(user?.passwordHash ?? (await this.dummyHash()), password);
    if (!user || !ok) throw new UnauthorizedException(Messages.invalidCredentials);
    if (!user.active) throw new ForbiddenException(Messages.accountInactive);
    return (await this.mfa.challengeAfterPassword(user)) ?? this.startSession(user);
  }

  private async startSession(user: User): Promise<IssuedToken> {
    const session = await this.sessions.start(user.id);
    return this.tokens.signUser(user.id, user.role, session.id);
  }

  /** A fresh token for the same live session, extending it. */
  async refresh(principal: UserPrincipal): Promise<IssuedToken> {
    await this.sessions.extend(principal.sessionId);
    return this.tokens.signUser(principal.userId, principal.role, principal.sessionId);
  }

  logout(principal: UserPrincipal): Promise<void> {
    return this.sessions.revoke(principal.sessionId, principal.userId);
  }

  /** Always answers the same way, whether or not the email has an account. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (!user || !user.active) return;
    await this.db.transaction((manager) => this.sendOneTimeLink(manager, user, 'password-reset'));
  }

  /** Emails a new confirmation link to a signed-in user whose address is not confirmed yet. */
  async resendVerification(principal: UserPrincipal): Promise<boolean> {
    const user = await this.findById(principal.userId);
    if (user.emailVerifiedAt) return false;
    await this.db.transaction((manager) => this.sendOneTimeLink(manager, user, 'verify-email'));
    return true;
  }

  private async sendOneTimeLink(
    manager: EntityManager,
    user: User,
    template: 'password-reset' | 'agent-welcome' | 'verify-email',
  ): Promise<void> {
    const token = newLinkToken();
    const purpose: OneTimeTokenPurpose = template === 'verify-email' ? 'verify-email' : 'reset';
    const ttl =
      purpose === 'verify-email' ? Limits.verifyEmailTokenTtlSeconds : Limits.resetTokenTtlSeconds;
    await manager.save(
      manager.create(PasswordResetToken, {
        userId: user.id,
        tokenHash: hashLinkToken(token),
        purpose,
        expiresAt: new Date(Date.now() + ttl * 1000),
        usedAt: null,
      }),
    );
    const link = (path: string) =>
      `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
    if (template === 'verify-email') {
      await this.mail.enqueue(manager, user.email, template, {
        firstName: user.firstName,
        verifyUrl: link('/verify-email'),
        expiresInHours: ttl / 3600,
      });
    } else {
      await this.mail.enqueue(manager, user.email, template, {
        firstName: user.firstName,
        resetUrl: link('/reset-password'),
        expiresInMinutes: ttl / 60,
      });
    }
  }

  /** Claims a one-time token of the given purpose; null when unknown, used or expired. */
  private async claimToken(
    manager: EntityManager,
    token: string,
    purpose: OneTimeTokenPurpose,
  ): Promise<string | null> {
    // Claiming and checking in one statement keeps a token single-use under concurrency.
    const claimed = await manager
      .createQueryBuilder()
      .update(PasswordResetToken)
      .set({ usedAt: () => 'now()' })
      .where(
        'token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()',
        { hash: hashLinkToken(token), purpose },
      )
      .returning('user_id')
      .execute();
    return (claimed.raw as Array<{ user_id: string }>)[0]?.user_id ?? null;
  }

  /**
   * Uses a reset token once; every session of the user ends with the old password. Following the
   * emailed link also proves the address.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.db.transaction(async (manager) => {
      const userId = await this.claimToken(manager, token, 'reset');
      if (!userId) throw new BadRequestException(Messages.invalidResetToken);
      await manager
        .createQueryBuilder()
        .update(User)
        .set({ passwordHash, emailVerifiedAt: () => 'coalesce(email_verified_at, now())' })
        .where('id = :userId', { userId })
        .execute();
      await this.sessions.revokeAllForUser(userId, manager);
    });
  }

  async verifyEmail(token: string): Promise<void> {
    const verified = await this.db.transaction(async (manager) => {
      const userId = await this.claimToken(manager, token, 'verify-email');
      if (!userId) throw new BadRequestException(Messages.invalidVerificationToken);
      await manager
        .createQueryBuilder()
        .update(User)
        .set({ emailVerifiedAt: () => 'coalesce(email_verified_at, now())' })
        .where('id = :userId', { userId })
        .execute();
      return userId;
    });
    // The confirmation widens what the sessions may see (quotes by email): at once here.
    this.sessions.forget(verified);
  }

  async changePassword(principal: UserPrincipal, dto: ChangePasswordDto): Promise<void> {
    const user = await this.findById(principal.userId);
    if (!(await this.hasher.verify(user.passwordHash, dto.currentPassword))) {
      throw new BadRequestException(['currentPassword is not correct']);
    }
    await this.users.update(
      { id: user.id },
      { passwordHash: await this.hasher.hash(dto.newPassword) },
    );
  }

  async createAgent(actor: UserPrincipal, dto: CreateAgentDto): Promise<User> {
    // The agent chooses a password through the emailed link; until then none works.
    const unusable = randomBytes(32).toString('hex');
    return this.db.transaction(async (manager) => {
      const agent = await this.createUser(
        {
          email: dto.email,
          role: Role.Agent,
          firstName: dto.firstName,
          lastName: dto.lastName,
          phone: dto.phone ?? null,
          portalIds: { ...dto.portalIds },
          connectUrl: dto.connectUrl ?? null,
          agentStatus: dto.status ?? 'Onboarding',
          joinedOn: joinedOnOrToday(dto.joinedOn),
        },
        unusable,
        manager,
      );
      await this.sendOneTimeLink(manager, agent, 'agent-welcome');
      await this.audit.record(manager, actor, {
        action: 'createAgent',
        targetUserId: agent.id,
        before: null,
        after: snapshotOf(agent, AGENT_AUDIT_FIELDS),
      });
      return agent;
    });
  }

  async findAgent(id: string): Promise<{ agent: User; deals: number }> {
    const agent = await this.users.findOneBy({ id, role: Role.Agent });
    if (!agent) throw new NotFoundException('Agent not found');
    const deals = await this.users.countBy({ assignedAgentId: id });
    return { agent, deals };
  }

  async listAgents(q: AgentsQueryDto): Promise<Page<{ agent: User; deals: number }>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.role = :role', { role: Role.Agent })
      .orderBy(`u.${q.sort ?? 'createdAt'}`, q.order ?? 'DESC')
      .skip(skip)
      .take(take);
    if (q.status) qb.andWhere('u.active = :active', { active: q.status === 'active' });
    if (q.searchTerm) {
      const term = likePattern(q.searchTerm.trim());
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('u.email ILIKE :term', { term })
            .orWhere('u.first_name ILIKE :term')
            .orWhere('u.last_name ILIKE :term')
            .orWhere(`(u.first_name || ' ' || u.last_name) ILIKE :term`),
        ),
      );
    }
    const [agents, total] = await qb.getManyAndCount();
    const counts = await this.dealCounts(agents.map((a) => a.id));
    return {
      items: agents.map((agent) => ({ agent, deals: counts.get(agent.id) ?? 0 })),
      total,
      page,
      pageSize,
    };
  }

  private async dealCounts(agentIds: string[]): Promise<Map<string, number>> {
    if (agentIds.length === 0) return new Map();
    const rows: Array<{ agent_id: string; n: string }> = await this.db.query(
      `SELECT assigned_agent_id AS agent_id, count(*) AS n FROM users
        WHERE assigned_agent_id = ANY($1) GROUP BY assigned_agent_id`,
      [agentIds],
    );
    return new Map(rows.map((r) => [r.agent_id, Number(r.n)]));
  }

  listStaff(): Promise<User[]> {
    return this.users.find({
      where: [{ role: Role.Agent }, { role: Role.Admin }],
      order: { firstName: 'ASC', lastName: 'ASC' },
    });
  }

  async setActive(actor: UserPrincipal, userId: string, active: boolean): Promise<User> {
    if (actor.userId === userId && !active) {
      throw new BadRequestException(['You cannot deactivate your own account']);
    }
    const user = await this.findById(userId);
    await this.db.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { active });
      if (!active) await this.sessions.revokeAllForUser(userId, manager);
      await this.audit.record(manager, actor, {
        action: 'setActive',
        targetUserId: userId,
        before: { active: user.active },
        after: { active },
      });
    });
    return { ...user, active };
  }

  /** Admins edit anyone; agents their assigned clients; a client only themself. */
  async updateUser(actor: UserPrincipal, id: string, dto: UpdateUserDto): Promise<User> {
    const user = await this.findById(id);
    this.assertMayEdit(actor, user);
    const changes = withoutUndefined(dto);
    const fields = Object.keys(changes).filter((k) => k !== 'portalIds') as Array<keyof User>;
    const before = snapshotOf(user, fields);
    Object.assign(user, changes);
    const saved =
      actor.userId === id
        ? await this.rows.save(user)
        : // Staff editing someone else's account: the change and its record commit together.
          await this.db.transaction(async (manager) => {
            const row = await this.rows.save(user, manager);
            await this.audit.record(manager, actor, {
              action: 'updateUser',
              targetUserId: id,
              before,
              after: snapshotOf(row, fields),
            });
            return row;
          });
    // Read your own writes: users/me on this instance shows the change on the next request.
    this.sessions.forget(id);
    return saved;
  }

  private assertMayEdit(actor: UserPrincipal, target: User): void {
    if (actor.role === Role.Admin) return;
    if (actor.userId === target.id) return;
    if (actor.role === Role.Agent && target.role === Role.Client) {
      if (target.assignedAgentId === actor.userId) return;
      throw new DomainException(ErrorCode.NotYourClient);
    }
    throw new ForbiddenException(Messages.forbidden);
  }

  async updateAgent(
    actor: UserPrincipal,
    id: string,
    dto: UpdateAgentDto,
  ): Promise<{ agent: User; deals: number }> {
    const { agent } = await this.findAgent(id);
    const before = snapshotOf(agent, AGENT_AUDIT_FIELDS);
    const { portalIds, status, joinedOn, ...rest } = dto;
    Object.assign(agent, withoutUndefined(rest));
    if (status !== undefined) agent.agentStatus = status;
    if (joinedOn !== undefined) agent.joinedOn = joinedOnOrToday(joinedOn);
    if (portalIds) agent.portalIds = { ...agent.portalIds, ...portalIds };
    await this.db.transaction(async (manager) => {
      await this.rows.save(agent, manager);
      await this.audit.record(manager, actor, {
        action: 'updateAgent',
        targetUserId: id,
        before,
        after: snapshotOf(agent, AGENT_AUDIT_FIELDS),
      });
    });
    return this.findAgent(id);
  }

  async assignAgent(actor: UserPrincipal, clientId: string, agentId: string | null): Promise<User> {
    const client = await this.findById(clientId);
    if (client.role !== Role.Client)
      throw new BadRequestException(['Only clients can be assigned to an agent']);
    if (agentId !== null) {
      const agent = await this.users.findOneBy({ id: agentId });
      if (!agent || (agent.role !== Role.Agent && agent.role !== Role.Admin)) {
        throw new BadRequestException(['agentId must be the id of an agent or admin']);
      }
      if (!agent.active) throw new BadRequestException(['The agent is deactivated']);
    }
    // An agent serves a client, not one of its quotes: the client's applications follow the
    // account, as assigning on a quote moves the account and every application with it.
    // Each moved application is recorded on its quote's history, as assigning on a quote is.
    await this.db.transaction(async (manager) => {
      await manager.update(User, { id: clientId }, { assignedAgentId: agentId });
      const moved: Array<{ id: string; before: string | null }> = await manager.query(
        `WITH moved AS (
           SELECT id, agent_id FROM applications
            WHERE client_id IN (SELECT id FROM clients WHERE user_id = $2)
              AND agent_id IS DISTINCT FROM $1
            FOR UPDATE),
         updated AS (
           UPDATE applications a SET agent_id = $1, version = a.version + 1, updated_at = now()
             FROM moved WHERE a.id = moved.id
           RETURNING a.id, moved.agent_id AS before)
         SELECT id, before FROM updated`,
        [agentId, clientId],
      );
      await this.audit.record(manager, actor, {
        action: 'updateAgentAssigned',
        targetUserId: clientId,
        before: { agentId: client.assignedAgentId ?? null },
        after: { agentId },
      });
      for (const row of moved) {
        await this.audit.record(manager, actor, {
          action: 'updateAgentAssigned',
          applicationId: row.id,
          targetUserId: clientId,
          before: { agentId: row.before },
          after: { agentId },
        });
      }
    });
    return { ...client, assignedAgentId: agentId };
  }

  /** Where the app opens after sign-in: a saved path, else the role's home. */
  async appPath(principal: UserPrincipal): Promise<string> {
    const user = await this.findById(principal.userId);
    if (user.appPath) return user.appPath;
    return user.role === Role.Client ? '/client/policies' : '/dashboard';
  }
}
