import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { ErrorCode, Messages, normalizeFein, Role, withoutUndefined } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import type { UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { EntityColumns } from '../../common/database/row-reader';
import { likePattern, pageWindow, type Page } from '../../common/http/pagination';
import { User } from '../users/entities/user.entity';
import type { ClientSearchQueryDto, ClientsQueryDto, UpdateClientDto } from './dto/client.dto';
import { Client } from './entities/client.entity';
import { AuditService } from '../../platform/audit';
import { snapshotOf } from '../../platform/audit';

export interface ClientMatch {
  client: Client;
  businessNames: string[];
  agentId: string | null;
}

const SEARCH_LIMIT = 20;

/** A client as the staff pages list it. */
export interface ClientSummary {
  client: Client;
  agentId: string | null;
  agentName: string | null;
  businessNames: string[];
  applications: number;
}

interface SummaryRow {
  id: string;
  agent_id: string | null;
  agent_first: string | null;
  agent_last: string | null;
  business_names: string[] | null;
  applications: number;
}

/**
 * Per client: its agent (the account's, else the latest application's), the agent's name, its
 * businesses' legal names and how many applications it has. `$1` holds the client ids.
 */
const SUMMARY_SQL = `
  SELECT s.id, s.agent_id, ag.first_name AS agent_first, ag.last_name AS agent_last,
         s.business_names, s.applications
    FROM (
      SELECT c.id,
             COALESCE(u.assigned_agent_id,
               (SELECT a.agent_id FROM applications a WHERE a.client_id = c.id
                   AND a.agent_id IS NOT NULL ORDER BY a.updated_at DESC LIMIT 1)) AS agent_id,
             ARRAY(SELECT DISTINCT b.legal_name FROM businesses b
                    WHERE b.client_id = c.id AND b.legal_name IS NOT NULL
                    ORDER BY b.legal_name) AS business_names,
             (SELECT count(*)::int FROM applications a WHERE a.client_id = c.id) AS applications
        FROM clients c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.id = ANY($1)
    ) s
    LEFT JOIN users ag ON ag.id = s.agent_id`;

@Injectable()
export class ClientsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  findByEmail(email: string, manager: EntityManager = this.db.manager): Promise<Client | null> {
    return manager.findOneBy(Client, { email: email.toLowerCase() });
  }

  /** The client for an email, created on first use; an account with that email is linked. */
  async findOrCreate(
    manager: EntityManager,
    email: string,
    fields: Pick<Client, 'firstName' | 'lastName' | 'phone'>,
  ): Promise<Client> {
    const normalized = email.toLowerCase();
    const columns = (this.columns ??= new EntityColumns(this.db, Client, 'c'));
    // Two first saves for one email at the same moment must end with one client.
    const created: Array<Record<string, unknown>> = await manager.query(
      `INSERT INTO clients AS c (email, first_name, last_name, phone, user_id)
       VALUES ($1::varchar, $2, $3, $4,
         (SELECT id FROM users WHERE email = $1::varchar AND role = 'client'
             AND email_verified_at IS NOT NULL))
       ON CONFLICT (email) DO NOTHING
       RETURNING ${columns.select}`,
      [normalized, fields.firstName, fields.lastName, fields.phone],
    );
    if (created[0]) return columns.read(created[0]);
    return manager.findOneByOrFail(Client, { email: normalized });
  }

  private columns: EntityColumns<Client> | undefined;

  /** The client record of a signed-in client, created from the account on first use. */
  async forUser(manager: EntityManager, user: UserPrincipal): Promise<Client> {
    const linked = await manager.findOneBy(Client, { userId: user.userId });
    if (linked) return linked;
    const account = await manager.findOneByOrFail(User, { id: user.userId });
    // Whatever was filed under the email before the account existed (a guest's quotes, quotes an
    // agent made) is only handed over once the account proves it receives that email.
    if (!account.emailVerifiedAt && (await this.findByEmail(account.email, manager))) {
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
      await manager.update(Client, { id: client.id }, { userId: user.userId });
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
  async hasAccount(email: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows: Array<{ found: boolean }> = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS found`,
      [email.toLowerCase()],
    );
    return rows[0].found;
  }

  /**
   * The agents a client belongs to: the agent the client's account is assigned to and the
   * agents of the client's applications.
   */
  async agentsOf(clientId: string, manager: EntityManager = this.db.manager): Promise<string[]> {
    const rows: Array<{ agent_id: string }> = await manager.query(
      `SELECT a.agent_id FROM applications a WHERE a.client_id = $1 AND a.agent_id IS NOT NULL
       UNION
       SELECT u.assigned_agent_id FROM clients c JOIN users u ON u.id = c.user_id
        WHERE c.id = $1 AND u.assigned_agent_id IS NOT NULL`,
      [clientId],
    );
    return rows.map((r) => r.agent_id);
  }

  /**
   * Clients by email, FEIN or business name. Admins find anyone; an agent only the clients
   * that are theirs, so a search never reveals another agent's book.
   */
  async search(caller: UserPrincipal, q: ClientSearchQueryDto): Promise<ClientMatch[]> {
    if (!q.email && !q.fein && !q.businessName) {
      throw new BadRequestException(['Give an email, a FEIN or a business name to search by']);
    }
    const qb = this.db
      .getRepository(Client)
      .createQueryBuilder('c')
      .leftJoin('businesses', 'b', 'b.client_id = c.id')
      .leftJoin('users', 'u', 'u.id = c.user_id')
      .select('c.id', 'id')
      .distinct(true)
      .limit(SEARCH_LIMIT);
    qb.where(
      new Brackets((w) => {
        if (q.email) w.orWhere('c.email ILIKE :email', { email: likePattern(q.email) });
        if (q.fein) {
          w.orWhere('b.fein_hash = :feinHash', {
            feinHash: this.cipher.lookupHash(normalizeFein(q.fein)),
          });
        }
        if (q.businessName) {
          w.orWhere('(b.legal_name ILIKE :name OR b.dba ILIKE :name)', {
            name: likePattern(q.businessName),
          });
        }
      }),
    );
    if (caller.role === Role.Agent) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('u.assigned_agent_id = :agent', { agent: caller.userId })
            .orWhere(
              'EXISTS (SELECT 1 FROM applications a WHERE a.client_id = c.id AND a.agent_id = :agent)',
            ),
        ),
      );
    }
    const ids = (await qb.getRawMany<{ id: string }>()).map((r) => r.id);
    if (ids.length === 0) return [];
    const clients = await this.db
      .getRepository(Client)
      .createQueryBuilder('c')
      .whereInIds(ids)
      .orderBy('c.email')
      .getMany();
    const details: Array<{ client_id: string; names: string[] | null; agent_id: string | null }> =
      await this.db.query(
        `SELECT c.id AS client_id,
                array_remove(array_agg(DISTINCT b.legal_name), NULL) AS names,
                COALESCE(u.assigned_agent_id,
                  (SELECT a.agent_id FROM applications a WHERE a.client_id = c.id
                      AND a.agent_id IS NOT NULL ORDER BY a.updated_at DESC LIMIT 1)) AS agent_id
           FROM clients c
           LEFT JOIN businesses b ON b.client_id = c.id
           LEFT JOIN users u ON u.id = c.user_id
          WHERE c.id = ANY($1)
          GROUP BY c.id, u.assigned_agent_id`,
        [ids],
      );
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
    const qb = this.db
      .getRepository(Client)
      .createQueryBuilder('c')
      .leftJoin(User, 'u', 'u.id = c.user_id')
      .orderBy(`c.${q.sort ?? 'createdAt'}`, q.order ?? 'DESC')
      .addOrderBy('c.id')
      .skip(skip)
      .take(take);
    if (caller.role === Role.Agent) {
      qb.where(
        new Brackets((w) =>
          w
            .where('u.assigned_agent_id = :agent', { agent: caller.userId })
            .orWhere(
              'EXISTS (SELECT 1 FROM applications a WHERE a.client_id = c.id AND a.agent_id = :agent)',
            ),
        ),
      );
    }
    const term = q.searchTerm?.trim();
    if (term) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('c.email ILIKE :term', { term: likePattern(term) })
            .orWhere(`(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) ILIKE :term`)
            .orWhere(
              `EXISTS (SELECT 1 FROM businesses b WHERE b.client_id = c.id
                  AND (b.legal_name ILIKE :term OR b.dba ILIKE :term))`,
            ),
        ),
      );
    }
    const [clients, total] = await qb.getManyAndCount();
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
        throw new BadRequestException([
          'email cannot be changed here: the client signs in with it and changes it in their account',
        ]);
      }
      if (await this.hasAccount(email)) throw new ConflictException(Messages.emailTaken);
    }
    const changes = withoutUndefined({
      firstName: dto.firstName,
      lastName: dto.lastName,
      phone: dto.phone,
    });
    try {
      const after = { ...changes, ...(email !== undefined ? { email } : {}) };
      await this.db.transaction(async (m) => {
        await m.update(Client, { id }, after);
        if (client.userId !== null && Object.keys(changes).length > 0) {
          await m.update(User, { id: client.userId }, changes);
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
      if (isUniqueViolation(err))
        throw new ConflictException('A client with this email already exists');
      throw err;
    }
    return this.get(caller, id);
  }

  private async assertStaffMay(caller: UserPrincipal, id: string): Promise<Client> {
    const client = await this.db.manager.findOneBy(Client, { id });
    if (!client) throw new NotFoundException('Client not found');
    if (caller.role === Role.Agent && !(await this.agentsOf(id)).includes(caller.userId)) {
      throw new DomainException(ErrorCode.NotYourClient);
    }
    return client;
  }

  private async summaries(clients: Client[]): Promise<ClientSummary[]> {
    if (clients.length === 0) return [];
    const rows: SummaryRow[] = await this.db.query(SUMMARY_SQL, [clients.map((c) => c.id)]);
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
