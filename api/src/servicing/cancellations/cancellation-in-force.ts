/**
 * Whether a policy has a cancellation in force: one recorded and not rescinded by a
 * reinstatement, whatever its date (a cancellation dated ahead counts). Endorsements, renewals
 * and premium audits ask it before they change, renew or audit a policy; policies show the day
 * a cancelled policy's cover ends.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CancellationCheck } from '../policies';
import { CancellationsRepository } from './cancellations.repository';

@Injectable()
export class CancellationInForce implements CancellationCheck {
  constructor(@Inject(CancellationsRepository) private readonly rows: CancellationsRepository) {}

  /** In the caller's transaction when it passes its manager (it may hold the policy's lock). */
  async isCancelled(policyId: string, m?: EntityManager): Promise<boolean> {
    return (await this.rows.ofPolicy(policyId, m)) !== null;
  }

  cancellationDates(policyIds: string[], m?: EntityManager): Promise<Map<string, string>> {
    return this.rows.datesInForce(policyIds, m);
  }
}

/**
 * The same question as an SQL condition, for the daily runs that select many policies at once:
 * `policyId` is the SQL naming the policy's id (a column such as `p.id`).
 */
export function cancellationInForceSql(policyId: string): string {
  return `EXISTS (SELECT 1 FROM policy_cancellations in_force
                   WHERE in_force.policy_id = ${policyId} AND in_force.reinstated_on IS NULL)`;
}
