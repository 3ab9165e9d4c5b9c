import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/**
 * The policy of an application: what staff save about it before binding (every field may be
 * empty until then) and, once activated, the bound policy the client sees.
 */
@Entity('policies')
export class Policy extends TimestampedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ name: 'policy_number', type: 'varchar', length: 60, nullable: true })
  policyNumber: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  carrier: string | null;

  @Column({ name: 'effective_date', type: 'date', nullable: true })
  effectiveDate: string | null;

  @Column({ name: 'expiration_date', type: 'date', nullable: true })
  expirationDate: string | null;

  @Column({
    name: 'annual_premium_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  annualPremiumCents: number | null;

  /** How the premium is paid, as staff describe it ("Direct bill by EFT, full payment"). */
  @Column({ name: 'billing_info', type: 'varchar', length: 500, nullable: true })
  billingInfo: string | null;

  @Column({ name: 'blanket_additional_insured', type: 'boolean', nullable: true })
  blanketAdditionalInsured: boolean | null;

  @Column({ name: 'blanket_waiver_of_subrogation', type: 'boolean', nullable: true })
  blanketWaiverOfSubrogation: boolean | null;

  /** The carrier's portal where the client manages the policy. */
  @Column({ name: 'portal_link', type: 'varchar', length: 500, nullable: true })
  portalLink: string | null;

  /** The active policy flag: set when an admin activates (binds) it. */
  @Column({ type: 'boolean', default: false })
  active: boolean;

  @Column({ name: 'bound_at', type: 'timestamptz', nullable: true })
  boundAt: Date | null;

  @Column({ name: 'bound_by', type: 'uuid', nullable: true })
  boundBy: string | null;

  /** The policy this one renews (the expiring term); null for a first term. */
  @Column({ name: 'renewal_of', type: 'uuid', nullable: true })
  renewalOf: string | null;

  /** The policy that renews this one (the next term); null until it is renewed. */
  @Column({ name: 'renewed_by', type: 'uuid', nullable: true })
  renewedBy: string | null;
}
