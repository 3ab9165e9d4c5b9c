/**
 * What endorsements ask of cancellations: whether the policy has a cancellation in force.
 * Endorsements declare it and servicing/cancellations provides it (cancellations use endorsements
 * for what they did to a term's premium, so endorsements cannot import cancellations back).
 */
import type { EntityManager } from 'typeorm';

export abstract class CancellationCheck {
  /** In the caller's transaction when it passes its manager. */
  abstract isCancelled(policyId: string, m?: EntityManager): Promise<boolean>;
}
