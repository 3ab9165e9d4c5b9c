import { Column, Entity } from 'typeorm';
import type { InstalmentStatus } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/** One instalment of a bound policy's schedule and what became of charging it. */
@Entity('policy_instalments')
export class Instalment extends TimestampedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  /** 1 for the first instalment after the down payment. */
  @Column({ type: 'smallint' })
  seq: number;

  @Column({ name: 'due_on', type: 'date' })
  dueOn: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ type: 'varchar', length: 12 })
  status: InstalmentStatus;

  /** Charges asked of the provider so far; the current one's idempotency key carries it. */
  @Column({ type: 'smallint' })
  attempts: number;

  @Column({ name: 'next_attempt_on', type: 'date', nullable: true })
  nextAttemptOn: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  /** The provider's payment at checkout whose card or account is charged; null if none. */
  @Column({ name: 'payment_on_file', type: 'varchar', length: 100, nullable: true })
  paymentOnFile: string | null;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ name: 'reminded_on', type: 'date', nullable: true })
  remindedOn: string | null;

  @Column({ name: 'missed_on', type: 'date', nullable: true })
  missedOn: string | null;

  @Column({ name: 'notice_sent_on', type: 'date', nullable: true })
  noticeSentOn: string | null;

  /** The cancellation date the notice for non-payment announced. */
  @Column({ name: 'cancellation_on', type: 'date', nullable: true })
  cancellationOn: string | null;

  /** Hosted payments the client started in the portal and the provider declined. */
  @Column({ name: 'pay_now_attempts', type: 'smallint' })
  payNowAttempts: number;

  @Column({ name: 'pay_now_checkout_id', type: 'varchar', length: 100, nullable: true })
  payNowCheckoutId: string | null;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}
