import { Column, Entity } from 'typeorm';
import type {
  NonRenewalReason,
  RenewalChange,
  RenewalStatus,
  CarrierName,
} from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/** A class code of the renewal: the expiring term's payroll and rate beside the renewal's. */
export interface RenewalClass {
  state: string;
  classCode: string;
  description: string | null;
  expiringPayrollCents: number;
  expiringRatePer100: number | null;
  payrollCents: number;
  ratePer100: number | null;
}

/** The carrier's answer the renewal premium came from, kept to bind exactly what was offered. */
export interface RenewalRating {
  carrier: CarrierName;
  sandbox: boolean;
  bindability: string;
  reasons: unknown[];
  worksheet: unknown;
  terms: Record<string, unknown> | null;
}

/** The renewal of a policy's term (one per expiring policy), from opening to its outcome. */
@Entity('policy_renewals')
export class PolicyRenewal extends TimestampedRecord {
  /** The expiring policy. */
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  /** The expiring policy's application. */
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 24 })
  status: RenewalStatus;

  @Column({ name: 'opened_on', type: 'date' })
  openedOn: string;

  /** The new term: from the expiring term's last day, one year. */
  @Column({ name: 'effective_date', type: 'date' })
  effectiveDate: string;

  @Column({ name: 'expiration_date', type: 'date' })
  expirationDate: string;

  @Column({ type: 'varchar', length: 40 })
  carrier: string;

  @Column({ name: 'expiring_premium_cents', type: 'bigint', transformer: numberColumn })
  expiringPremiumCents: number;

  /** The renewal premium; null while the carrier did not price it. */
  @Column({ name: 'premium_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  premiumCents: number | null;

  @Column({ type: 'jsonb' })
  classes: RenewalClass[];

  @Column({ type: 'jsonb' })
  summary: RenewalChange[];

  @Column({ type: 'jsonb', nullable: true })
  rating: RenewalRating | null;

  /** Why the carrier did not price the renewal. */
  @Column({ name: 'rating_message', type: 'varchar', length: 500, nullable: true })
  ratingMessage: string | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'confirmed_by', type: 'uuid', nullable: true })
  confirmedBy: string | null;

  @Column({ name: 'non_renewal_reason', type: 'varchar', length: 20, nullable: true })
  nonRenewalReason: NonRenewalReason | null;

  @Column({ name: 'non_renewal_note', type: 'varchar', length: 1000, nullable: true })
  nonRenewalNote: string | null;

  /** Who accepted or non-renewed; null for a lapse (the daily run). */
  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'renewed_application_id', type: 'uuid', nullable: true })
  renewedApplicationId: string | null;

  @Column({ name: 'renewed_policy_id', type: 'uuid', nullable: true })
  renewedPolicyId: string | null;
}
