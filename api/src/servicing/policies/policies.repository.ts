/**
 * Loads and stores policy records, with the application and carrier quote rows binding reads
 * and changes beside them.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Policy } from './entities/policy.entity';

/** A page of bound policies: its window and order. */
export interface PolicyWindow {
  skip: number;
  take: number;
  sort: string;
  order: 'ASC' | 'DESC';
}

@Injectable()
export class PoliciesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The application's policy record, active or not. */
  of(applicationId: string, m: EntityManager = this.db.manager): Promise<Policy | null> {
    return m.findOneBy(Policy, { applicationId });
  }

  /** The policy record with this id. */
  byId(id: string, m: EntityManager = this.db.manager): Promise<Policy | null> {
    return m.findOneBy(Policy, { id });
  }

  /** The application's policy once it is bound (active). */
  activeOf(applicationId: string, m: EntityManager = this.db.manager): Promise<Policy | null> {
    return m.findOneBy(Policy, { applicationId, active: true });
  }

  /** The policy records of these applications. */
  ofApplications(applicationIds: string[]): Promise<Policy[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db.manager.find(Policy, { where: { applicationId: In(applicationIds) } });
  }

  /** A new, empty record for the application; not saved yet. */
  blank(applicationId: string): Policy {
    return this.db.manager.create(Policy, { applicationId, active: false });
  }

  save(m: EntityManager, policy: Policy): Promise<Policy> {
    return m.save(Policy, policy);
  }

  /** One page of the active policies of these applications. */
  activePage(applicationIds: string[], w: PolicyWindow): Promise<[Policy[], number]> {
    return this.db.manager.findAndCount(Policy, {
      where: { active: true, applicationId: In(applicationIds) },
      order: { [w.sort]: w.order },
      skip: w.skip,
      take: w.take,
    });
  }
}
