import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  CYBER_LIMITS_CENTS,
  ENDORSEMENT_REFERRAL_REASONS,
  ENDORSEMENT_STATUSES,
  ENDORSEMENT_TYPES,
  EndorsementLimits,
  GL_LIMITS,
  US_STATE_CODES,
  type EndorsementReferralReason,
  type EndorsementSettlement,
  type EndorsementStatus,
  type EndorsementType,
  type GlLimit,
  type UsStateCode,
} from '@coverline/contracts';
import { IsCalendarDate, QuoteIdParamDto } from '../../../quoting/quotes';

const CONSTRUCTIONS = ['Wood Frame', 'Concrete/Brick/Masonry'] as const;
const SETTLEMENTS = ['charged', 'billed', 'refunded', 'none'] as const;
const MAX_CENTS = 10_000_000_000;

export class EndorsementParamDto extends QuoteIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'endorsementId must be a valid id.' })
  endorsementId: string;
}

export class EndorsedPayrollDto {
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @IsIn(US_STATE_CODES as readonly string[], { message: 'state must be a US state code.' })
  state: UsStateCode;

  @ApiProperty({ example: '8810' })
  @Matches(/^\d{4}$/, { message: 'classCode must be four digits.' })
  classCode: string;

  @ApiProperty({ description: 'Annual payroll of the class in the state, in cents' })
  @IsInt({ message: 'payrollCents must be a whole number of cents.' })
  @Min(0, { message: 'payrollCents must be at least 0.' })
  @Max(MAX_CENTS, { message: 'payrollCents is too large.' })
  payrollCents: number;
}

export class EndorsedLocationDto {
  @ApiProperty({ maxLength: 200 })
  @IsString({ message: 'line1 must be text.' })
  @MinLength(1, { message: 'line1 is required.' })
  @MaxLength(200, { message: 'line1 must be at most 200 characters.' })
  line1: string;

  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'city must be text.' })
  @MinLength(1, { message: 'city is required.' })
  @MaxLength(100, { message: 'city must be at most 100 characters.' })
  city: string;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @IsIn(US_STATE_CODES as readonly string[], { message: 'state must be a US state code.' })
  state: UsStateCode;

  @ApiProperty({ example: '94105' })
  @Matches(/^\d{5}$/, { message: 'zip must be five digits.' })
  zip: string;

  @ApiPropertyOptional({ enum: CONSTRUCTIONS, enumName: 'Construction' })
  @IsOptional()
  @IsIn(CONSTRUCTIONS as readonly string[], { message: 'construction is not one we rate.' })
  construction?: (typeof CONSTRUCTIONS)[number];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'sprinklers must be true or false.' })
  sprinklers?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'buildingCoverageCents must be a whole number of cents.' })
  @Min(0, { message: 'buildingCoverageCents must be at least 0.' })
  @Max(MAX_CENTS, { message: 'buildingCoverageCents is too large.' })
  buildingCoverageCents?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'bppCoverageCents must be a whole number of cents.' })
  @Min(0, { message: 'bppCoverageCents must be at least 0.' })
  @Max(MAX_CENTS, { message: 'bppCoverageCents is too large.' })
  bppCoverageCents?: number;
}

export class EndorsedOwnerDto {
  @ApiProperty({ maxLength: EndorsementLimits.nameMax })
  @IsString({ message: 'name must be text.' })
  @MinLength(1, { message: 'name is required.' })
  @MaxLength(EndorsementLimits.nameMax, { message: 'name is too long.' })
  name: string;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @IsIn(US_STATE_CODES as readonly string[], { message: 'state must be a US state code.' })
  state: UsStateCode;

  @ApiProperty()
  @IsInt({ message: 'ownershipPercent must be a whole number.' })
  @Min(0, { message: 'ownershipPercent must be at least 0.' })
  @Max(100, { message: 'ownershipPercent must be at most 100.' })
  ownershipPercent: number;

  @ApiProperty({ description: 'Whether the owner is covered by the policy' })
  @IsBoolean({ message: 'included must be true or false.' })
  included: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'payrollEstimateCents must be a whole number of cents.' })
  @Min(0, { message: 'payrollEstimateCents must be at least 0.' })
  @Max(MAX_CENTS, { message: 'payrollEstimateCents is too large.' })
  payrollEstimateCents?: number;

  @ApiPropertyOptional({ example: '8810' })
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'classCode must be four digits.' })
  classCode?: string;
}

/**
 * An endorsement asked for: its type, the day it takes effect, and the field its type names
 * (`payroll`, `location`, `glLimit` or `cyberLimitCents`, `owners`, `additionalInsured`).
 */
export class RequestEndorsementDto {
  @ApiProperty({ enum: ENDORSEMENT_TYPES, enumName: 'EndorsementType' })
  @IsIn(ENDORSEMENT_TYPES as string[], {
    message: `type must be one of ${ENDORSEMENT_TYPES.join(', ')}.`,
  })
  type: EndorsementType;

  @ApiProperty({ type: String, format: 'date', description: 'The day the change takes effect' })
  @IsCalendarDate({ message: 'effectiveDate must be a date (YYYY-MM-DD).' })
  effectiveDate: string;

  @ApiPropertyOptional({ maxLength: EndorsementLimits.noteMax })
  @IsOptional()
  @IsString({ message: 'note must be text.' })
  @MaxLength(EndorsementLimits.noteMax, {
    message: `note must be at most ${EndorsementLimits.noteMax} characters.`,
  })
  note?: string;

  @ApiPropertyOptional({ type: [EndorsedPayrollDto], description: 'change_payroll: every line' })
  @IsOptional()
  @IsArray({ message: 'payroll must be a list.' })
  @ArrayMaxSize(EndorsementLimits.payrollLinesMax, { message: 'payroll has too many lines.' })
  @ValidateNested({ each: true })
  @Type(() => EndorsedPayrollDto)
  payroll?: EndorsedPayrollDto[];

  @ApiPropertyOptional({ type: EndorsedLocationDto, description: 'add_location' })
  @IsOptional()
  @ValidateNested()
  @Type(() => EndorsedLocationDto)
  location?: EndorsedLocationDto;

  @ApiPropertyOptional({
    enum: GL_LIMITS,
    enumName: 'GlLimit',
    description: 'change_limits (gl, bop)',
  })
  @IsOptional()
  @IsIn(GL_LIMITS as readonly string[], {
    message: `glLimit must be one of ${GL_LIMITS.join(', ')}.`,
  })
  glLimit?: GlLimit;

  @ApiPropertyOptional({
    enum: CYBER_LIMITS_CENTS,
    enumName: 'CyberLimitCents',
    description: 'change_limits (cyber)',
  })
  @IsOptional()
  @IsIn(CYBER_LIMITS_CENTS as readonly number[], {
    message: `cyberLimitCents must be one of ${CYBER_LIMITS_CENTS.join(', ')}.`,
  })
  cyberLimitCents?: number;

  @ApiPropertyOptional({ type: [EndorsedOwnerDto], description: 'change_owners: every owner' })
  @IsOptional()
  @IsArray({ message: 'owners must be a list.' })
  @ArrayMaxSize(EndorsementLimits.ownersMax, { message: 'owners has too many entries.' })
  @ValidateNested({ each: true })
  @Type(() => EndorsedOwnerDto)
  owners?: EndorsedOwnerDto[];

  @ApiPropertyOptional({
    maxLength: EndorsementLimits.nameMax,
    description: 'add_additional_insured',
  })
  @IsOptional()
  @IsString({ message: 'additionalInsured must be text.' })
  @MaxLength(EndorsementLimits.nameMax, { message: 'additionalInsured is too long.' })
  additionalInsured?: string;
}

/** Staff's approval or decline of a referral, or anyone's answer, with an optional note. */
export class EndorsementAnswerDto {
  @ApiPropertyOptional({ maxLength: EndorsementLimits.noteMax })
  @IsOptional()
  @IsString({ message: 'note must be text.' })
  @MaxLength(EndorsementLimits.noteMax, {
    message: `note must be at most ${EndorsementLimits.noteMax} characters.`,
  })
  note?: string;
}

export class EndorsementDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ enum: ENDORSEMENT_TYPES, enumName: 'EndorsementType' }) type: EndorsementType;
  @ApiProperty({ enum: ENDORSEMENT_STATUSES, enumName: 'EndorsementStatus' })
  status: EndorsementStatus;
  @ApiProperty({ description: 'What changes, in words' }) summary: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ description: 'The policy version it was priced from' }) baseVersionNo: number;
  @ApiProperty() oldAnnualPremiumCents: number;
  @ApiProperty() newAnnualPremiumCents: number;
  @ApiProperty({ description: 'Additional premium (positive) or return premium (negative)' })
  proRataCents: number;
  @ApiProperty() termDays: number;
  @ApiProperty() remainingDays: number;
  @ApiProperty({
    enum: ENDORSEMENT_REFERRAL_REASONS,
    enumName: 'EndorsementReferralReason',
    isArray: true,
  })
  referralReasons: EndorsementReferralReason[];
  @ApiProperty({ type: String, format: 'date', nullable: true }) offerExpiresOn: string | null;
  @ApiProperty({ type: String, nullable: true }) reviewNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
  @ApiProperty({ enum: SETTLEMENTS, enumName: 'EndorsementSettlement', nullable: true })
  settlement: EndorsementSettlement | null;
  @ApiProperty({ description: 'Charged or refunded through the provider, in cents' })
  settledCents: number;
  @ApiProperty({ type: Number, nullable: true }) issuedVersionNo: number | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) documentId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class PolicyVersionDto {
  @ApiProperty() versionNo: number;
  @ApiProperty({ type: String, format: 'date' }) effectiveOn: string;
  @ApiProperty() annualPremiumCents: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) endorsementId: string | null;
  @ApiProperty({ type: [String] }) additionalInsureds: string[];
}

export class PolicyEndorsementsDto {
  @ApiProperty({ description: 'The policy version in force now (1: as bound)' })
  currentVersionNo: number;
  @ApiProperty({ description: 'The annual premium of the version in force' })
  annualPremiumCents: number;
  @ApiProperty({ type: [PolicyVersionDto] }) versions: PolicyVersionDto[];
  @ApiProperty({
    type: [EndorsedPayrollDto],
    description:
      'The payroll by class code and state of the version in force (workers compensation; empty for other lines): what a payroll change starts from',
  })
  payroll: EndorsedPayrollDto[];
  @ApiProperty({ type: [EndorsementDto], description: 'Newest first' })
  endorsements: EndorsementDto[];
}
