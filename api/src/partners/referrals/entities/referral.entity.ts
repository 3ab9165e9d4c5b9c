import { Column, Entity } from 'typeorm';
import type { PayoutDecision, ReferralStatus, ReferralType } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';

/**
 * A client a payroll partner rep referred to the agency. The rep's identity is copied at the
 * time of the referral, so the referral reads the same after the rep edits their profile.
 */
@Entity('referrals')
export class Referral extends TimestampedRecord {
  /** The referral id people quote: a number the database gives, shorter than the uuid. */
  @Column({ type: 'bigint', insert: false, update: false })
  number: string;

  @Column({ type: 'varchar', length: 24 })
  type: ReferralType;

  @Column({ type: 'varchar', length: 40 })
  status: ReferralStatus;

  @Column({ name: 'rep_id', type: 'uuid' })
  repId: string;

  @Column({ name: 'payroll_company_id', type: 'uuid' })
  payrollCompanyId: string;

  @Column({ name: 'rep_email', type: 'varchar', length: 254 })
  repEmail: string;

  @Column({ name: 'rep_first_name', type: 'varchar', length: 100 })
  repFirstName: string;

  @Column({ name: 'rep_last_name', type: 'varchar', length: 100 })
  repLastName: string;

  @Column({ name: 'rep_phone', type: 'varchar', length: 30, nullable: true })
  repPhone: string | null;

  @Column({ name: 'active_wc_policy', type: 'boolean', default: false })
  activeWCPolicy: boolean;

  @Column({ type: 'boolean', default: false })
  transfer: boolean;

  @Column({ name: 'need_replace', type: 'boolean', default: false })
  needReplace: boolean;

  @Column({ name: 'if_comparison', type: 'varchar', length: 500, nullable: true })
  ifComparison: string | null;

  @Column({ name: 'business_name', type: 'varchar', length: 200 })
  businessName: string;

  @Column({ name: 'business_dba', type: 'varchar', length: 200, nullable: true })
  businessDBA: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'referral_desc', type: 'varchar', length: 2000, nullable: true })
  referralDesc: string | null;

  /** SHA-256 of the token in the client's quote link. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'client_mailed_at', type: 'timestamptz', nullable: true })
  clientMailedAt: Date | null;

  /** The quote the referral follows. */
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId: string | null;

  /** The broker-of-record application a BOR referral follows. */
  @Column({ name: 'bor_application_id', type: 'uuid', nullable: true })
  borApplicationId: string | null;

  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true })
  attachedAt: Date | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  payout: PayoutDecision | null;

  @Column({ name: 'payout_decided_at', type: 'timestamptz', nullable: true })
  payoutDecidedAt: Date | null;

  @Column({ name: 'payout_decided_by', type: 'uuid', nullable: true })
  payoutDecidedBy: string | null;
}
