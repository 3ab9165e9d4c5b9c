/** The premium audit's requests and answers: the live preview, the audit, the final payroll. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
  Min,
  ValidateNested,
} from 'class-validator';
import {
  AuditDifferenceKind,
  PREMIUM_AUDIT_STATUSES,
  PremiumAuditLimits,
  US_STATE_CODES,
  type AuditPayrollSource,
  type AuditSettlementStatus,
  type PremiumAuditStatus,
} from '@coverline/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

const DIFFERENCE_KINDS = Object.values(AuditDifferenceKind);
const PAYROLL_SOURCES: AuditPayrollSource[] = ['payroll_reports', 'client'];
const SETTLEMENT_STATUSES: AuditSettlementStatus[] = [
  'none',
  'pending',
  'charged',
  'declined',
  'no_payment_on_file',
  'refunded',
];
const PREVIEW_BASES = ['estimate', 'reports', 'final'] as const;
export type PreviewBasis = (typeof PREVIEW_BASES)[number];

export class AuditPayrollLineInputDto {
  @ApiProperty({ description: 'The NCCI class code, four digits.', example: '5403' })
  @Transform(trim)
  @IsString()
  @Matches(/^\d{4}$/, { message: 'classCode must be four digits.' })
  classCode: string;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode', example: 'CA' })
  @Transform(upper)
  @IsIn(US_STATE_CODES, { message: 'state must be a US state code (two letters).' })
  state: string;

  @ApiProperty({
    description: 'Gross wages of the whole term in this class and state, in cents.',
    example: 4_500_000_00,
    minimum: 0,
    maximum: PremiumAuditLimits.maxPayrollCents,
  })
  @IsInt({ message: 'payrollCents must be a whole number of cents.' })
  @Min(0)
  @Max(PremiumAuditLimits.maxPayrollCents)
  payrollCents: number;
}

/** The client's final payroll of the term, per class code. */
export class SubmitAuditPayrollDto {
  @ApiProperty({ type: [AuditPayrollLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PremiumAuditLimits.maxLines)
  @ValidateNested({ each: true })
  @Type(() => AuditPayrollLineInputDto)
  lines: AuditPayrollLineInputDto[];
}

/** One class code of the policy: payroll estimated, reported so far and projected. */
export class AuditClassPreviewDto {
  @ApiProperty() state: string;
  @ApiProperty() classCode: string;
  @ApiProperty({ description: 'Estimated at binding' }) estimatedPayrollCents: number;
  @ApiProperty({ description: 'Reported so far (the payroll reports)' })
  reportedPayrollCents: number;
  @ApiProperty({ description: 'Projected to the whole term' }) projectedPayrollCents: number;
  @ApiProperty({ description: "The carrier's rate per $100 of payroll" }) ratePer100: number;
}

/** The true-up so far: what the audit would come to if the term went on as reported. */
export class PremiumAuditPreviewDto {
  @ApiProperty({ type: String, format: 'date' }) asOf: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty() termDays: number;
  @ApiProperty({ description: 'Days of the term reported by payroll reports so far' })
  daysReported: number;
  @ApiProperty({ description: 'Pay-as-you-go: payroll reports bill as payroll runs' })
  paygo: boolean;
  @ApiProperty({
    enum: PREVIEW_BASES,
    enumName: 'AuditPreviewBasis',
    description:
      'estimate: nothing reported yet, the estimate at binding; reports: projected from the payroll reports; final: the audit is done',
  })
  basis: PreviewBasis;
  @ApiProperty() estimatedPayrollCents: number;
  @ApiProperty({ description: 'The term premium at binding' }) estimatedPremiumCents: number;
  @ApiProperty() reportedPayrollCents: number;
  @ApiProperty({ description: 'Premium the payroll reports billed so far' })
  reportedPremiumCents: number;
  @ApiProperty() projectedPayrollCents: number;
  @ApiProperty({ description: 'The audited premium of the projected payroll' })
  projectedAuditedPremiumCents: number;
  @ApiProperty({ description: 'What the term will have billed without an audit' })
  expectedBilledCents: number;
  @ApiProperty({ description: 'Projected audited premium less expected billed' })
  projectedTrueUpCents: number;
  @ApiProperty({ enum: DIFFERENCE_KINDS, enumName: 'AuditDifferenceKind' })
  projectedTrueUpKind: AuditDifferenceKind;
  @ApiProperty({ type: [AuditClassPreviewDto] }) classes: AuditClassPreviewDto[];
}

export class AuditedLineDto {
  @ApiProperty() state: string;
  @ApiProperty() classCode: string;
  @ApiProperty() payrollCents: number;
  @ApiProperty() ratePer100: number;
  @ApiProperty({ description: 'Manual premium of the line' }) premiumCents: number;
}

export class AuditedPremiumDto {
  @ApiProperty() payrollCents: number;
  @ApiProperty() manualPremiumCents: number;
  @ApiProperty({ description: 'After the modifications and premium discount of the term' })
  modifiedPremiumCents: number;
  @ApiProperty() expenseConstantCents: number;
  @ApiProperty() minimumRaiseCents: number;
  @ApiProperty({ description: 'Terrorism and catastrophe' }) perPayrollChargesCents: number;
  @ApiProperty() assessmentsCents: number;
  @ApiProperty() auditedPremiumCents: number;
}

/** The premium audit of the term. */
export class PremiumAuditDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: PREMIUM_AUDIT_STATUSES, enumName: 'PremiumAuditStatus' })
  status: PremiumAuditStatus;
  @ApiPropertyOptional({ enum: PAYROLL_SOURCES, enumName: 'AuditPayrollSource', nullable: true })
  payrollSource: AuditPayrollSource | null;
  @ApiProperty({ type: [AuditedLineDto], description: 'The final payroll, rated' })
  lines: AuditedLineDto[];
  @ApiPropertyOptional({ type: AuditedPremiumDto, nullable: true })
  audited: AuditedPremiumDto | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) auditedPremiumCents: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Billed for the term' })
  billedCents: number | null;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Audited less billed: additional premium above 0, return premium below',
  })
  differenceCents: number | null;
  @ApiPropertyOptional({
    enum: SETTLEMENT_STATUSES,
    enumName: 'AuditSettlementStatus',
    nullable: true,
  })
  settlementStatus: AuditSettlementStatus | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  auditedAt: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  settledAt: string | null;
}

/** A policy's premium audit as its client, staff or a serving rep read it. */
export class PolicyPremiumAuditDto {
  @ApiProperty() quoteId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty() businessName: string;
  @ApiProperty({ type: PremiumAuditPreviewDto }) preview: PremiumAuditPreviewDto;
  @ApiPropertyOptional({ type: PremiumAuditDto, nullable: true }) audit: PremiumAuditDto | null;
}
