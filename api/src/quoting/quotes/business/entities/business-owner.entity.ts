import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { OWNER_FIELDS } from '@coverline/contracts';
import { FieldColumns } from '../../../../common/database/field-columns';
import { IdentifiedRecord } from '../../../../common/database/records';
import { Business } from './business.entity';

/** An owner or officer of a business; its fields are the contracts' owner table. */
@Entity('business_owners')
export class BusinessOwner extends FieldColumns(IdentifiedRecord, OWNER_FIELDS, {
  ownershipPercent: { precision: 5 },
  inclusion: { length: 10 },
  classCode: { length: 4 },
  signatureStatus: { length: 10 },
}) {
  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, (b) => b.owners, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'int' })
  position: number;
}
