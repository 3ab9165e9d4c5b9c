import { Column, Entity } from 'typeorm';
import type { PayrollReportChargeStatus } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';
import type { RatedPayrollLine } from '../../../quoting/rating';

/** A line of a report as kept: the wages reported and the rate and premium they were priced at. */
export type PayrollReportLine = Pick<
  RatedPayrollLine,
  'state' | 'classCode' | 'payrollCents' | 'ratePer100' | 'premiumCents'
>;

/** One payroll a payroll company reported for a pay-as-you-go policy, and its premium's charge. */
@Entity('payroll_reports')
export class PayrollReport extends TimestampedRecord {
  @Column({ name: 'policy_id', type: 'uuid' })
  policyId: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ name: 'payroll_company_id', type: 'uuid' })
  payrollCompanyId: string;

  @Column({ name: 'api_client_id', type: 'uuid', nullable: true })
  apiClientId: string | null;

  /** The report's id in the payroll company's system: a retried post names it again. */
  @Column({ name: 'partner_report_id', type: 'varchar', length: 100 })
  partnerReportId: string;

  @Column({ name: 'request_digest', type: 'varchar', length: 64 })
  requestDigest: string;

  @Column({ name: 'period_start', type: 'date' })
  periodStart: string;

  @Column({ name: 'period_end', type: 'date' })
  periodEnd: string;

  @Column({ type: 'varchar', length: 100 })
  carrier: string;

  @Column({ type: 'jsonb' })
  lines: PayrollReportLine[];

  @Column({ name: 'payroll_cents', type: 'bigint', transformer: numberColumn })
  payrollCents: number;

  @Column({ name: 'premium_cents', type: 'bigint', transformer: numberColumn })
  premiumCents: number;

  @Column({ name: 'table_versions', type: 'jsonb' })
  tableVersions: string[];

  @Column({ name: 'charge_status', type: 'varchar', length: 20 })
  chargeStatus: PayrollReportChargeStatus;

  /** The provider's payment whose card or account the premium is charged to. */
  @Column({ name: 'payment_on_file', type: 'varchar', length: 100, nullable: true })
  paymentOnFile: string | null;

  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  @Column({ name: 'charged_at', type: 'timestamptz', nullable: true })
  chargedAt: Date | null;
}
