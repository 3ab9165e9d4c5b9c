import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { Construction, PropertyType } from '@coverline/contracts';
import { IdentifiedRecord } from '../../common/database/records';
import { numberColumn } from '../../common/database/columns';
import { Business } from './business.entity';

@Entity('business_locations')
export class BusinessLocation extends IdentifiedRecord {
  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, (b) => b.locations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  /** Order in which the client listed the locations. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address2: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  zip: string | null;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  primary: boolean;

  @Column({ name: 'building_type', type: 'varchar', length: 20, nullable: true })
  buildingType: PropertyType | null;

  @Column({ type: 'boolean', nullable: true })
  sprinklers: boolean | null;

  @Column({ name: 'bpp_coverage_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  bppCoverageCents: number | null;

  @Column({
    name: 'building_coverage_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  buildingCoverageCents: number | null;

  @Column({ name: 'square_footage', type: 'int', nullable: true })
  squareFootage: number | null;

  @Column({ name: 'year_built', type: 'int', nullable: true })
  yearBuilt: number | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  construction: Construction | null;

  @Column({ type: 'int', nullable: true })
  stories: number | null;

  @Column({ name: 'home_office', type: 'boolean', nullable: true })
  homeOffice: boolean | null;
}
