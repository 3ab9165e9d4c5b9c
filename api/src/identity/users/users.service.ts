import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Limits, Role, withoutUndefined } from '@coverline/contracts';
import {
  PasswordHasher,
  PasswordPolicy,
  SessionsService,
  SignInService,
  type IssuedToken,
} from '../auth';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { MailRateLimiter } from '../../common/http/mail-rate-limit';
import { pageWindow, type Page } from '../../common/http/pagination';
import { AuditService, snapshotOf } from '../../platform/audit';
import { MailService } from '../../platform/mail';
import { ClientsService } from '../clients';
import { MfaService, type MfaChallengeIssued } from '../mfa';
import {
  type AgentsQueryDto,
  type ChangePasswordDto,
  type CreateAgentDto,
  type RegisterDto,
  type UpdateAgentDto,
  type UpdateUserDto,
  type UserDto,
  mapAccount,
} from './dto/user.dto';
import type { OneTimeTokenPurpose } from './entities/password-reset-token.entity';
import type { User } from './entities/user.entity';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { UsersDirectory } from './users-directory';
import { UsersRepository } from './users.repository';
import { PublicLinks } from '../../common/http/public-links';

/** The given join date, or today (UTC); a day still to come is refused. */
function joinedOnOrToday(joinedOn: string | undefined): string {
  const today = new Date().toISOString().slice(0, 10);
  if (joinedOn === undefined) return today;
  if (joinedOn > today) throw new DomainException(ErrorCode.JoinDateInFuture);
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
  constructor(
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(PasswordPolicy) private readonly passwords: PasswordPolicy,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SignInService) private readonly signIn: SignInService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(MailRateLimiter) private readonly mailLimit: MailRateLimiter,
    @Inject(UsersRepository) private readonly rows: UsersRepository,
    @Inject(OneTimeTokensRepository) private readonly oneTimeTokens: OneTimeTokensRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(MfaService) private readonly mfa: MfaService,
    @Inject(UsersDirectory) private readonly directory: UsersDirectory,
    @Inject(ClientsService) private readonly clients: ClientsService,
  ) {}

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
    if (!live) throw new DomainException(ErrorCode.SignInRequired);
    return mapAccount(live);
  }

  async findById(id: string): Promise<User> {
    const user = await this.rows.findById(id);
    if (!user) throw new DomainException(ErrorCode.UserNotFound);
    return user;
  }

  /** Creates a user; a taken email is a 409. */
  async createUser(
    fields: Pick<User, 'email' | 'role' | 'firstName' | 'lastName'> & Partial<User>,
    password: string,
    manager?: EntityManager,
  ): Promise<User> {
    const passwordHash = await this.hasher.hash(password);
    return this.rows.insert({ ...fields, passwordHash }, manager);
  }

  /** Creates the client account and emails a link to confirm the address, in one transaction. */
  async register(dto: RegisterDto, clientAddress?: string): Promise<IssuedToken> {
    await this.mailLimit.consume(clientAddress, dto.email);
    this.passwords.assertAcceptable(dto.password, dto);
    if (await this.findByEmail(dto.email)) throw new DomainException(ErrorCode.EmailTaken);
    const user = await this.rows.transaction(async (manager) => {
      const created = await this.createUser(
        {
          email: dto.email,
          role: Role.Client,
          firstName: dto.firstName,
          lastName: dto.lastName,
          phone: dto.phone ?? null,
          language: dto.language ?? 'en',
        },
        dto.password,
        manager,
      );
      await this.sendOneTimeLink(manager, created, 'verify-email');
      return created;
    });
    return this.signIn.startUserSession(user);
  }

  /** A session, or for staff with two-step verification the second step that comes first. */
  async login(email: string, password: string): Promise<IssuedToken | MfaChallengeIssued> {
    // Refused (429) while this email's failed sign-ins make it wait, account or not; the account
    // is read meanwhile, and no password is checked before the back-off has answered.
    const [attempt, user] = await Promise.all([
      this.signIn.beginPasswordAttempt(email),
      this.findByEmail(email),
    ]);
    // Verify against a real hash even for unknown emails so timing does not reveal accounts.
    const ok = await this.hasher.verify(user?.passwordHash ?? (await this.dummyHash()), password);
    if (!user || !ok) {
      await this.signIn.passwordFailed(attempt);
      throw new DomainException(ErrorCode.InvalidCredentials);
    }
    await this.signIn.passwordAccepted(attempt);
    if (!user.active) throw new DomainException(ErrorCode.AccountInactive);
    return (await this.mfa.challengeAfterPassword(user)) ?? this.signIn.startUserSession(user);
  }

  /** A fresh token for the same live session, extending it. */
  refresh(principal: UserPrincipal): Promise<IssuedToken> {
    return this.signIn.refreshUserSession(principal);
  }

  logout(principal: UserPrincipal): Promise<void> {
    return this.sessions.revoke(principal.sessionId, principal.userId);
  }

  /** Always answers the same way, whether or not the email has an account. */
  async requestPasswordReset(email: string, clientAddress?: string): Promise<void> {
    await this.mailLimit.consume(clientAddress, email);
    const user = await this.findByEmail(email);
    if (!user || !user.active) return;
    await this.rows.transaction((manager) => this.sendOneTimeLink(manager, user, 'password-reset'));
  }

  /** Emails a new confirmation link to a signed-in user whose address is not confirmed yet. */
  async resendVerification(principal: UserPrincipal, clientAddress?: string): Promise<boolean> {
    const user = await this.findById(principal.userId);
    if (user.emailVerifiedAt) return false;
    // The address has not proved itself yet: the account is no better than a visitor here.
    await this.mailLimit.consume(clientAddress, user.email);
    await this.rows.transaction((manager) => this.sendOneTimeLink(manager, user, 'verify-email'));
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
    await this.oneTimeTokens.insert(manager, {
      userId: user.id,
      tokenHash: hashLinkToken(token),
      purpose,
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    const link = (path: string) => this.links.url(`${path}?token=${encodeURIComponent(token)}`);
    if (template === 'verify-email') {
      await this.mail.enqueue(
        manager,
        user.email,
        template,
        { verifyUrl: link('/verify-email'), expiresInHours: ttl / 3600 },
        { language: user.language },
      );
    } else if (template === 'password-reset') {
      await this.mail.enqueue(
        manager,
        user.email,
        template,
        { resetUrl: link('/reset-password'), expiresInMinutes: ttl / 60 },
        { language: user.language },
      );
    } else {
      // An administrator typed this name: the welcome may greet with it. The page the link opens
      // sets a first password, and says so (`welcome`).
      await this.mail.enqueue(manager, user.email, template, {
        firstName: user.firstName,
        resetUrl: `${link('/reset-password')}&welcome=true`,
        expiresInMinutes: ttl / 60,
      });
    }
  }

  /**
   * Uses a reset token once; every session of the user ends with the old password. Following the
   * emailed link also proves the address.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.rows.transaction(async (manager) => {
      const userId = await this.oneTimeTokens.claim(manager, hashLinkToken(token), 'reset');
      if (!userId) throw new DomainException(ErrorCode.ResetLinkInvalid);
      // Refused before the link is used up: the rollback leaves it valid for a better password.
      const owner = await this.rows.findById(userId, manager);
      if (owner) this.passwords.assertAcceptable(password, owner);
      await this.rows.resetPasswordHash(manager, userId, passwordHash);
      await this.clients.linkConfirmedAccount(manager, userId);
      await this.sessions.revokeAllForUser(userId, manager);
    });
  }

  /**
   * Uses a confirmation link: an account's (the account's email is proved, and the client
   * record with that email becomes the account's) or a client record's new address an admin
   * gave it (the change applies).
   */
  async verifyEmail(token: string): Promise<void> {
    const verified = await this.rows.transaction(async (manager) => {
      const userId = await this.oneTimeTokens.claim(manager, hashLinkToken(token), 'verify-email');
      if (!userId) {
        if (await this.clients.confirmEmailChange(manager, token)) return null;
        throw new DomainException(ErrorCode.VerificationLinkInvalid);
      }
      await this.rows.markEmailVerified(manager, userId);
      await this.clients.linkConfirmedAccount(manager, userId);
      return userId;
    });
    // The confirmation widens what the sessions may see (quotes by email): at once here.
    if (verified) this.sessions.forget(verified);
  }

  async changePassword(principal: UserPrincipal, dto: ChangePasswordDto): Promise<void> {
    const user = await this.findById(principal.userId);
    if (!(await this.hasher.verify(user.passwordHash, dto.currentPassword))) {
      throw new DomainException(ErrorCode.CurrentPasswordIncorrect);
    }
    this.passwords.assertAcceptable(dto.newPassword, user, 'newPassword');
    const passwordHash = await this.hasher.hash(dto.newPassword);
    await this.rows.transaction(async (manager) => {
      await this.rows.setPasswordHash(user.id, passwordHash, manager);
      // Whoever held another session (a stolen token, a forgotten device) is signed out.
      await this.sessions.revokeOthers(user.id, principal.sessionId, manager);
    });
  }

  async createAgent(actor: UserPrincipal, dto: CreateAgentDto): Promise<User> {
    // The agent chooses a password through the emailed link; until then none works.
    const unusable = randomBytes(32).toString('hex');
    return this.rows.transaction(async (manager) => {
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
    const agent = await this.rows.findAgent(id);
    if (!agent) throw new DomainException(ErrorCode.AgentNotFound);
    const deals = await this.rows.countDeals(id);
    return { agent, deals };
  }

  async listAgents(q: AgentsQueryDto): Promise<Page<{ agent: User; deals: number }>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const [agents, total] = await this.rows.pageAgents({
      skip,
      take,
      sort: q.sort,
      order: q.order,
      active: q.status ? q.status === 'active' : undefined,
      searchTerm: q.searchTerm,
    });
    const counts = await this.rows.dealCounts(agents.map((a) => a.id));
    return {
      items: agents.map((agent) => ({ agent, deals: counts.get(agent.id) ?? 0 })),
      total,
      page,
      pageSize,
    };
  }

  listStaff(): Promise<User[]> {
    return this.rows.listStaff();
  }

  async setActive(actor: UserPrincipal, userId: string, active: boolean): Promise<User> {
    if (actor.userId === userId && !active) {
      throw new DomainException(ErrorCode.CannotDeactivateSelf);
    }
    const user = await this.findById(userId);
    await this.rows.transaction(async (manager) => {
      await this.rows.setActive(manager, userId, active);
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
          await this.rows.transaction(async (manager) => {
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
    throw new DomainException(ErrorCode.AccessDenied);
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
    await this.rows.transaction(async (manager) => {
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
    if (client.role !== Role.Client) throw new DomainException(ErrorCode.OnlyClientsAssignable);
    if (agentId !== null) await this.directory.assertAssignable(agentId);
    // An agent serves a client, not one of its quotes: the client's applications follow the
    // account, as assigning on a quote moves the account and every application with it.
    // Each moved application is recorded on its quote's history, as assigning on a quote is.
    await this.rows.transaction(async (manager) => {
      await this.rows.setAssignedAgent(manager, clientId, agentId);
      const moved = await this.rows.moveApplicationsToAgent(manager, clientId, agentId);
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
