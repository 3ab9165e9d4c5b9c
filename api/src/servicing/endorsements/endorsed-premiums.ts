import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TermPremiumChange } from '@coverline/contracts';
import { EndorsementsRepository } from './endorsements.repository';

/**
 * What endorsements did to a term's premium, for whoever settles the term (a cancellation earns
 * each version of the policy for its own days).
 */
@Injectable()
export class EndorsedPremiums {
  constructor(@Inject(EndorsementsRepository) private readonly rows: EndorsementsRepository) {}

  /** The issued endorsements that moved the premium, oldest first. */
  issuedChanges(policyId: string, m?: EntityManager): Promise<TermPremiumChange[]> {
    return this.rows.issuedChanges(policyId, m);
  }
}
