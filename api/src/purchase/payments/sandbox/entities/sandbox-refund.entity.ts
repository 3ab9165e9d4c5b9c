import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../../common/database/records';
import { numberColumn } from '../../../../common/database/columns';

/** The sandbox provider's refunds: money paid back on one of its charges, once per key. */
@Entity('sandbox_refunds')
export class SandboxRefund extends CreatedRecord {
  @Column({ name: 'charge_id', type: 'uuid' })
  chargeId: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 150 })
  idempotencyKey: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ type: 'varchar', length: 200 })
  reason: string;
}
