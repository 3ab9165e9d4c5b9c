import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { LOCATION_FIELDS } from '@coverline/contracts';
import { FieldColumns } from '../../../../common/database/field-columns';
import { IdentifiedRecord } from '../../../../common/database/records';
import { Business } from './business.entity';

/** A place the business works from; its fields are the contracts' location table. */
@Entity('business_locations')
export class BusinessLocation extends FieldColumns(IdentifiedRecord, LOCATION_FIELDS, {
  zip: { length: 10 },
  primary: { name: 'is_primary' },
  buildingType: { length: 20 },
  construction: { length: 30 },
}) {
  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, (b) => b.locations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  /** Order in which the client listed the locations. */
  @Column({ type: 'int' })
  position: number;
}
