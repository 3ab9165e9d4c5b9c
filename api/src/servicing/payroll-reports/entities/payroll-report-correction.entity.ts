import { Column, Entity } from 'typeorm';
import type { PayrollCorrectionOutcome } from '@coverline/contracts';
import { CreatedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';
import type { PayrollReportLine } from './payroll-report.entity';

/**
 * A payroll company's correction of a report it posted: the wages before and after, the premium
 * re-rated, and what became of the difference (charged, refunded, owed or credited).
 */
@Entity('payroll_report_corrections')
export class PayrollReportCorrection extends CreatedRecord {
  @Column({ name: 'report_id', type: 'uuid' })
  reportId: string;

  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'payroll_company_id', type: 'uuid' })
  payrollCompanyId: string;

  @Column({ name: 'api_client_id', type: 'uuid', nullable: true })
  apiClientId: string | null;

  /** The correction's id in the payroll company's system: a retried post names it again. */
  @Column({ name: 'partner_correction_id', type: 'varchar', length: 100 })
  partnerCorrectionId: string;

  @Column({ name: 'request_digest', type: 'varchar', length: 64 })
  requestDigest: string;

  @Column({ name: 'previous_lines', type: 'jsonb' })
  previousLines: PayrollReportLine[];

  @Column({ type: 'jsonb' })
  lines: PayrollReportLine[];

  @Column({ name: 'previous_payroll_cents', type: 'bigint', transformer: numberColumn })
  previousPayrollCents: number;

  @Column({ name: 'payroll_cents', type: 'bigint', transformer: numberColumn })
  payrollCents: number;

  @Column({ name: 'previous_premium_cents', type: 'bigint', transformer: numberColumn })
  previousPremiumCents: number;

  @Column({ name: 'premium_cents', type: 'bigint', transformer: numberColumn })
  premiumCents: number;

  @Column({ name: 'difference_cents', type: 'bigint', transformer: numberColumn })
  differenceCents: number;

  @Column({ name: 'refund_cents', type: 'bigint', transformer: numberColumn })
  refundCents: number;

  @Column({ type: 'varchar', length: 20 })
  outcome: PayrollCorrectionOutcome;

  /** The provider's charge of a higher premium. */
  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  @Column({ name: 'table_versions', type: 'jsonb' })
  tableVersions: string[];
}
