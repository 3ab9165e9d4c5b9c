/** The payroll reports API's requests and answers. */
import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  PAY_FREQUENCIES,
  PAYROLL_CORRECTION_OUTCOMES,
  PAYROLL_REPORT_CHARGE_STATUSES,
  PAYROLL_REPORTING_STATES,
  PayrollReportLimits,
  US_STATE_CODES,
  type PayFrequency,
  type PayrollCorrectionOutcome,
  type PayrollReportChargeStatus,
  type PayrollReportingState,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import { IsCalendarDate } from '../../../quoting/quotes';
import type { PayrollReportCorrection } from '../entities/payroll-report-correction.entity';
import type { PayrollReport } from '../entities/payroll-report.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

export class PayrollReportLineInputDto {
  @ApiProperty({ description: 'The NCCI class code, four digits.', example: '5403' })
  @Transform(trim)
  @IsString()
  @Matches(/^\d{4}$/, { message: 'classCode must be four digits.' })
  classCode: string;

  @ApiProperty({
    description: 'The state the wages were earned in.',
    enum: US_STATE_CODES,
    enumName: 'UsStateCode',
    example: 'CA',
  })
  @Transform(upper)
  @IsIn(US_STATE_CODES, { message: 'state must be a US state code (two letters).' })
  state: string;

  @ApiProperty({
    description: 'Gross wages of the period in this class and state, in cents.',
    example: 1234567,
    minimum: 0,
    maximum: PayrollReportLimits.maxPayrollCents,
  })
  @IsInt({ message: 'payrollCents must be a whole number of cents.' })
  @Min(0)
  @Max(PayrollReportLimits.maxPayrollCents)
  payrollCents: number;
}

export class PostPayrollReportDto {
  @ApiProperty({
    description:
      "The report's id in the payroll company's system. Posting the same id again answers the first report and charges nothing more.",
    example: 'run-2026-11-14-0042',
    maxLength: PayrollReportLimits.reportIdMaxLength,
  })
  @Transform(trim)
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/, {
    message:
      'reportId must be 1 to 100 letters, digits, dots, colons, underscores or hyphens, starting with a letter or digit.',
  })
  reportId: string;

  @ApiProperty({ description: 'The policy the payroll is reported for.', example: 'WC-1048823' })
  @Transform(trim)
  @IsString()
  @MaxLength(60)
  @Matches(/\S/, { message: 'policyNumber must not be empty.' })
  policyNumber: string;

  @ApiProperty({ description: "The pay period's first day.", type: String, format: 'date' })
  @IsCalendarDate()
  periodStart: string;

  @ApiProperty({ description: "The pay period's last day.", type: String, format: 'date' })
  @IsCalendarDate()
  periodEnd: string;

  @ApiProperty({
    type: [PayrollReportLineInputDto],
    description: 'Wages per class code and state; each pair at most once.',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'lines must name at least one class code and state.' })
  @ArrayMaxSize(PayrollReportLimits.maxLines)
  @ValidateNested({ each: true })
  @Type(() => PayrollReportLineInputDto)
  lines: PayrollReportLineInputDto[];
}

const PARTNER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const PARTNER_ID_RULE =
  'must be 1 to 100 letters, digits, dots, colons, underscores or hyphens, starting with a letter or digit.';

/** A payroll company's correction of the wages of a report it posted. */
export class PostPayrollCorrectionDto {
  @ApiProperty({
    description: 'The `reportId` of the report being corrected, as the payroll company posted it.',
    example: 'run-2026-11-14-0042',
    maxLength: PayrollReportLimits.reportIdMaxLength,
  })
  @Transform(trim)
  @IsString()
  @Matches(PARTNER_ID, { message: `reportId ${PARTNER_ID_RULE}` })
  reportId: string;

  @ApiProperty({
    description:
      "The correction's id in the payroll company's system. Posting the same id again answers the first correction and charges or refunds nothing more.",
    example: 'run-2026-11-14-0042-fix-1',
    maxLength: PayrollReportLimits.reportIdMaxLength,
  })
  @Transform(trim)
  @IsString()
  @Matches(PARTNER_ID, { message: `correctionId ${PARTNER_ID_RULE}` })
  correctionId: string;

  @ApiProperty({
    type: [PayrollReportLineInputDto],
    description:
      'The revised wages of the whole period per class code and state (they replace the lines reported); each pair at most once.',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'lines must name at least one class code and state.' })
  @ArrayMaxSize(PayrollReportLimits.maxLines)
  @ValidateNested({ each: true })
  @Type(() => PayrollReportLineInputDto)
  lines: PayrollReportLineInputDto[];
}

export class PayrollReportsQueryDto {
  @ApiProperty({ description: 'The policy whose reports to list.', example: 'WC-1048823' })
  @Transform(trim)
  @IsString()
  @MaxLength(60)
  @Matches(/\S/, { message: 'policyNumber must not be empty.' })
  policyNumber: string;
}

export class RepPayrollReportsQueryDto extends PickType(PageQueryDto, ['page', 'pageSize']) {}

export class PayrollReportLineDto {
  @ApiProperty({ example: '5403' }) classCode: string;
  @ApiProperty({ example: 'CA' }) state: string;
  @ApiProperty({ description: 'Wages reported, in cents.' }) payrollCents: number;
  @ApiProperty({ description: "The carrier's rate per $100 of payroll.", example: 11.33 })
  ratePer100: number;
  @ApiProperty({ description: 'payrollCents / 100 x ratePer100, rounded to the cent.' })
  premiumCents: number;
}

export class PayrollReportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "The id the payroll company's system gave the report." })
  reportId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty({ type: String, format: 'date' }) periodStart: string;
  @ApiProperty({ type: String, format: 'date' }) periodEnd: string;
  @ApiProperty({ type: [PayrollReportLineDto] }) lines: PayrollReportLineDto[];
  @ApiProperty({ description: 'Total wages reported, in cents.' }) payrollCents: number;
  @ApiProperty({ description: 'The premium of the period, in cents: the sum of the lines.' })
  premiumCents: number;
  @ApiProperty({
    enum: PAYROLL_REPORT_CHARGE_STATUSES,
    enumName: 'PayrollReportChargeStatus',
    description:
      'pending: the provider has not answered yet; paid; declined; no_payment_on_file: billed, to be paid.',
  })
  chargeStatus: PayrollReportChargeStatus;
  @ApiProperty({ type: String, format: 'date-time' }) receivedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) chargedAt: string | null;
}

export class PolicyPayrollReportsDto {
  @ApiProperty({ format: 'uuid', description: 'The quote the policy was bound from.' })
  quoteId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty() businessName: string;
  @ApiProperty({ enum: PAY_FREQUENCIES, enumName: 'PayFrequency' }) payFrequency: PayFrequency;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty({
    type: String,
    format: 'date',
    description: 'The last day the reports cover; the day before the policy starts when none.',
  })
  reportedThrough: string;
  @ApiProperty({
    enum: PAYROLL_REPORTING_STATES,
    enumName: 'PayrollReportingState',
    description:
      'current; late: a report is overdue; unreported: nothing reported for 30 days or more.',
  })
  reportingState: PayrollReportingState;
  @ApiProperty({ type: [PayrollReportDto], description: 'Latest period first.' })
  reports: PayrollReportDto[];
}

export class PayrollCorrectionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "The id the payroll company's system gave the correction." })
  correctionId: string;
  @ApiProperty({ description: 'The `reportId` of the report corrected.' }) reportId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty({ type: String, format: 'date' }) periodStart: string;
  @ApiProperty({ type: String, format: 'date' }) periodEnd: string;
  @ApiProperty({ type: [PayrollReportLineDto], description: 'The revised lines, re-rated.' })
  lines: PayrollReportLineDto[];
  @ApiProperty({ description: 'Total wages before the correction, in cents.' })
  previousPayrollCents: number;
  @ApiProperty({ description: 'Total wages after the correction, in cents.' })
  payrollCents: number;
  @ApiProperty({ description: "The report's premium before the correction, in cents." })
  previousPremiumCents: number;
  @ApiProperty({ description: "The report's premium after the correction, in cents." })
  premiumCents: number;
  @ApiProperty({ description: 'premiumCents - previousPremiumCents: positive is owed more.' })
  differenceCents: number;
  @ApiProperty({ description: 'What the provider paid back, in cents.' }) refundCents: number;
  @ApiProperty({
    enum: PAYROLL_CORRECTION_OUTCOMES,
    enumName: 'PayrollCorrectionOutcome',
    description:
      'charged: the difference was charged on file; declined or no_payment_on_file: billed and owed; refunded: paid back; credited: lowers what is owed; unchanged: the same premium.',
  })
  outcome: PayrollCorrectionOutcome;
  @ApiProperty({ type: String, format: 'date-time' }) correctedAt: string;
}

export function mapPayrollCorrection(
  c: PayrollReportCorrection,
  report: Pick<PayrollReport, 'partnerReportId' | 'periodStart' | 'periodEnd'>,
  policyNumber: string,
): PayrollCorrectionDto {
  return {
    id: c.id,
    correctionId: c.partnerCorrectionId,
    reportId: report.partnerReportId,
    policyNumber,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    lines: c.lines.map((l) => ({
      classCode: l.classCode,
      state: l.state,
      payrollCents: l.payrollCents,
      ratePer100: l.ratePer100,
      premiumCents: l.premiumCents,
    })),
    previousPayrollCents: c.previousPayrollCents,
    payrollCents: c.payrollCents,
    previousPremiumCents: c.previousPremiumCents,
    premiumCents: c.premiumCents,
    differenceCents: c.differenceCents,
    refundCents: c.refundCents,
    outcome: c.outcome,
    correctedAt: c.createdAt.toISOString(),
  };
}

export class PolicyPayrollReportsPageDto {
  @ApiProperty({ type: [PolicyPayrollReportsDto] }) items: PolicyPayrollReportsDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export function mapPayrollReport(r: PayrollReport, policyNumber: string): PayrollReportDto {
  return {
    id: r.id,
    reportId: r.partnerReportId,
    policyNumber,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    lines: r.lines.map((l) => ({
      classCode: l.classCode,
      state: l.state,
      payrollCents: l.payrollCents,
      ratePer100: l.ratePer100,
      premiumCents: l.premiumCents,
    })),
    payrollCents: r.payrollCents,
    premiumCents: r.premiumCents,
    chargeStatus: r.chargeStatus,
    receivedAt: r.createdAt.toISOString(),
    chargedAt: r.chargedAt ? r.chargedAt.toISOString() : null,
  };
}
