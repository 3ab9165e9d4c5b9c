/**
 * Loads and stores broker-of-record applications and the staff list of them.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { likePattern, pageWindow } from '../../common/http/pagination';
import type { BorListQueryDto } from './dto/bor.dto';
import { BorApplication } from './entities/bor-application.entity';

@Injectable()
export class BorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The manager reads outside a transaction go through. */
  get manager(): EntityManager {
    return this.db.manager;
  }

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A new draft of the applicant's, not saved yet. */
  draft(m: EntityManager, email: string): BorApplication {
    return m.create(BorApplication, { email, status: 'draft', carrierNotified: false });
  }

  save(m: EntityManager, app: BorApplication): Promise<BorApplication> {
    return m.save(app);
  }

  /** The application, under a row lock for the caller's transaction when asked. */
  find(m: EntityManager, id: string, lock = false): Promise<BorApplication | null> {
    const qb = m.getRepository(BorApplication).createQueryBuilder('b').where('b.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /** The applicant's newest application. */
  latestOf(email: string): Promise<BorApplication | null> {
    return this.db.manager.findOne(BorApplication, {
      where: { email },
      order: { createdAt: 'DESC' },
    });
  }

  /** Every application of the applicant, newest first. */
  allOf(email: string): Promise<BorApplication[]> {
    return this.db.manager.find(BorApplication, {
      where: { email },
      order: { createdAt: 'DESC' },
      take: 100,
    });
  }

  /**
   * Whether the applicant has another application for this policy number that is still on its
   * way (not declined by the carrier).
   */
  async openWithPolicy(
    m: EntityManager,
    email: string,
    policyNumber: string,
    exceptId: string | undefined,
  ): Promise<boolean> {
    const qb = m
      .getRepository(BorApplication)
      .createQueryBuilder('b')
      .where('b.email = :email', { email })
      .andWhere('lower(b.policyNumber) = lower(:policyNumber)', { policyNumber })
      .andWhere(`b.status <> 'declined_by_carrier'`);
    if (exceptId) qb.andWhere('b.id <> :exceptId', { exceptId });
    return qb.getExists();
  }

  /** One page of applications, narrowed by status and searched by name, email, policy, carrier. */
  page(q: BorListQueryDto): Promise<[BorApplication[], number]> {
    const { skip, take } = pageWindow(q);
    const qb = this.db
      .getRepository(BorApplication)
      .createQueryBuilder('b')
      .orderBy(`b.${q.sort ?? 'updatedAt'}`, q.order ?? 'DESC')
      .skip(skip)
      .take(take);
    if (q.status) qb.andWhere('b.status = :status', { status: q.status });
    const term = q.searchTerm?.trim();
    if (term) {
      qb.andWhere(
        '(b.legalName ILIKE :term OR b.email ILIKE :term OR b.policyNumber ILIKE :term OR b.carrierName ILIKE :term)',
        { term: likePattern(term) },
      );
    }
    return qb.getManyAndCount();
  }
}
