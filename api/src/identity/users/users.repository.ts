/**
 * User rows, read and written through intent-named methods: shared by the users service, the
 * users directory and the seeds, so seeding needs no service (and none of the services it
 * depends on).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import { ErrorCode, Role } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { DEALS_WINDOW_START } from '../../common/database/deals-window';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { likePattern } from '../../common/http/pagination';
import { User } from './entities/user.entity';

/** A taken email is a 409 (2705), which the admin seed also reads as "another start made it". */
async function emailTakenAs409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainException(ErrorCode.EmailTaken);
    throw err;
  }
}

export type NewUser = Pick<User, 'email' | 'role' | 'firstName' | 'lastName' | 'passwordHash'> &
  Partial<User>;

/** A page of agents, as the admin's agents list asks for it. */
export interface AgentsPageQuery {
  skip: number;
  take: number;
  sort?: keyof User;
  order?: 'ASC' | 'DESC';
  active?: boolean;
  searchTerm?: string;
}

@Injectable()
export class UsersRepository {
  private readonly users: Repository<User>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.users = db.getRepository(User);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  findById(id: string, manager: EntityManager = this.db.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  findByIds(ids: string[], manager: EntityManager = this.db.manager): Promise<User[]> {
    return ids.length ? manager.findBy(User, { id: In(ids) }) : Promise.resolve([]);
  }

  findAgent(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, role: Role.Agent });
  }

  /** The agent's deals (see {@link dealCounts}). */
  async countDeals(agentId: string): Promise<number> {
    return (await this.dealCounts([agentId])).get(agentId) ?? 0;
  }

  /**
   * Per agent, their deals: policies bound in the last twelve months (this month included) on
   * applications assigned to them — what the dashboard's deals count per agent. Agents with none
   * are left out.
   */
  async dealCounts(agentIds: string[]): Promise<Map<string, number>> {
    if (agentIds.length === 0) return new Map();
    const rows: Array<{ agent_id: string; n: number }> = await this.db.query(
      `SELECT a.agent_id, count(*)::int AS n
         FROM policies p
         JOIN applications a ON a.id = p.application_id
        WHERE a.agent_id = ANY($1)
          AND p.bound_at IS NOT NULL
          AND p.bound_at >= ${DEALS_WINDOW_START}
        GROUP BY a.agent_id`,
      [agentIds],
    );
    return new Map(rows.map((r) => [r.agent_id, Number(r.n)]));
  }

  pageAgents(q: AgentsPageQuery): Promise<[User[], number]> {
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.role = :role', { role: Role.Agent })
      .orderBy(`u.${q.sort ?? 'createdAt'}`, q.order ?? 'DESC')
      .skip(q.skip)
      .take(q.take);
    if (q.active !== undefined) qb.andWhere('u.active = :active', { active: q.active });
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
    return qb.getManyAndCount();
  }

  /** Agents and admins, by name. */
  listStaff(): Promise<User[]> {
    return this.users.find({
      where: [{ role: Role.Agent }, { role: Role.Admin }],
      order: { firstName: 'ASC', lastName: 'ASC' },
    });
  }

  /** The active admins, the longest-standing first. */
  activeAdmins(manager: EntityManager = this.db.manager): Promise<User[]> {
    return manager.find(User, {
      where: { role: Role.Admin, active: true },
      order: { createdAt: 'ASC' },
    });
  }

  hasActiveAdmin(): Promise<boolean> {
    return this.users.exists({ where: { role: Role.Admin, active: true } });
  }

  /** Inserts a user with the email lower-cased; a taken email is a 409. */
  insert(fields: NewUser, manager: EntityManager = this.users.manager): Promise<User> {
    return emailTakenAs409(
      manager.save(
        manager.create(User, { phone: null, ...fields, email: fields.email.toLowerCase() }),
      ),
    );
  }

  /** Saves the user; an email another user has is a 409. */
  save(user: User, manager: EntityManager = this.users.manager): Promise<User> {
    return emailTakenAs409(manager.save(user));
  }

  async setPasswordHash(
    userId: string,
    passwordHash: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }

  /** A password chosen through an emailed link; following the link also proves the address. */
  async resetPasswordHash(m: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await m
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash, emailVerifiedAt: () => 'coalesce(email_verified_at, now())' })
      .where('id = :userId', { userId })
      .execute();
  }

  async markEmailVerified(m: EntityManager, userId: string): Promise<void> {
    await m
      .createQueryBuilder()
      .update(User)
      .set({ emailVerifiedAt: () => 'coalesce(email_verified_at, now())' })
      .where('id = :userId', { userId })
      .execute();
  }

  async setActive(m: EntityManager, userId: string, active: boolean): Promise<void> {
    await m.update(User, { id: userId }, { active });
  }

  async setAssignedAgent(m: EntityManager, userId: string, agentId: string | null): Promise<void> {
    await m.update(User, { id: userId }, { assignedAgentId: agentId });
  }

  /**
   * Moves the applications of the client account's clients to the agent; answers each moved
   * application with the agent it had.
   */
  moveApplicationsToAgent(
    m: EntityManager,
    clientUserId: string,
    agentId: string | null,
  ): Promise<Array<{ id: string; before: string | null }>> {
    return m.query(
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
      [agentId, clientUserId],
    );
  }
}
