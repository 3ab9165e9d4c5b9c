import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/** open: the client may pay; paid or declined: the provider's result is recorded; reset: closed by an admin. */
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'reset';

/** One attempt to take the first payment of an application through the payment provider. */
@Entity('checkouts')
export class Checkout extends CreatedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** Null until the provider has answered (it is asked again, idempotently, if it never did). */
  @Column({ name: 'provider_checkout_id', type: 'varchar', length: 100, nullable: true })
  providerCheckoutId: string | null;

  @Column({ name: 'redirect_url', type: 'text', nullable: true })
  redirectUrl: string | null;

  @Column({ type: 'varchar', length: 12, default: 'open' })
  status: CheckoutStatus;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}
