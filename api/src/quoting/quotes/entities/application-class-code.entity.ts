import { Column, Entity } from 'typeorm';
import { IdentifiedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

export type ClassCodeSource = 'naics' | 'manual';

/** A workers compensation class code of an application in one state, with its payroll. */
@Entity('application_class_codes')
export class ApplicationClassCode extends IdentifiedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 2 })
  state: string;

  @Column({ name: 'class_code', type: 'varchar', length: 4 })
  classCode: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ name: 'payroll_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  payrollCents: number | null;

  @Column({ name: 'full_time_employees', type: 'int', nullable: true })
  fullTimeEmployees: number | null;

  @Column({ name: 'part_time_employees', type: 'int', nullable: true })
  partTimeEmployees: number | null;

  /** From the business type's NAICS mapping, or added by hand. */
  @Column({ type: 'varchar', length: 10 })
  source: ClassCodeSource;
}
