import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Messages, normalizeFein, Role, withoutUndefined } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import type { UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { pageWindow, type Page } from '../../common/http/pagination';
import { ClientsRepository } from './clients.repository';
import type { ClientSearchQueryDto, ClientsQueryDto, UpdateClientDto } from './dto/client.dto';
import type { Client } from './entities/client.entity';
import { AuditService, snapshotOf } from '../../platform/audit';

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
}

@Injectable()
export class ClientsService {
  constructor(
    @Inject(ClientsRepository) private readonly rows: ClientsRepository,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(AuditService) private readonly audit: AuditService,
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
    await this.rows.update(manager, client.id, contact);
    Object.assign(client, contact);
  }

  /** The client for an email, created on first use; an account with that email is linked. */
  async findOrCreate(
    manager: EntityManager,
    email: string,
    fields: Pick<Client, 'firstName' | 'lastName' | 'phone'>,
  ): Promise<Client> {
    const normalized = email.toLowerCase();
    const created = await this.rows.insertUnlessTaken(manager, normalized, fields);
    return created ?? this.rows.findByEmailOrFail(manager, normalized);
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
   * Changes a client's contact details, and the account's too when the client has one. The
   * email changes only while there is no account: an account's email is its sign-in.
   */
  async update(caller: UserPrincipal, id: string, dto: UpdateClientDto): Promise<ClientSummary> {
    const client = await this.assertStaffMay(caller, id);
    const email = dto.email !== undefined && dto.email !== client.email ? dto.email : undefined;
    if (email !== undefined) {
      if (client.userId !== null) {
        throw new DomainException(ErrorCode.ClientEmailIsSignIn);
      }
      if (await this.hasAccount(email)) throw new DomainException(ErrorCode.EmailTaken);
    }
    const changes = withoutUndefined({
      firstName: dto.firstName,
      lastName: dto.lastName,
      phone: dto.phone,
    });
    try {
      const after = { ...changes, ...(email !== undefined ? { email } : {}) };
      await this.rows.transaction(async (m) => {
        await this.rows.update(m, id, after);
        if (client.userId !== null && Object.keys(changes).length > 0) {
          await this.rows.updateAccountContact(m, client.userId, changes);
        }
        const fields = Object.keys(after) as Array<keyof Client>;
        await this.audit.record(m, caller, {
          action: 'updateClient',
          targetUserId: client.userId,
          before: { clientId: id, ...snapshotOf(client, fields) },
          after: { clientId: id, ...snapshotOf({ ...client, ...after }, fields) },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.ClientEmailTaken);
      throw err;
    }
    return this.get(caller, id);
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
      };
    });
  }
}
