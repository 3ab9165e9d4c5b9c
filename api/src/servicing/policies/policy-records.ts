/**
 * What other modules may read of policy records: an application's record, its bound policy,
 * a record by its id, and the records of several applications. Binding and its changes stay
 * with this module.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Policy } from './entities/policy.entity';
import { PoliciesRepository } from './policies.repository';

@Injectable()
export class PolicyRecords {
  constructor(@Inject(PoliciesRepository) private readonly policies: PoliciesRepository) {}

  /** The application's policy record, active or not; null when nothing was saved yet. */
  of(applicationId: string, m?: EntityManager): Promise<Policy | null> {
    return this.policies.of(applicationId, m);
  }

  /** The policy record with this id, whatever its application. */
  byId(id: string, m?: EntityManager): Promise<Policy | null> {
    return this.policies.byId(id, m);
  }

  /** The application's policy once it is bound (active). */
  activeOf(applicationId: string, m?: EntityManager): Promise<Policy | null> {
    return this.policies.activeOf(applicationId, m);
  }

  ofApplications(applicationIds: string[]): Promise<Policy[]> {
    return this.policies.ofApplications(applicationIds);
  }
}
