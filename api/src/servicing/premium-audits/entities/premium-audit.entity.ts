import { Column, Entity } from 'typeorm';
import type {
  AuditedPremium,
  AuditPayrollLine,
  AuditPayrollSource,
  AuditSettlementStatus,
  AuditTermBasis,
  PremiumAuditStatus,
} from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';

/** The premium audit of a workers' compensation policy's term (one per policy). */
@Entity('premium_audits')
export class PremiumAudit extends TimestampedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 20 })
  status: PremiumAuditStatus;

  @Column({ name: 'effective_date', type: 'date' })
  effectiveDate: string;

  @Column({ name: 'expiration_date', type: 'date' })
  expirationDate: string;

  @Column({ type: 'varchar', length: 40 })
  carrier: string;

  /** Pay-as-you-go: the final payroll comes from the payroll reports. */
  @Column({ type: 'boolean' })
  paygo: boolean;

  /** What the term premium was made of (the bound quote's worksheet). */
  @Column({ type: 'jsonb' })
  basis: AuditTermBasis;

  @Column({ name: 'payroll_source', type: 'varchar', length: 20, nullable: true })
  payrollSource: AuditPayrollSource | null;

  /** The final payroll per state and class code, rated. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  lines: AuditPayrollLine[];

  @Column({ name: 'payroll_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  payrollCents: number | null;

  /** How the audited premium was worked out. */
  @Column({ type: 'jsonb', nullable: true })
  audited: AuditedPremium | null;

  @Column({
    name: 'audited_premium_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  auditedPremiumCents: number | null;

  /** Premium billed for the term (billed less returned) before the audit. */
  @Column({ name: 'billed_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  billedCents: number | null;

  /** Audited less billed: above 0 is charged, below 0 refunded. */
  @Column({ name: 'difference_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  differenceCents: number | null;

  @Column({ name: 'settlement_status', type: 'varchar', length: 20, nullable: true })
  settlementStatus: AuditSettlementStatus | null;

  @Column({ name: 'payment_on_file', type: 'varchar', length: 100, nullable: true })
  paymentOnFile: string | null;

  /** The client's address, for the provider's receipt. */
  @Column({ name: 'customer_email', type: 'varchar', length: 320 })
  customerEmail: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  /** The client who gave the final payroll. */
  @Column({ name: 'reported_by', type: 'uuid', nullable: true })
  reportedBy: string | null;

  @Column({ name: 'payroll_received_at', type: 'timestamptz', nullable: true })
  payrollReceivedAt: Date | null;

  @Column({ name: 'audited_at', type: 'timestamptz', nullable: true })
  auditedAt: Date | null;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
