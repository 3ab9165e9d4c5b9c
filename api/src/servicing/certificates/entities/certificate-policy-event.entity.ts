import { Column, Entity } from 'typeorm';
import type { PolicyHolderEvent } from '@coverline/contracts';
import { CreatedRecord } from '../../../common/database/records';

/**
 * A policy event its certificate holders were told of, dated the day it takes effect. One of
 * each kind per policy: telling again is a no-op, so every holder hears of it once.
 */
@Entity('certificate_policy_events')
export class CertificatePolicyEvent extends CreatedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ type: 'varchar', length: 20 })
  event: PolicyHolderEvent;

  @Column({ name: 'effective_on', type: 'date' })
  effectiveOn: string;
}
