import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { CLAIM_FIELDS } from '@coverline/contracts';
import { FieldColumns } from '../../../../common/database/field-columns';
import { IdentifiedRecord } from '../../../../common/database/records';
import { Business } from './business.entity';

/** A loss the business reports in its claims history; its fields are the contracts' claim table. */
@Entity('business_claims')
export class BusinessClaim extends FieldColumns(IdentifiedRecord, CLAIM_FIELDS, {
  date: { name: 'loss_date' },
}) {
  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, (b) => b.claims, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'int' })
  position: number;
}
