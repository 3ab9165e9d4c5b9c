/**
 * Loads and stores policy change requests.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { PolicyChangeRequest } from './entities/policy-change-request.entity';

@Injectable()
export class PolicyChangesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  insert(m: EntityManager, request: DeepPartial<PolicyChangeRequest>) {
    return m.save(m.create(PolicyChangeRequest, request));
  }

  save(m: EntityManager, request: PolicyChangeRequest): Promise<PolicyChangeRequest> {
    return m.save(PolicyChangeRequest, request);
  }

  /** The quote's change requests, newest first. */
  ofQuote(quoteId: string): Promise<PolicyChangeRequest[]> {
    return this.db.manager.find(PolicyChangeRequest, {
      where: { applicationId: quoteId },
      order: { createdAt: 'DESC' },
    });
  }

  /** One request of the quote's, under a row lock for the caller's transaction. */
  locked(m: EntityManager, quoteId: string, id: string): Promise<PolicyChangeRequest | null> {
    return m.findOne(PolicyChangeRequest, {
      where: { id, applicationId: quoteId },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
