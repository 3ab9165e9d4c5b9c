import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ErrorCode,
  Limits,
  Messages,
  normalizeFein,
  Role,
  withoutUndefined,
} from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { pageWindow, type Page } from '../../common/http/pagination';
import { ClientsRepository } from './clients.repository';
import type { ClientSearchQueryDto, ClientsQueryDto, UpdateClientDto } from './dto/client.dto';
import type { Client } from './entities/client.entity';
import { AuditService, snapshotOf } from '../../platform/audit';
import { MailService } from '../../platform/mail';
import { PublicLinks } from '../../common/http/public-links';

export interface ClientMatch {
  client: Client;
  businessNames: string[];
  agentId: string | null;
}

/** A client as the staff pages list it. */
export interface ClientSummary {
  client: Client;
  agentId: string | null;
  agentName: string | null;
  businessNames: string[];
  applications: number;
  /** The address an admin's email change waits to be confirmed by, if one is pending. */
  pendingEmail: string | null;
}

/** A record's email change, as the audit trail keeps it. */
const EMAIL_AUDIT_FIELDS: ReadonlyArray<keyof Client> = ['email', 'userId'];

@Injectable()
export class ClientsService {
  constructor(
    @Inject(ClientsRepository) private readonly rows: ClientsRepository,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
  ) {}

  findByEmail(email: string, manager?: EntityManager): Promise<Client | null> {
    return this.rows.findByEmail(email, manager);
  }

  findById(id: string, manager?: EntityManager): Promise<Client | null> {
    return this.rows.findById(id, manager);
  }

  findByIds(ids: string[], manager?: EntityManager): Promise<Client[]> {
    return this.rows.findByIds(ids, manager);
  }

  /** Changes a client's contact fields, in the caller's transaction. */
  async updateContact(
    manager: EntityManager,
    client: Client,
    contact: Partial<Pick<Client, 'firstName' | 'lastName' | 'phone'>>,
  ): Promise<void> {
    await this.rows.updateContact(manager, client.id, contact);
    Object.assign(client, contact);
  }

  /** The client for an email, created on first use; an account with that email is linked. */
  async findOrCreate(
    manager: EntityManager,
    email: string,
    fields: Pick<Client, 'firstName' | 'lastName' | 'phone'> & Partial<Pick<Client, 'language'>>,
  ): Promise<Client> {
    return (await this.findOrCreateNoting(manager, email, fields)).client;
  }

  /** As `findOrCreate`, saying whether this call created the record. */
  async findOrCreateNoting(
    manager: EntityManager,
    email: string,
    /** `language` is the new record's (English unless given); a found record keeps its own. */
    fields: Pick<Client, 'firstName' | 'lastName' | 'phone'> & Partial<Pick<Client, 'language'>>,
  ): Promise<{ client: Client; created: boolean }> {
    const normalized = email.toLowerCase();
    const created = await this.rows.insertUnlessTaken(manager, normalized, fields);
    if (created) return { client: created, created: true };
    return { client: await this.rows.findByEmailOrFail(manager, normalized), created: false };
  }

  /**
   * The account has just proved its email (a confirmation or password link): the client record
   * with that email becomes the account's, so it is owned by the account rather than by an
   * email that staff could change. In the caller's transaction; the linked record's id.
   */
  linkConfirmedAccount(manager: EntityManager, userId: string): Promise<string | null> {
    return this.rows.linkToConfirmedAccount(manager, userId);
  }

  /** The client record of a signed-in client, created from the account on first use. */
  async forUser(manager: EntityManager, user: UserPrincipal): Promise<Client> {
    const linked = await this.rows.findByUserId(manager, user.userId);
    if (linked) return linked;
    const account = await this.rows.account(manager, user.userId);
    // Whatever was filed under the email before the account existed (a guest's quotes, quotes an
    // agent made) is only handed over once the account proves it receives that email.
    if (!account.emailVerified && (await this.findByEmail(account.email, manager))) {
      throw new DomainException(
        ErrorCode.GuestTokenRequiredRegistration,
        Messages.emailNotVerified,
      );
    }
    const client = await this.findOrCreate(manager, account.email, {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
    });
    if (client.userId === null) {
      await this.rows.linkUser(manager, client.id, user.userId);
      client.userId = user.userId;
    }
    return client;
  }

  /**
   * A confirmed client acting on a record that is theirs by its email only (a quote started as
   * a guest and bought signed in): the record becomes the account's, in the caller's
   * transaction.
   */
  async linkOwnRecord(
    manager: EntityManager,
    caller: Principal | undefined,
    client: Client,
  ): Promise<void> {
    if (caller?.kind !== 'user' || client.userId !== null) return;
    if (!this.isOwnClient(caller, client)) return;
    if ((await this.rows.linkToConfirmedAccount(manager, caller.userId)) === client.id) {
      client.userId = caller.userId;
    }
  }

  /** Whether the client is the signed-in client (by the linked account, or its email until linked). */
  isOwnClient(user: UserPrincipal, client: Client): boolean {
    if (user.role !== Role.Client) return false;
    if (client.userId !== null) return client.userId === user.userId;
    return user.emailVerified && client.email === user.email.toLowerCase();
  }

  /** Whether an account exists for the email: its quotes then need a sign-in. */
  hasAccount(email: string, manager?: EntityManager): Promise<boolean> {
    return this.rows.hasAccount(email, manager);
  }

  /**
   * The agents a client belongs to: the agent the client's account is assigned to and the
   * agents of the client's applications.
   */
  agentsOf(clientId: string, manager?: EntityManager): Promise<string[]> {
    return this.rows.agentsOf(clientId, manager);
  }

  /**
   * Clients by email, FEIN or business name. Admins find anyone; an agent only the clients
   * that are theirs, so a search never reveals another agent's book.
   */
  async search(caller: UserPrincipal, q: ClientSearchQueryDto): Promise<ClientMatch[]> {
    if (!q.email && !q.fein && !q.businessName) {
      throw new DomainException(ErrorCode.ClientSearchCriteriaMissing);
    }
    const clients = await this.rows.search({
      email: q.email,
      feinHash: q.fein ? this.cipher.lookupHash(normalizeFein(q.fein)) : undefined,
      businessName: q.businessName,
      agentId: caller.role === Role.Agent ? caller.userId : undefined,
    });
    if (clients.length === 0) return [];
    const details = await this.rows.searchDetails(clients.map((c) => c.id));
    const byId = new Map(details.map((d) => [d.client_id, d]));
    return clients.map((client) => ({
      client,
      businessNames: byId.get(client.id)?.names ?? [],
      agentId: byId.get(client.id)?.agent_id ?? null,
    }));
  }

  /**
   * A page of clients for the staff clients page, newest first by default. Admins list every
   * client, an agent the clients that are theirs (the account assigned to them or one of their
   * applications).
   */
  async list(caller: UserPrincipal, q: ClientsQueryDto): Promise<Page<ClientSummary>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const [clients, total] = await this.rows.page({
      skip,
      take,
      sort: q.sort,
      order: q.order,
      searchTerm: q.searchTerm,
      agentId: caller.role === Role.Agent ? caller.userId : undefined,
    });
    return { items: await this.summaries(clients), total, page, pageSize };
  }

  /** One client for the staff client page; an agent only their own (1301). */
  async get(caller: UserPrincipal, id: string): Promise<ClientSummary> {
    const client = await this.assertStaffMay(caller, id);
    return (await this.summaries([client]))[0];
  }

  /**
   * Changes a client's contact details, and the account's names and phone too when the client
   * has one. The email of a client without an account or a bound policy changes at once (not to
   * an address an account has). The email of one with either is its owner's: an agent is refused
   * (2728), and an admin's change waits for the new address to follow an emailed link.
   */
  async update(caller: UserPrincipal, id: string, dto: UpdateClientDto): Promise<ClientSummary> {
    const client = await this.assertStaffMay(caller, id);
    let email = dto.email !== undefined && dto.email !== client.email ? dto.email : undefined;
    let confirmFirst = false;
    if (email !== undefined) {
      if (await this.rows.emailIsOwned(id)) {
        if (caller.role !== Role.Admin) throw new DomainException(ErrorCode.ClientEmailProtected);
        await this.assertMayMoveTo(email, id);
        confirmFirst = true;
      } else if (await this.hasAccount(email)) {
        throw new DomainException(ErrorCode.EmailTaken);
      }
    }
    const pendingEmail = confirmFirst ? email : undefined;
    if (confirmFirst) email = undefined;
    const changes = withoutUndefined({
      firstName: dto.firstName,
      lastName: dto.lastName,
      phone: dto.phone,
    });
    try {
      const after = { ...changes, ...(email !== undefined ? { email } : {}) };
      await this.rows.transaction(async (m) => {
        const fields = Object.keys(after) as Array<keyof Client>;
        if (fields.length > 0) {
          await this.rows.update(m, id, after);
          if (client.userId !== null && Object.keys(changes).length > 0) {
            await this.rows.updateAccountContact(m, client.userId, changes);
          }
          await this.audit.record(m, caller, {
            action: 'updateClient',
            targetUserId: client.userId,
            before: { clientId: id, ...snapshotOf(client, fields) },
            after: { clientId: id, ...snapshotOf({ ...client, ...after }, fields) },
          });
        }
        if (pendingEmail !== undefined) {
          await this.requestEmailChange(m, caller, { ...client, ...after }, pendingEmail);
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.ClientEmailTaken);
      throw err;
    }
    return this.get(caller, id);
  }

  /**
   * Whether a record may take the address: no other record has it (2718) and it is no staff
   * member's sign-in (2705). A client account with it is fine: the record becomes that
   * account's once the address is confirmed.
   */
  private async assertMayMoveTo(email: string, clientId: string, m?: EntityManager) {
    const holder = await this.rows.findByEmail(email, m);
    if (holder && holder.id !== clientId) throw new DomainException(ErrorCode.ClientEmailTaken);
    const role = await this.rows.accountRole(email, m);
    if (role !== null && role !== Role.Client) throw new DomainException(ErrorCode.EmailTaken);
  }

  /** Mails the new address a single-use link; following it applies the change. Audited. */
  private async requestEmailChange(
    m: EntityManager,
    caller: UserPrincipal,
    client: Client,
    newEmail: string,
  ): Promise<void> {
    const token = newLinkToken();
    const ttl = Limits.verifyEmailTokenTtlSeconds;
    await this.rows.insertEmailChange(m, {
      clientId: client.id,
      newEmail,
      tokenHash: hashLinkToken(token),
      requestedByUserId: caller.userId,
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    // The link opens the same confirmation page as an account's: one page confirms an address.
    await this.mail.enqueue(m, newEmail, 'client-email-change', {
      firstName: client.firstName,
      confirmUrl: this.links.url(`/verify-email?token=${encodeURIComponent(token)}`),
      expiresInHours: ttl / 3600,
    });
    await this.audit.record(m, caller, {
      action: 'requestClientEmailChange',
      targetUserId: client.userId,
      before: { clientId: client.id, email: client.email },
      after: { clientId: client.id, pendingEmail: newEmail },
    });
  }

  /**
   * Applies the email change whose link was followed, in the caller's transaction: the record
   * takes the new address and belongs to the confirmed client account with it, if there is one
   * (else to none until one confirms it). Recorded as the act of the admin who asked for it.
   * False when the token is no pending change's.
   */
  async confirmEmailChange(m: EntityManager, token: string): Promise<boolean> {
    const change = await this.rows.claimEmailChange(m, hashLinkToken(token));
    if (!change) return false;
    const client = await this.rows.findForUpdate(m, change.clientId);
    if (!client) return false;
    await this.assertMayMoveTo(change.newEmail, client.id, m);
    const userId = await this.rows.confirmedAccountFor(m, change.newEmail, client.id);
    const after = { email: change.newEmail, userId };
    try {
      await this.rows.update(m, client.id, after);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.ClientEmailTaken);
      throw err;
    }
    await this.audit.record(
      m,
      { userId: change.requestedBy, role: change.role as Role },
      {
        action: 'confirmClientEmailChange',
        targetUserId: userId ?? client.userId,
        before: { clientId: client.id, ...snapshotOf(client, EMAIL_AUDIT_FIELDS) },
        after: { clientId: client.id, ...snapshotOf({ ...client, ...after }, EMAIL_AUDIT_FIELDS) },
      },
    );
    return true;
  }

  private async assertStaffMay(caller: UserPrincipal, id: string): Promise<Client> {
    const client = await this.rows.findById(id);
    if (!client) throw new DomainException(ErrorCode.ClientNotFound);
    if (caller.role === Role.Agent && !(await this.agentsOf(id)).includes(caller.userId)) {
      throw new DomainException(ErrorCode.NotYourClient);
    }
    return client;
  }

  private async summaries(clients: Client[]): Promise<ClientSummary[]> {
    if (clients.length === 0) return [];
    const rows = await this.rows.summaries(clients.map((c) => c.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return clients.map((client) => {
      const row = byId.get(client.id);
      const agentName = [row?.agent_first, row?.agent_last].filter(Boolean).join(' ');
      return {
        client,
        agentId: row?.agent_id ?? null,
        agentName: agentName || null,
        businessNames: row?.business_names ?? [],
        applications: row?.applications ?? 0,
        pendingEmail: row?.pending_email ?? null,
      };
    });
  }
}
