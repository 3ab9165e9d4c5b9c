/**
 * What policies and the modules that change them (endorsements, renewals) ask of cancellations.
 * Policies declare it and servicing/cancellations provides it: cancellations build on policies
 * and endorsements, so neither can import cancellations back.
 */
import type { EntityManager } from 'typeorm';

export abstract class CancellationCheck {
  /**
   * Whether the policy has a cancellation in force: recorded and not rescinded by a
   * reinstatement, whatever its date. In the caller's transaction when it passes its manager.
   */
  abstract isCancelled(policyId: string, m?: EntityManager): Promise<boolean>;

  /** The day each cancelled policy's cover ends (YYYY-MM-DD), for those of `policyIds` cancelled. */
  abstract cancellationDates(policyIds: string[], m?: EntityManager): Promise<Map<string, string>>;
}
