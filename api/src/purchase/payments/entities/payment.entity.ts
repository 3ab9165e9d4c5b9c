import { Column, Entity } from 'typeorm';
import { IdentifiedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';
import type { PaymentInstrument } from '../payment-provider';

/** Money the provider took for a checkout: at most one per checkout and per provider payment. */
@Entity('payments')
export class Payment extends IdentifiedRecord {
  @Column({ name: 'checkout_id', type: 'uuid' })
  checkoutId: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100 })
  providerPaymentId: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ type: 'varchar', length: 8 })
  method: PaymentInstrument;

  /** The last four digits of the card or account, when the provider told them; never more. */
  @Column({ type: 'char', length: 4, nullable: true })
  last4: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt: Date;

  @Column({ name: 'recorded_at', type: 'timestamptz', default: () => 'now()' })
  recordedAt: Date;
}
