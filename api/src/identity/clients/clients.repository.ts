import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import { EntityColumns } from '../../common/database/row-reader';
import { holdWrite } from '../../common/database/write-batch';
import { likePattern } from '../../common/http/pagination';
import { clientColumns } from './client-columns';
import { Client } from './entities/client.entity';

/** What a client record takes from its account. */
export interface ClientAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  emailVerified: boolean;
}

export interface SummaryRow {
  id: string;
  pending_email: string | null;
  agent_id: string | null;
  agent_first: string | null;
  agent_last: string | null;
  business_names: string[] | null;
  applications: number;
}

export interface SearchDetailRow {
  client_id: string;
  names: string[] | null;
  agent_id: string | null;
}

/** How staff search clients: any given field matches; an agent only finds their own. */
export interface ClientSearch {
  email?: string;
  feinHash?: string;
  businessName?: string;
  agentId?: string;
}

export interface ClientsPageQuery {
  skip: number;
  take: number;
  sort?: keyof Client;
  order?: 'ASC' | 'DESC';
  searchTerm?: string;
  agentId?: string;
}

const SEARCH_LIMIT = 20;

/** An agent's clients: the account is assigned to them, or one of the applications is theirs. */
const AGENTS_CLIENT = `(u.assigned_agent_id = :agent OR
  EXISTS (SELECT 1 FROM applications a WHERE a.client_id = c.id AND a.agent_id = :agent))`;

/**
 * Per client: its agent (the account's, else the latest application's), the agent's name, its
 * businesses' legal names, how many applications it has and the address an email change waits
 * to be confirmed by. `$1` holds the client ids.
 */
const SUMMARY_SQL = `
  SELECT s.id, s.agent_id, ag.first_name AS agent_first, ag.last_name AS agent_last,
         s.business_names, s.applications, s.pending_email
    FROM (
      SELECT c.id,
             (SELECT e.new_email FROM client_email_changes e
               WHERE e.client_id = c.id AND e.used_at IS NULL AND e.expires_at > now()
               ORDER BY e.created_at DESC LIMIT 1) AS pending_email,
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

/**
 * Client records, and what of their accounts they show or change (the account's names and
 * phone follow the client's; its agent is the client's agent).
 */
@Injectable()
export class ClientsRepository {
  private readonly clients: Repository<Client>;
  private columns: EntityColumns<Client> | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.clients = db.getRepository(Client);
  }

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findById(id: string, manager: EntityManager = this.db.manager): Promise<Client | null> {
    return manager.findOneBy(Client, { id });
  }

  findByIds(ids: string[], manager: EntityManager = this.db.manager): Promise<Client[]> {
    return ids.length ? manager.findBy(Client, { id: In(ids) }) : Promise.resolve([]);
  }

  findByEmail(email: string, manager: EntityManager = this.db.manager): Promise<Client | null> {
    return manager.findOneBy(Client, { email: email.toLowerCase() });
  }

  findByUserId(m: EntityManager, userId: string): Promise<Client | null> {
    return m.findOneBy(Client, { userId });
  }

  /**
   * Inserts the client for a lower-cased email, linked to a confirmed client account with that
   * email; null when the email already has a client. Two first saves for one email at the same
   * moment end with one client.
   */
  async insertUnlessTaken(
    m: EntityManager,
    email: string,
    fields: Pick<Client, 'firstName' | 'lastName' | 'phone'> & Partial<Pick<Client, 'language'>>,
  ): Promise<Client | null> {
    const columns = (this.columns ??= clientColumns(this.db, 'c'));
    const created: Array<Record<string, unknown>> = await m.query(
      `INSERT INTO clients AS c (email, first_name, last_name, phone, language, user_id)
       VALUES ($1::varchar, $2, $3, $4, $5,
         (SELECT id FROM users WHERE email = $1::varchar AND role = 'client'
             AND email_verified_at IS NOT NULL))
       ON CONFLICT (email) DO NOTHING
       RETURNING ${columns.select}`,
      [email, fields.firstName, fields.lastName, fields.phone, fields.language ?? 'en'],
    );
    return created[0] ? columns.read(created[0]) : null;
  }

  findByEmailOrFail(m: EntityManager, email: string): Promise<Client> {
    return m.findOneByOrFail(Client, { email });
  }

  async linkUser(m: EntityManager, clientId: string, userId: string): Promise<void> {
    await m.update(Client, { id: clientId }, { userId });
  }

  /**
   * Links the record with the account's email to the account, when the account is a confirmed
   * client account without a record yet and the record has no account; the linked record's id.
   */
  async linkToConfirmedAccount(m: EntityManager, userId: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await m.query(
      `WITH linked AS (
         UPDATE clients c SET user_id = u.id, updated_at = now()
           FROM users u
          WHERE u.id = $1 AND u.role = 'client' AND u.email_verified_at IS NOT NULL
            AND c.email = lower(u.email) AND c.user_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM clients other WHERE other.user_id = u.id)
         RETURNING c.id)
       SELECT id FROM linked`,
      [userId],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Whether the record's email is its owner's to keep: an account has it (linked, or an
   * account with that email, confirmed or not) or one of its applications is bound.
   */
  async emailIsOwned(clientId: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows: Array<{ owned: boolean }> = await manager.query(
      `SELECT c.user_id IS NOT NULL
              OR EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(c.email))
              OR EXISTS (SELECT 1 FROM applications a WHERE a.client_id = c.id
                           AND (a.status = 'Bound'
                                OR EXISTS (SELECT 1 FROM policies p WHERE p.application_id = a.id)))
              AS owned
         FROM clients c WHERE c.id = $1`,
      [clientId],
    );
    return rows[0]?.owned ?? false;
  }

  /** The role of the account with the email, if there is one. */
  async accountRole(
    email: string,
    manager: EntityManager = this.db.manager,
  ): Promise<string | null> {
    const rows: Array<{ role: string }> = await manager.query(
      `SELECT role FROM users WHERE email = $1`,
      [email.toLowerCase()],
    );
    return rows[0]?.role ?? null;
  }

  /**
   * The confirmed client account with the email that has no record other than `clientId`: the
   * account a record moving to that email belongs to.
   */
  async confirmedAccountFor(
    m: EntityManager,
    email: string,
    clientId: string,
  ): Promise<string | null> {
    const rows: Array<{ id: string }> = await m.query(
      `SELECT u.id FROM users u
        WHERE u.email = $1 AND u.role = 'client' AND u.email_verified_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.user_id = u.id AND c.id <> $2)`,
      [email.toLowerCase(), clientId],
    );
    return rows[0]?.id ?? null;
  }

  /** Keeps an email change waiting for its link; an earlier pending change of the client ends. */
  async insertEmailChange(
    m: EntityManager,
    change: {
      clientId: string;
      newEmail: string;
      tokenHash: string;
      requestedByUserId: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    await m.query(`DELETE FROM client_email_changes WHERE client_id = $1 AND used_at IS NULL`, [
      change.clientId,
    ]);
    await m.query(
      `INSERT INTO client_email_changes
         (client_id, new_email, token_hash, requested_by_user_id, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        change.clientId,
        change.newEmail,
        change.tokenHash,
        change.requestedByUserId,
        change.expiresAt,
      ],
    );
  }

  /**
   * Uses the pending email change with this token hash, if unused and unexpired; what it
   * changes and who asked for it (with the asker's role), or null. Single use under concurrency.
   */
  async claimEmailChange(
    m: EntityManager,
    tokenHash: string,
  ): Promise<{ clientId: string; newEmail: string; requestedBy: string; role: string } | null> {
    const rows: Array<{
      client_id: string;
      new_email: string;
      requested_by: string;
      role: string;
    }> = await m.query(
      `WITH claimed AS (
         UPDATE client_email_changes e SET used_at = now()
           FROM users u
          WHERE e.token_hash = $1 AND e.used_at IS NULL AND e.expires_at > now()
            AND u.id = e.requested_by_user_id
         RETURNING e.client_id, e.new_email, e.requested_by_user_id AS requested_by, u.role)
       SELECT * FROM claimed`,
      [tokenHash],
    );
    const row = rows[0];
    return row
      ? {
          clientId: row.client_id,
          newEmail: row.new_email,
          requestedBy: row.requested_by,
          role: row.role,
        }
      : null;
  }

  /** The record, locked for the rest of the transaction. */
  findForUpdate(m: EntityManager, id: string): Promise<Client | null> {
    return m.findOne(Client, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(m: EntityManager, id: string, changes: Partial<Client>): Promise<void> {
    await m.update(Client, { id }, changes);
  }

  /**
   * The contact's name and phone (no unique column among them, so nothing to answer at once):
   * held back with the transaction's other writes inside `withWriteBatch`.
   */
  async updateContact(
    m: EntityManager,
    id: string,
    contact: Partial<Pick<Client, 'firstName' | 'lastName' | 'phone'>>,
  ): Promise<void> {
    const [sql, params] = m
      .createQueryBuilder()
      .update(Client)
      .set(contact)
      .where('id = :id', { id })
      .getQueryAndParameters();
    await holdWrite(m, { sql, params, tables: [m.connection.getMetadata(Client).tableName] });
  }

  /** The account a client record is made from. */
  async account(m: EntityManager, userId: string): Promise<ClientAccount> {
    const rows: Array<{
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
      verified: boolean;
    }> = await m.query(
      `SELECT email, first_name, last_name, phone, email_verified_at IS NOT NULL AS verified
         FROM users WHERE id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw new Error(`No account ${userId}`);
    return {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      emailVerified: row.verified,
    };
  }

  /** The account's names and phone follow its client's. */
  async updateAccountContact(
    m: EntityManager,
    userId: string,
    changes: Partial<Pick<Client, 'firstName' | 'lastName' | 'phone'>>,
  ): Promise<void> {
    const columns = { firstName: 'first_name', lastName: 'last_name', phone: 'phone' } as const;
    const fields = (Object.keys(columns) as Array<keyof typeof columns>).filter(
      (k) => changes[k] !== undefined,
    );
    if (fields.length === 0) return;
    const set = fields.map((k, i) => `${columns[k]} = $${i + 2}`).join(', ');
    await m.query(`UPDATE users SET ${set}, updated_at = now() WHERE id = $1`, [
      userId,
      ...fields.map((k) => changes[k]),
    ]);
  }

  async hasAccount(email: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows: Array<{ found: boolean }> = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS found`,
      [email.toLowerCase()],
    );
    return rows[0].found;
  }

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

  /** The clients a search finds (at most 20), by email. */
  async search(q: ClientSearch): Promise<Client[]> {
    const qb = this.clients
      .createQueryBuilder('c')
      .leftJoin('businesses', 'b', 'b.client_id = c.id')
      .leftJoin('users', 'u', 'u.id = c.user_id')
      .select('c.id', 'id')
      .distinct(true)
      .limit(SEARCH_LIMIT);
    qb.where(
      new Brackets((w) => {
        if (q.email) w.orWhere('c.email ILIKE :email', { email: likePattern(q.email) });
        if (q.feinHash) w.orWhere('b.fein_hash = :feinHash', { feinHash: q.feinHash });
        if (q.businessName) {
          w.orWhere('(b.legal_name ILIKE :name OR b.dba ILIKE :name)', {
            name: likePattern(q.businessName),
          });
        }
      }),
    );
    if (q.agentId) qb.andWhere(AGENTS_CLIENT, { agent: q.agentId });
    const ids = (await qb.getRawMany<{ id: string }>()).map((r) => r.id);
    if (ids.length === 0) return [];
    return this.clients.createQueryBuilder('c').whereInIds(ids).orderBy('c.email').getMany();
  }

  /** Per client: its businesses' legal names and its agent (the account's, else the latest). */
  searchDetails(ids: string[]): Promise<SearchDetailRow[]> {
    return this.db.query(
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
  }

  page(q: ClientsPageQuery): Promise<[Client[], number]> {
    const qb = this.clients
      .createQueryBuilder('c')
      .leftJoin('users', 'u', 'u.id = c.user_id')
      .orderBy(`c.${q.sort ?? 'createdAt'}`, q.order ?? 'DESC')
      .addOrderBy('c.id')
      .skip(q.skip)
      .take(q.take);
    if (q.agentId) qb.where(AGENTS_CLIENT, { agent: q.agentId });
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
    return qb.getManyAndCount();
  }

  summaries(ids: string[]): Promise<SummaryRow[]> {
    return this.db.query(SUMMARY_SQL, [ids]);
  }
}
