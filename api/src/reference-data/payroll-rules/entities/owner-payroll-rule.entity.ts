import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { EntityType, UsStateCode } from '@coverline/contracts';

/**
 * The payroll an included owner adds to a workers compensation quote, per year, work state and
 * entity type: the set amount applies unless the owner gives an estimate, which is kept between
 * the minimum and the maximum.
 */
@Entity('owner_payroll_rules')
export class OwnerPayrollRuleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
