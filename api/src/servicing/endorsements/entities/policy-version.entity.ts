import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';
import type { Submission } from '../../../quoting/rating';

/**
 * One version of a bound policy's rating inputs and annual premium. Version 1 is the policy as
 * bound (recorded when the first endorsement is issued); each issued endorsement adds the next.
 */
@Entity('policy_versions')
export class PolicyVersion extends CreatedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'version_no', type: 'int' })
  versionNo: number;

  /** The endorsement that made it; null for the policy as bound. */
  @Column({ name: 'endorsement_id', type: 'uuid', nullable: true })
  endorsementId: string | null;

  /** From when it applies. */
  @Column({ name: 'effective_on', type: 'date' })
  effectiveOn: string;

  @Column({ name: 'annual_premium_cents', type: 'bigint', transformer: numberColumn })
  annualPremiumCents: number;

  /** The rating inputs, as the rating library reads them. */
  @Column({ type: 'jsonb' })
  submission: Submission;

  /** The named additional insureds endorsed on the policy. */
  @Column({ name: 'additional_insureds', type: 'jsonb' })
  additionalInsureds: string[];
}
