/** The renewal API's requests and answers. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  NON_RENEWAL_REASONS,
  RENEWAL_CHANGE_KINDS,
  RENEWAL_STATUSES,
  RenewalLimits,
  US_STATE_CODES,
  type NonRenewalReason,
  type RenewalChangeKind,
  type RenewalStatus,
} from '@coverline/contracts';
import type { PolicyRenewal } from '../entities/policy-renewal.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** The most class codes a policy carries (the quote wizard's limit is lower). */
const MAX_CLASS_CODES = 50;

export class RenewalPayrollInputDto {
  @ApiProperty({ description: 'The NCCI class code, four digits.', example: '8810' })
  @Transform(trim)
  @IsString()
  @Matches(/^\d{4}$/, { message: 'classCode must be four digits.' })
  classCode: string;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode', example: 'CA' })
  @Transform(upper)
  @IsIn(US_STATE_CODES, { message: 'state must be a US state code (two letters).' })
  state: string;

  @ApiProperty({
    description: 'The annual payroll expected for the new term in this class and state, in cents.',
    minimum: 0,
    maximum: RenewalLimits.payrollMaxCents,
  })
  @IsInt({ message: 'payrollCents must be a whole number of cents.' })
  @Min(0, { message: 'payrollCents must be at least 0.' })
  @Max(RenewalLimits.payrollMaxCents, { message: 'payrollCents is too large.' })
  payrollCents: number;
}

/** The client confirms (or updates) the payroll of every class code of the policy. */
export class ConfirmRenewalDto {
  @ApiProperty({
    type: [RenewalPayrollInputDto],
    description:
      "Every class code and state of the policy, once each, with the new term's payroll; the same figures confirm the expiring term's.",
  })
  @IsArray({ message: 'classCodes must be a list.' })
  @ArrayMaxSize(MAX_CLASS_CODES)
  @ValidateNested({ each: true })
  @Type(() => RenewalPayrollInputDto)
  classCodes: RenewalPayrollInputDto[];
}

export class NonRenewPolicyDto {
  @ApiProperty({ enum: NON_RENEWAL_REASONS, enumName: 'NonRenewalReason' })
  @IsIn(NON_RENEWAL_REASONS as string[], {
    message: `reason must be one of ${NON_RENEWAL_REASONS.join(', ')}.`,
  })
  reason: NonRenewalReason;

  @ApiPropertyOptional({ maxLength: RenewalLimits.noteMax })
  @IsOptional()
  @IsString({ message: 'note must be text.' })
  @MaxLength(RenewalLimits.noteMax, {
    message: `note must be at most ${RenewalLimits.noteMax} characters.`,
  })
  note?: string;
}

export class RenewalClassDto {
  @ApiProperty() state: string;
  @ApiProperty() classCode: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() expiringPayrollCents: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Per $100 of payroll' })
  expiringRatePer100: number | null;
  @ApiProperty() payrollCents: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Per $100 of payroll' })
  ratePer100: number | null;
}

/** One line of the renewal summary: what changes against the expiring term. */
export class RenewalChangeDto {
  @ApiProperty({ enum: RENEWAL_CHANGE_KINDS, enumName: 'RenewalChangeKind' })
  kind: RenewalChangeKind;
  @ApiProperty({
    description: "A class code as 'CA 8810', a limit's or term's name; empty for the premium",
  })
  item: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    nullable: true,
    description: 'Cents for premium and payroll, a rate per $100, or text',
  })
  before: string | number | null;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  after: string | number | null;
  @ApiProperty() changed: boolean;
}

export class RenewalDto {
  @ApiProperty({ format: 'uuid', description: "The expiring policy's quote" }) quoteId: string;
  @ApiProperty({ enum: RENEWAL_STATUSES, enumName: 'RenewalStatus' }) status: RenewalStatus;
  @ApiProperty({ type: String, format: 'date' }) openedOn: string;
  @ApiProperty({ type: String, format: 'date', description: "The new term's first day" })
  effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty() carrier: string;
  @ApiProperty() expiringPremiumCents: number;
  @ApiProperty({ type: Number, nullable: true }) premiumCents: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the carrier did not price it' })
  ratingMessage: string | null;
  @ApiProperty({ type: [RenewalClassDto] }) classes: RenewalClassDto[];
  @ApiProperty({ type: [RenewalChangeDto] }) summary: RenewalChangeDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
  @ApiProperty({ enum: NON_RENEWAL_REASONS, enumName: 'NonRenewalReason', nullable: true })
  nonRenewalReason: NonRenewalReason | null;
  @ApiProperty({ type: String, nullable: true }) nonRenewalNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The new term's quote",
  })
  renewedQuoteId: string | null;
}

/** A policy's renewal, null while none is open. */
export class RenewalStateDto {
  @ApiProperty({ type: RenewalDto, nullable: true }) renewal: RenewalDto | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'When this policy is itself a renewal: the quote of the term it renews',
  })
  renewalOfQuoteId: string | null;
}

export function mapRenewal(r: PolicyRenewal): RenewalDto {
  return {
    quoteId: r.applicationId,
    status: r.status,
    openedOn: r.openedOn,
    effectiveDate: r.effectiveDate,
    expirationDate: r.expirationDate,
    carrier: r.carrier,
    expiringPremiumCents: r.expiringPremiumCents,
    premiumCents: r.premiumCents,
    ratingMessage: r.ratingMessage,
    classes: r.classes,
    summary: r.summary,
    confirmedAt: r.confirmedAt ? r.confirmedAt.toISOString() : null,
    nonRenewalReason: r.nonRenewalReason,
    nonRenewalNote: r.nonRenewalNote,
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    renewedQuoteId: r.renewedApplicationId,
  };
}
