import { Column, Entity } from 'typeorm';
import type { LedgerEntryKind } from '@coverline/contracts';
import { CreatedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/** One money movement of a policy, in cents; written once and never changed (a trigger says so). */
@Entity('policy_ledger_entries')
export class LedgerEntry extends CreatedRecord {
  /** The order entries were posted in, also within one transaction (the database numbers them). */
  @Column({
    name: 'entry_no',
    type: 'bigint',
    insert: false,
    update: false,
    transformer: numberColumn,
  })
  entryNo: number;

  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: LedgerEntryKind;

  /** Always positive; the kind says which way the money went. */
  @Column({ name: 'amount_cents', type: 'bigint', transformer: numberColumn })
  amountCents: number;

  @Column({ name: 'posted_on', type: 'date' })
  postedOn: string;

  @Column({ type: 'varchar', length: 200 })
  memo: string;

  @Column({ name: 'instalment_id', type: 'uuid', nullable: true })
  instalmentId: string | null;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  /** Names the movement, so recording it twice posts once. */
  @Column({ name: 'posting_key', type: 'varchar', length: 150 })
  postingKey: string;
}
