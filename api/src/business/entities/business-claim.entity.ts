import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdentifiedRecord } from '../../common/database/records';
import { numberColumn } from '../../common/database/columns';
import { Business } from './business.entity';

/** A loss the business reports in its claims history. */
@Entity('business_claims')
export class BusinessClaim extends IdentifiedRecord {
  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, (b) => b.claims, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({
    name: 'amount_of_loss_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  amountOfLossCents: number | null;

  /** YYYY-MM-DD. */
  @Column({ name: 'loss_date', type: 'date', nullable: true })
  date: string | null;

  @Column({ type: 'boolean', nullable: true })
  open: boolean | null;
}
