import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  BUSINESS_FIELDS,
  COVERAGE_TYPES,
  CYBER_LIMITS_CENTS,
  CYBER_RETENTIONS_CENTS,
  GL_LIMITS,
  Limits,
  MAILING_ADDRESS_KINDS,
  Messages,
  PROPERTY_DEDUCTIBLES_CENTS,
  QuoteLimits,
  STATE_CODES,
  US_STATE_CODES,
  FEIN_PATTERN,
  FormatMessages,
  type Answers,
  type CoverageType,
  type MailingAddressKind,
} from '@coverline/contracts';
import { ClaimDto, LocationDto, OwnerDto } from '../business/dto/business-requests.dto';
import { IsCalendarDate, RequestProperties } from '../business/dto/field-decorators';
import { IsAnswers, IsPriorCarrierAnswers } from './validators';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

const AMOUNT = { minimum: 0, maximum: QuoteLimits.amountMaxCents } as const;
const ANSWERS_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
  nullable: true,
};

/** Money in cents: a whole, non-negative number. */
function Cents(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: Number, nullable: true, ...AMOUNT })(target, key);
    IsOptional()(target, key);
    IsInt()(target, key);
    Min(0)(target, key);
    Max(QuoteLimits.amountMaxCents)(target, key);
  };
}

/** Optional text up to `max` characters, trimmed; null clears it. */
function Text(max: number, example?: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example })(target, key);
    Transform(trim)(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

function Flag(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: Boolean, nullable: true })(target, key);
    IsOptional()(target, key);
    IsBoolean()(target, key);
  };
}

function WholeNumber(min: number, max: number): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: Number, nullable: true, minimum: min, maximum: max })(target, key);
    IsOptional()(target, key);
    IsInt()(target, key);
    Min(min)(target, key);
    Max(max)(target, key);
  };
}

export class MailingAddressDto {
  @ApiProperty({ enum: MAILING_ADDRESS_KINDS, enumName: 'MailingAddressKind' })
  @IsIn(MAILING_ADDRESS_KINDS)
  kind: MailingAddressKind;

  @Text(200) address?: string | null;
  @Text(200) address2?: string | null;
  @Text(100) city?: string | null;

  @ApiPropertyOptional({ enum: STATE_CODES, enumName: 'StateCode', nullable: true })
  @Transform(upper)
  @IsOptional()
  @IsIn(STATE_CODES)
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trim)
  @IsOptional()
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zip must be a valid zip code.' })
  zip?: string | null;
}

export class ClassCodeDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('4')
  id?: string;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state: string;

  @ApiProperty({ example: '8810' })
  @IsString()
  @Matches(/^\d{4}$/, { message: 'classCode must be a valid class code.' })
  classCode: string;

  @Text(500) description?: string | null;
  @Cents() payrollCents?: number | null;
  @WholeNumber(0, Limits.employeesMax) fullTimeEmployees?: number | null;
  @WholeNumber(0, Limits.employeesMax) partTimeEmployees?: number | null;
}

/**
 * Everything the quote wizard collects: the business's declared fields, then the rest. Every
 * field is optional: a draft is saved step by step. A missing field is left as it is; null
 * clears it.
 */
export class SubmissionDto extends RequestProperties(BUSINESS_FIELDS) {
  @ApiPropertyOptional({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  coverageType?: CoverageType;

  @ApiPropertyOptional({ example: 'owner@example.com' })
  @Transform(lower)
  @IsOptional()
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email?: string;

  @Text(Limits.nameMaxLength) firstName?: string | null;
  @Text(Limits.nameMaxLength) lastName?: string | null;
  @Text(Limits.phoneMaxLength) phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Nine digits, with or without the hyphen; only ever answered masked',
    example: '12-3456789',
  })
  @Transform(trim)
  @IsOptional()
  @Matches(FEIN_PATTERN, { message: FormatMessages.fein })
  fein?: string | null;

  @Flag() noFein?: boolean | null;
  @Flag() noWebsite?: boolean | null;

  @ApiPropertyOptional({ type: [LocationDto], maxItems: QuoteLimits.locationsMax })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(QuoteLimits.locationsMax)
  @ValidateNested({ each: true })
  @Type(() => LocationDto)
  locations?: LocationDto[];

  @ApiPropertyOptional({ type: MailingAddressDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => MailingAddressDto)
  mailingAddress?: MailingAddressDto | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsCalendarDate()
  effectiveDate?: string | null;

  @ApiPropertyOptional({ enum: [1, 2, 3], enumName: 'EmployersLiabilityLevel', nullable: true })
  @IsOptional()
  @IsIn([1, 2, 3])
  employersLiabilityLevel?: number | null;

  @Flag() waiverOfSubrogation?: boolean | null;

  @ApiPropertyOptional({ type: [ClassCodeDto], maxItems: QuoteLimits.classCodesMax })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(QuoteLimits.classCodesMax)
  @ValidateNested({ each: true })
  @Type(() => ClassCodeDto)
  wcClassCodes?: ClassCodeDto[];

  @ApiPropertyOptional(ANSWERS_SCHEMA)
  @IsOptional()
  @IsAnswers()
  payrollAnswers?: Answers | null;

  @ApiPropertyOptional({
    ...ANSWERS_SCHEMA,
    description:
      'Answers to the underwriting questions; for workers compensation also the prior carrier: priorCoverage (Yes/No), priorCarrier, priorPolicyNumber, priorPremiumCents, priorYearsWithCarrier',
  })
  @IsOptional()
  @IsAnswers()
  @IsPriorCarrierAnswers()
  underwritingAnswers?: Answers | null;

  @ApiPropertyOptional({ type: [OwnerDto], maxItems: QuoteLimits.ownersMax })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(QuoteLimits.ownersMax)
  @ValidateNested({ each: true })
  @Type(() => OwnerDto)
  owners?: OwnerDto[];

  @ApiPropertyOptional(ANSWERS_SCHEMA)
  @IsOptional()
  @IsAnswers()
  ownerAnswers?: Answers | null;

  @ApiPropertyOptional(ANSWERS_SCHEMA)
  @IsOptional()
  @IsAnswers()
  propertyAnswers?: Answers | null;

  @ApiPropertyOptional({ enum: GL_LIMITS, enumName: 'GlLimit', nullable: true })
  @IsOptional()
  @IsIn(GL_LIMITS)
  glLimit?: string | null;

  @ApiPropertyOptional({
    enum: PROPERTY_DEDUCTIBLES_CENTS,
    enumName: 'PropertyDeductibleCents',
    nullable: true,
  })
  @IsOptional()
  @IsIn(PROPERTY_DEDUCTIBLES_CENTS)
  propertyDeductibleCents?: number | null;

  @Flag() blanketAdditionalInsured?: boolean | null;

  @ApiPropertyOptional({ enum: CYBER_LIMITS_CENTS, enumName: 'CyberLimitCents', nullable: true })
  @IsOptional()
  @IsIn(CYBER_LIMITS_CENTS)
  cyberLimitCents?: number | null;

  @ApiPropertyOptional({
    enum: CYBER_RETENTIONS_CENTS,
    enumName: 'CyberRetentionCents',
    nullable: true,
  })
  @IsOptional()
  @IsIn(CYBER_RETENTIONS_CENTS)
  cyberRetentionCents?: number | null;

  @ApiPropertyOptional(ANSWERS_SCHEMA)
  @IsOptional()
  @IsAnswers()
  cyberAnswers?: Answers | null;

  @ApiPropertyOptional({ type: [ClaimDto], maxItems: QuoteLimits.claimsMax })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(QuoteLimits.claimsMax)
  @ValidateNested({ each: true })
  @Type(() => ClaimDto)
  claims?: ClaimDto[];
}
