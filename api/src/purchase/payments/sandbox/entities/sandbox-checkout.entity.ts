import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../../common/database/records';
import { numberColumn } from '../../../../common/database/columns';

/** The sandbox provider's side of a checkout: what its hosted page asks the client to pay. */
@Entity('sandbox_checkouts')
export class SandboxCheckout extends CreatedRecord {
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  /** The merchant's checkout id, handed back in the signed result. */
  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ name: 'return_url', type: 'text' })
  returnUrl: string;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;
}
