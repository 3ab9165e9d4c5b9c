/** Loads and stores policy cancellations, and locks the policy a cancellation changes. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { PolicyCancellation } from './entities/policy-cancellation.entity';

@Injectable()
export class CancellationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Locks the policy's row for the transaction, so two cancellations of one policy run one
   * after the other and the second finds the first.
   */
  async lockPolicy(m: EntityManager, policyId: string): Promise<void> {
    await m.query(`SELECT id FROM policies WHERE id = $1 FOR UPDATE`, [policyId]);
  }

  ofPolicy(policyId: string, m: EntityManager = this.db.manager) {
    return m.findOneBy(PolicyCancellation, { policyId });
  }

  insert(m: EntityManager, row: DeepPartial<PolicyCancellation>): Promise<PolicyCancellation> {
    return m.save(m.create(PolicyCancellation, row));
  }
}
