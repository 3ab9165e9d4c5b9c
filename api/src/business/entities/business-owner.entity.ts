import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { OwnerInclusion, SignatureStatus } from '@coverline/contracts';
import { IdentifiedRecord } from '../../common/database/records';
import { numberColumn } from '../../common/database/columns';
import { Business } from './business.entity';

/** An owner or officer of a business. */
@Entity('business_owners')
export class BusinessOwner extends IdentifiedRecord {
  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, (b) => b.owners, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'int' })
  position: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ name: 'primary_work_state', type: 'varchar', length: 2, nullable: true })
  primaryWorkState: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  title: string | null;

  @Column({
    name: 'ownership_percent',
    type: 'numeric',
    precision: 5,
    scale: 2,
    nullable: true,
    transformer: numberColumn,
  })
  ownershipPercent: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  inclusion: OwnerInclusion | null;

  @Column({
    name: 'payroll_estimate_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  payrollEstimateCents: number | null;

  @Column({ name: 'class_code', type: 'varchar', length: 4, nullable: true })
  classCode: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'signature_status', type: 'varchar', length: 10, default: 'Not sent' })
  signatureStatus: SignatureStatus;
}
