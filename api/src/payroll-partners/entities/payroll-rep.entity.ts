import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Someone at a payroll company who refers clients; signs in with emailed links, no password. */
@Entity('payroll_reps')
export class PayrollRep {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
