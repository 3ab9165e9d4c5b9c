import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../common/database/records';

/** Someone at a payroll company who refers clients; signs in with emailed links, no password. */
@Entity('payroll_reps')
export class PayrollRep extends TimestampedRecord {
  @Column({ name: 'payroll_company_id', type: 'uuid' })
  payrollCompanyId: string;

  /** Stored lower-case, unique. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
