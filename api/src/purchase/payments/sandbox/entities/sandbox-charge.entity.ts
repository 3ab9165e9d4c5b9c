import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../../common/database/records';
import { numberColumn } from '../../../../common/database/columns';
import type { PaymentInstrument } from '../../payment-provider';

/**
 * The sandbox provider's ledger: the one charge (paid or declined) of a sandbox checkout. Only
 * the last four digits of the card or account are kept.
 */
@Entity('sandbox_charges')
export class SandboxCharge extends CreatedRecord {
  @Column({ name: 'checkout_id', type: 'uuid' })
  checkoutId: string;

  @Column({ type: 'varchar', length: 8 })
  status: 'paid' | 'declined';

  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ type: 'varchar', length: 8 })
  method: PaymentInstrument;

  @Column({ type: 'char', length: 4 })
  last4: string;
}
