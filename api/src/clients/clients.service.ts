import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { ErrorCode, Messages, normalizeFein, Role } from '@coverline/contracts';
import { DomainException } from '../common/errors/domain.exception';
import type { UserPrincipal } from '../common/auth/principal';
import { DataCipher } from '../common/crypto/data-cipher';
import { likePattern } from '../common/http/pagination';
import { User } from '../users/entities/user.entity';
import type { ClientSearchQueryDto } from './dto/client.dto';
import { Client } from './entities/client.entity';

export interface ClientMatch {
  client: Client;
  businessNames: string[];
  agentId: string | null;
}

const SEARCH_LIMIT = 20;

@Injectable()
export class ClientsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DataCipher) private readonly cipher: DataCipher,
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
    // Two first saves for one email at the same moment must end with one client.
    await manager.query(
      `INSERT INTO clients (email, first_name, last_name, phone, user_id)
       VALUES ($1::varchar, $2, $3, $4,
         (SELECT id FROM users WHERE email = $1::varchar AND role = 'client'
             AND email_verified_at IS NOT NULL))
       ON CONFLICT (email) DO NOTHING`,
      [normalized, fields.firstName, fields.lastName, fields.phone],
    );
    return manager.findOneByOrFail(Client, { email: normalized });
  }

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
    return manager.exists(User, { where: { email: email.toLowerCase() } });
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
}
