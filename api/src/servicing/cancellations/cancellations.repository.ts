/**
 * Loads and stores policy cancellations (the one in force, and those reinstatements rescinded),
 * and locks the policy a cancellation or reinstatement changes.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, type DeepPartial, type EntityManager } from 'typeorm';
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

  /** The policy's cancellation in force (not rescinded), if any. */
  ofPolicy(policyId: string, m: EntityManager = this.db.manager) {
    return m.findOneBy(PolicyCancellation, { policyId, reinstatedOn: IsNull() });
  }

  /** The cancellation date (YYYY-MM-DD) of each of the policies with a cancellation in force. */
  async datesInForce(
    policyIds: string[],
    m: EntityManager = this.db.manager,
  ): Promise<Map<string, string>> {
    if (policyIds.length === 0) return new Map();
    const rows = await m.query<Array<{ policy_id: string; on: string }>>(
      `SELECT policy_id, to_char(cancellation_date, 'YYYY-MM-DD') AS on
         FROM policy_cancellations
        WHERE policy_id = ANY ($1::uuid[]) AND reinstated_on IS NULL`,
      [policyIds],
    );
    return new Map(rows.map((r) => [r.policy_id, r.on]));
  }

  /** How many of the policy's cancellations reinstatements rescinded. */
  rescinded(policyId: string, m: EntityManager = this.db.manager): Promise<number> {
    return m.countBy(PolicyCancellation, { policyId, reinstatedOn: Not(IsNull()) });
  }

  /** A cancellation by id, locked for the transaction. */
  lock(m: EntityManager, id: string): Promise<PolicyCancellation | null> {
    return m.findOne(PolicyCancellation, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(m: EntityManager, id: string, fields: Partial<PolicyCancellation>): Promise<void> {
    await m.update(PolicyCancellation, { id }, fields);
  }

  insert(m: EntityManager, row: DeepPartial<PolicyCancellation>): Promise<PolicyCancellation> {
    return m.save(m.create(PolicyCancellation, row));
  }
}
