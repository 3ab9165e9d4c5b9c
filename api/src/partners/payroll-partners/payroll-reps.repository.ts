/**
 * Loads and stores payroll partner reps, their pending registrations, sign-in links and contact
 * messages.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { likePattern, pageWindow } from '../../common/http/pagination';
import type { PayrollRepsQueryDto, RegisterPayrollRepDto } from './dto/payroll-rep.dto';
import { PayrollRep } from './entities/payroll-rep.entity';
import { RepContactMessage } from './entities/rep-contact-message.entity';
import { RepLoginToken } from './entities/rep-login-token.entity';
import { RepRegistration } from './entities/rep-registration.entity';
import { RepSession } from './entities/rep-session.entity';

/** A payroll company as the reps' pages name it. */
export interface CompanyName {
  id: string;
  name: string;
}

@Injectable()
export class PayrollRepsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** One page of reps, sorted as asked, searched by email and name. */
  page(q: PayrollRepsQueryDto): Promise<[PayrollRep[], number]> {
    const { skip, take } = pageWindow(q);
    const qb = this.db
      .getRepository(PayrollRep)
      .createQueryBuilder('r')
      .orderBy(`r.${q.sort ?? 'createdAt'}`, q.order ?? 'DESC')
      .skip(skip)
      .take(take);
    if (q.state === 'awaiting_approval') qb.andWhere('r.restricted');
    if (q.state === 'rejected') qb.andWhere('r.rejected_at IS NOT NULL');
    if (q.state === 'active') qb.andWhere('r.active AND NOT r.restricted');
    if (q.state === 'inactive') {
      qb.andWhere('NOT r.active AND NOT r.restricted AND r.rejected_at IS NULL');
    }
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
    return qb.getManyAndCount();
  }

  /** The active rep with this email, if any. */
  findActiveByEmail(email: string): Promise<PayrollRep | null> {
    return this.db.getRepository(PayrollRep).findOneBy({ email, active: true });
  }

  /** Keeps a sign-in link's hash, unused, until it expires. */
  async insertLoginToken(
    m: EntityManager,
    token: Pick<RepLoginToken, 'repId' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await m.insert(RepLoginToken, { ...token, usedAt: null });
  }

  /**
   * Uses the sign-in link with this hash, if it is unused, unexpired and its rep active: the
   * rep's id, else null. Claiming and checking in one statement keeps a link single-use.
   */
  async claimLoginToken(m: EntityManager, tokenHash: string): Promise<string | null> {
    const claimed: [Array<{ rep_id: string }>, number] = await m.query(
      `UPDATE rep_login_tokens t SET used_at = now()
         FROM payroll_reps r
        WHERE r.id = t.rep_id AND r.active
          AND t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
      RETURNING t.rep_id`,
      [tokenHash],
    );
    return claimed[0][0]?.rep_id ?? null;
  }

  find(id: string, m: EntityManager = this.db.manager): Promise<PayrollRep | null> {
    return m.findOneBy(PayrollRep, { id });
  }

  /** The rep under a row lock, for a change in the caller's transaction. */
  findForUpdate(m: EntityManager, id: string): Promise<PayrollRep | null> {
    return m.findOne(PayrollRep, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.db.getRepository(PayrollRep).existsBy({ email });
  }

  /** A new rep; a taken email fails as a unique violation. */
  insert(rep: DeepPartial<PayrollRep>): Promise<PayrollRep> {
    return this.db.getRepository(PayrollRep).save(rep);
  }

  save(m: EntityManager, rep: PayrollRep): Promise<PayrollRep> {
    return m.save(rep);
  }

  async update(id: string, changes: Partial<PayrollRep>): Promise<void> {
    await this.db.getRepository(PayrollRep).update({ id }, changes);
  }

  /** The admin acting as the rep on this session, if any. */
  async actingUserOf(m: EntityManager, sessionId: string): Promise<string | null> {
    const session = await m.findOneBy(RepSession, { id: sessionId });
    return session?.actingUserId ?? null;
  }

  async insertContactMessage(
    m: EntityManager,
    message: Pick<RepContactMessage, 'repId' | 'actingUserId' | 'subject' | 'message'>,
  ): Promise<void> {
    await m.insert(RepContactMessage, message);
  }

  /** Keeps a registration's details, replacing an earlier unconfirmed one of the same email. */
  async upsertRegistration(dto: RegisterPayrollRepDto): Promise<void> {
    await this.db.query(
      `INSERT INTO rep_registrations (email, first_name, last_name, phone)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, phone = EXCLUDED.phone, updated_at = now()`,
      [dto.email, dto.firstName, dto.lastName, dto.phone || null],
    );
  }

  registration(m: EntityManager, email: string): Promise<RepRegistration | null> {
    return m.findOneBy(RepRegistration, { email });
  }

  /** Gives the registration a new confirmation link; an earlier link stops working. */
  async setRegistrationLink(
    m: EntityManager,
    id: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await m.update(RepRegistration, { id }, { tokenHash, expiresAt });
  }
}
