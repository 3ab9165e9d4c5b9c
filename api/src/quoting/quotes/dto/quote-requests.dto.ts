import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  APPLICATION_STATUSES,
  CARRIER_NAMES,
  COVERAGE_TYPES,
  EXPERIENCE_MOD_MAX,
  EXPERIENCE_MOD_MIN,
  WIZARD_STEPS,
  type Answers,
  type ApplicationStatus,
  type CoverageType,
  type Language,
  type WizardStep,
} from '@coverline/contracts';
import { LanguageField } from '../../../common/http/language-field';
import { PageQueryDto } from '../../../common/http/pagination';
import { ClassCodeDto, SubmissionDto } from './submission.dto';
import { IsAnswers } from './validators';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const RATED_CARRIERS = CARRIER_NAMES.filter((name) => name !== 'Default');

export class SaveQuoteDto extends SubmissionDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The quote to update; none starts one' })
  @IsOptional()
  @IsUUID('4', { message: 'id must be a valid id.' })
  id?: string;

  @ApiPropertyOptional({ minimum: 1, description: 'The version read; required with id' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_000_000_000)
  version?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Starts the quote for a business the client already has (another line)',
  })
  @IsOptional()
  @IsUUID('4', { message: 'businessId must be a valid id.' })
  businessId?: string;

  @ApiPropertyOptional({
    enum: WIZARD_STEPS,
    enumName: 'WizardStep',
    description: 'The step being saved; an earlier step than reached erases later data',
  })
  @IsOptional()
  @IsIn(WIZARD_STEPS)
  step?: WizardStep;

  @ApiPropertyOptional({
    description: 'Starts over, keeping carriers, contact and business identity fields',
  })
  @IsOptional()
  @IsBoolean()
  reset?: boolean;

  @LanguageField(
    "A visitor's language at the quote's start: the new client record's, which its mails follow",
  )
  language?: Language;

  @ApiPropertyOptional({ description: 'Emails the guest a link to resume the quote' })
  @IsOptional()
  @IsBoolean()
  emailResumeLink?: boolean;

  @ApiPropertyOptional({ enum: RATED_CARRIERS, enumName: 'RatedCarrier', isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RATED_CARRIERS.length)
  @IsIn(RATED_CARRIERS, { each: true })
  carriers?: string[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsAnswers()
  settings?: Answers;

  @ApiPropertyOptional({ maxLength: 500 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  payrollRepReferralToken?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsAnswers()
  payrollRepReferralContext?: Answers;
}

export class ValidateFormDto extends SubmissionDto {
  @ApiProperty({ enum: WIZARD_STEPS, enumName: 'WizardStep' })
  @IsIn(WIZARD_STEPS)
  step: WizardStep;
}

export class QuoteVersionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;

  @ApiProperty({ minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(2_000_000_000)
  version: number;
}

export class SendFormDto extends QuoteVersionDto {}

export class SetQuoteSelectedDto extends QuoteVersionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'carrierQuoteId must be a valid id.' })
  carrierQuoteId: string;
}

export class VerifyExperienceModDto extends QuoteVersionDto {
  @ApiProperty({
    minimum: EXPERIENCE_MOD_MIN,
    maximum: EXPERIENCE_MOD_MAX,
    example: 0.85,
    description: 'The experience modification confirmed with the rating bureau, two decimals',
  })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'experienceMod must be a number with at most two decimals.' },
  )
  @Min(EXPERIENCE_MOD_MIN)
  @Max(EXPERIENCE_MOD_MAX)
  experienceMod: number;
}

export class ProcessBusinessIdentifierDto {
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsIn(COVERAGE_TYPES)
  coverageType: CoverageType;

  @ApiPropertyOptional({ example: '12-3456789' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(10)
  fein?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  businessName?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The quote being filled, if any' })
  @IsOptional()
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId?: string;
}

export class QuoteIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

export class ClassCodeParamDto extends QuoteIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'codeId must be a valid id.' })
  codeId: string;
}

export class AddClassCodeDto extends OmitType(ClassCodeDto, ['id'] as const) {}

export class QuoteSearchQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @ApiPropertyOptional({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  coverageType?: CoverageType;
}

export class QuoteDataQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "The quote; without it, the caller's active quote for the line",
  })
  @IsOptional()
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId?: string;
}

export class RateQuoteDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;

  @ApiPropertyOptional({
    enum: RATED_CARRIERS,
    enumName: 'RatedCarrier',
    isArray: true,
    description: 'Rate only these carriers (default: every active carrier for the line)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(RATED_CARRIERS.length)
  @IsIn(RATED_CARRIERS, { each: true })
  @Type(() => String)
  carriers?: string[];
}

/** The guest token an emailed quote link carries, for the web app to turn into its cookie. */
export class OpenGuestSessionDto {
  @ApiProperty({ description: 'The guestToken of the link', maxLength: 2000 })
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  token: string;
}
