import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../../common/database/records';

/** Someone at a payroll company who refers clients; signs in with emailed links, no password. */
@Entity('payroll_reps')
export class PayrollRep extends TimestampedRecord {
  /** Null only while a self-registered rep waits for approval (no company has their domain). */
  @Column({ name: 'payroll_company_id', type: 'uuid', nullable: true })
  payrollCompanyId: string | null;

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

  /** Registered without a payroll company's domain: inactive until an admin approves them. */
  @Column({ type: 'boolean', default: false })
  restricted: boolean;

  /** An admin refused a self-registered rep's access (the rep is then inactive). */
  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;

  /** Why, as mailed to the rep. */
  @Column({ name: 'rejection_reason', type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  /** The rep wants an email when one of their referrals changes status. */
  @Column({ name: 'notify_referral_status', type: 'boolean', default: true })
  notifyReferralStatus: boolean;
}
