import { Column, Entity } from 'typeorm';
import type { EntityType, UsStateCode } from '@coverline/contracts';
import { TimestampedRecord } from '../../../../common/database/records';

/**
 * The payroll an included owner adds to a workers compensation quote, per year, work state and
 * entity type: the set amount applies unless the owner gives an estimate, which is kept between
 * the minimum and the maximum.
 */
@Entity('owner_payroll_rules')
export class OwnerPayrollRuleEntity extends TimestampedRecord {
  @Column({ type: 'int' })
  year: number;

  @Column({ name: 'entity_type', type: 'varchar', length: 20 })
  entityType: EntityType;

  @Column({ type: 'char', length: 2 })
  state: UsStateCode;

  @Column({ name: 'set_amount_cents', type: 'int' })
  setAmountCents: number;

  @Column({ name: 'min_amount_cents', type: 'int' })
  minAmountCents: number;

  @Column({ name: 'max_amount_cents', type: 'int' })
  maxAmountCents: number;
}
