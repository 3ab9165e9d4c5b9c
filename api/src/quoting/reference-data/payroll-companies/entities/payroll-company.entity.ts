import { Column, Entity } from 'typeorm';
import type { CoverageType } from '@coverline/contracts';
import { TimestampedRecord } from '../../../../common/database/records';

/** A payroll service whose clients can be quoted and whose reps refer clients. */
@Entity('payroll_companies')
export class PayrollCompany extends TimestampedRecord {
  /** Unique regardless of case. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Short upper-case code, unique (e.g. ADP). */
  @Column({ type: 'varchar', length: 20 })
  code: string;

  /** The domain of the company's email addresses; reps sign up with an address there. */
  @Column({ name: 'email_domain', type: 'varchar', length: 253, nullable: true })
  emailDomain: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  url: string | null;

  /** The coverages the company's clients can be quoted for. */
  @Column({ name: 'quoting_coverages', type: 'text', array: true })
  quotingCoverages: CoverageType[];
}
