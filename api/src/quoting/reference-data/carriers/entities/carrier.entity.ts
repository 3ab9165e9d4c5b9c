import { Column, Entity } from 'typeorm';
import type { CoverageType, PaymentType } from '@coverline/contracts';
import { TimestampedRecord } from '../../../../common/database/records';
import { numericColumn } from '../../common/transforms';

@Entity('carriers')
export class Carrier extends TimestampedRecord {
  /** The company name; unique regardless of case. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The identifier the carrier knows the agency by. */
  @Column({ name: 'shared_id', type: 'varchar', length: 100, nullable: true })
  sharedId: string | null;

  @Column({ name: 'agent_url', type: 'varchar', length: 500, nullable: true })
  agentUrl: string | null;

  @Column({ name: 'client_url', type: 'varchar', length: 500, nullable: true })
  clientUrl: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ name: 'claim_url', type: 'varchar', length: 500, nullable: true })
  claimUrl: string | null;

  /** Where the uploaded logo is kept in file storage. */
  @Column({ name: 'logo_key', type: 'varchar', length: 200, nullable: true })
  logoKey: string | null;

  @Column({ name: 'logo_content_type', type: 'varchar', length: 50, nullable: true })
  logoContentType: string | null;

  @Column({
    name: 'discount_percent',
    type: 'numeric',
    precision: 5,
    scale: 2,
    transformer: numericColumn,
  })
  discountPercent: number;

  @Column({ type: 'text', array: true })
  coverages: CoverageType[];

  @Column({ name: 'payment_types', type: 'text', array: true })
  paymentTypes: PaymentType[];

  /** How far before today a new quote's effective date may be set. */
  @Column({ name: 'initial_quote_max_backdated_days', type: 'int' })
  initialQuoteMaxBackdatedDays: number;

  /** How far before today the effective date of a quote being bound may be. */
  @Column({ name: 'active_quote_max_backdated_days', type: 'int' })
  activeQuoteMaxBackdatedDays: number;

  /** Inactive carriers are kept for the quotes that name them but no longer quote. */
  @Column({ type: 'boolean', default: true })
  active: boolean;
}
