import { Column, Entity } from 'typeorm';
import type {
  EndorsementReferralReason,
  EndorsementSettlement,
  EndorsementStatus,
  EndorsementType,
} from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';
import type { Submission } from '../../../quoting/rating';
import type { EndorsementChange } from '../endorsement-change';

/**
 * A change to a bound policy's rating inputs: what changes and from when, its price (the annual
 * premium before and after, the pro rata amount), why staff must approve it, and what became of
 * it (the offer, the client's answer, the money, the policy version it issued).
 */
@Entity('policy_endorsements')
export class PolicyEndorsement extends TimestampedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 30 })
  type: EndorsementType;

  @Column({ type: 'varchar', length: 12 })
  status: EndorsementStatus;

  /** The change as it was asked for. */
  @Column({ type: 'jsonb' })
  change: EndorsementChange;

  /** The day the change takes effect. */
  @Column({ name: 'endorsement_date', type: 'date' })
  endorsementDate: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  /** The rating inputs with the change applied (the FEIN left out), issued as the new version. */
  @Column({ name: 'new_submission', type: 'jsonb' })
  newSubmission: Submission;

  @Column({ name: 'new_additional_insureds', type: 'jsonb' })
  newAdditionalInsureds: string[];

  /** The policy version the change was priced from. */
  @Column({ name: 'base_version_no', type: 'int' })
  baseVersionNo: number;

  @Column({ name: 'old_annual_premium_cents', type: 'bigint', transformer: numberColumn })
  oldAnnualPremiumCents: number;

  @Column({ name: 'new_annual_premium_cents', type: 'bigint', transformer: numberColumn })
  newAnnualPremiumCents: number;

  /** Positive: additional premium; negative: return premium. */
  @Column({ name: 'pro_rata_cents', type: 'bigint', transformer: numberColumn })
  proRataCents: number;

  @Column({ name: 'term_days', type: 'int' })
  termDays: number;

  @Column({ name: 'remaining_days', type: 'int' })
  remainingDays: number;

  @Column({ name: 'referral_reasons', type: 'jsonb' })
  referralReasons: EndorsementReferralReason[];

  /** The rate table versions the change was priced with. */
  @Column({ name: 'table_versions', type: 'jsonb' })
  tableVersions: string[];

  @Column({ name: 'offer_expires_on', type: 'date', nullable: true })
  offerExpiresOn: string | null;

  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy: string;

  /** Staff who approved or declined a referral. */
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'review_note', type: 'varchar', length: 1000, nullable: true })
  reviewNote: string | null;

  @Column({ name: 'answered_by', type: 'uuid', nullable: true })
  answeredBy: string | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  settlement: EndorsementSettlement | null;

  /** What the provider charged (additional premium) or refunded (return premium), in cents. */
  @Column({ name: 'settled_cents', type: 'bigint', transformer: numberColumn, default: 0 })
  settledCents: number;

  /** The policy version the endorsement issued. */
  @Column({ name: 'issued_version_no', type: 'int', nullable: true })
  issuedVersionNo: number | null;

  @Column({ name: 'document_id', type: 'uuid', nullable: true })
  documentId: string | null;
}
