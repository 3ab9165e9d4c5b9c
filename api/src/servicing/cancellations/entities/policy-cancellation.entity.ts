import { Column, Entity } from 'typeorm';
import type { CancellationMethod, CancellationReason } from '@coverline/contracts';
import { CreatedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/**
 * The cancellation of a bound policy (one in force at most): why, from when, and how its premium
 * settled; and, once rescinded by a reinstatement, when, by whom and how it was paid.
 */
@Entity('policy_cancellations')
export class PolicyCancellation extends CreatedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 20 })
  reason: CancellationReason;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  /** The day cover ends. */
  @Column({ name: 'cancellation_date', type: 'date' })
  cancellationDate: string;

  @Column({ type: 'varchar', length: 12 })
  method: CancellationMethod;

  @Column({ name: 'premium_cents', type: 'bigint', transformer: numberColumn })
  premiumCents: number;

  @Column({ name: 'earned_cents', type: 'bigint', transformer: numberColumn })
  earnedCents: number;

  @Column({ name: 'return_premium_cents', type: 'bigint', transformer: numberColumn })
  returnPremiumCents: number;

  @Column({ name: 'refund_cents', type: 'bigint', transformer: numberColumn })
  refundCents: number;

  @Column({ name: 'balance_due_cents', type: 'bigint', transformer: numberColumn })
  balanceDueCents: number;

  /** The carrier's acknowledgement of the notice; null for a carrier outside the API. */
  @Column({ name: 'carrier_confirmation', type: 'varchar', length: 100, nullable: true })
  carrierConfirmation: string | null;

  /** The client's change request the cancellation completed, if any. */
  @Column({ name: 'change_request_id', type: 'uuid', nullable: true })
  changeRequestId: string | null;

  /** Who cancelled; null when the billing run did (non-payment). */
  @Column({ name: 'cancelled_by', type: 'uuid', nullable: true })
  cancelledBy: string | null;

  /** The day the cancellation was rescinded; null while it stands. */
  @Column({ name: 'reinstated_on', type: 'date', nullable: true })
  reinstatedOn: string | null;

  /** Who on staff reinstated; null when the client's payment did. */
  @Column({ name: 'reinstated_by', type: 'uuid', nullable: true })
  reinstatedBy: string | null;

  @Column({ name: 'reinstated_at', type: 'timestamptz', nullable: true })
  reinstatedAt: Date | null;

  /** The carrier's acknowledgement of the reinstatement; null for a carrier outside the API. */
  @Column({ name: 'reinstatement_confirmation', type: 'varchar', length: 100, nullable: true })
  reinstatementConfirmation: string | null;

  /** What the client paid to reinstate it; null when staff reinstated without a payment. */
  @Column({
    name: 'reinstatement_paid_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  reinstatementPaidCents: number | null;

  @Column({ name: 'reinstatement_payment_id', type: 'varchar', length: 100, nullable: true })
  reinstatementPaymentId: string | null;

  /** The provider's checkout of the client's reinstatement payment under way. */
  @Column({ name: 'reinstatement_checkout_id', type: 'varchar', length: 100, nullable: true })
  reinstatementCheckoutId: string | null;

  /** Declined tries so far: the next payment page gets a new key. */
  @Column({ name: 'reinstatement_pay_attempts', type: 'smallint', default: 0 })
  reinstatementPayAttempts: number;
}
