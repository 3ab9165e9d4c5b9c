/** Loads and stores the first notices of loss filed on bound policies. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { PolicyClaim } from './entities/policy-claim.entity';

@Injectable()
export class ClaimsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  insert(m: EntityManager, claim: DeepPartial<PolicyClaim>): Promise<PolicyClaim> {
    return m.save(m.create(PolicyClaim, claim));
  }

  /** The quote's claims, newest first. */
  ofQuote(quoteId: string): Promise<PolicyClaim[]> {
    return this.db.manager.find(PolicyClaim, {
      where: { applicationId: quoteId },
      order: { createdAt: 'DESC' },
    });
  }
}
