import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Language, parsePayrollStates, ReferenceLimits } from '@coverline/contracts';
import { LanguageField } from '../../../../common/http/language-field';
import { PageQueryDto } from '../../../../common/http/pagination';
import {
  inReaderLanguage,
  optionalInReaderLanguage,
  READER_LANGUAGE,
} from '../../common/reader-language';
import { emptyToNull, trim, upper } from '../../common/transforms';
import type { NaicsCode } from '../entities/naics-code.entity';
import type { NaicsMapping } from '../entities/naics-mapping.entity';

const WC_CLASS_CODE = /^[0-9]{4}$/;
const GL_CLASS_CODE = /^[0-9]{5}$/;

@ValidatorConstraint({ name: 'questionOrDescription' })
class QuestionOrDescription implements ValidatorConstraintInterface {
  validate(_: unknown, args: ValidationArguments): boolean {
    const o = args.object as { question?: unknown; description?: unknown };
    const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
    return filled(o.question) || filled(o.description);
  }

  defaultMessage(): string {
    return 'code needs a question or a description';
  }
}

@ValidatorConstraint({ name: 'payrollState' })
class PayrollStateList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parsePayrollStates(value) !== null;
  }

  defaultMessage(): string {
    return 'payrollState must be one state or a comma-separated list of US state abbreviations, e.g. CA,NV';
  }
}

export class CustomClassCodeDto {
  @ApiProperty({ example: '8810', description: 'Workers compensation class code (4 digits)' })
  @IsString()
  @Matches(WC_CLASS_CODE, { message: 'code must be a valid class code (4 digits).' })
  @Validate(QuestionOrDescription)
  code: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  question?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  description?: string | null;
}

/** The whole entry: POST creates one, PUT replaces one. */
export class NaicsMappingInputDto {
  @ApiProperty({ maxLength: 20, example: 'LAND-001' })
  @Transform(upper)
  @IsString()
  @Matches(/^[A-Z0-9][A-Z0-9-]{0,19}$/, {
    message: 'masterIndexCode must be letters, digits and hyphens (up to 20).',
  })
  masterIndexCode: string;

  @ApiProperty({ maxLength: 200, example: 'Landscaping' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'masterIndexDescription is required.' })
  @MaxLength(200)
  masterIndexDescription: string;

  @ApiProperty({ example: '561730', description: 'A 2022 NAICS six-digit code' })
  @Transform(trim)
  @IsString()
  @Matches(/^[0-9]{6}$/, { message: 'naicsCode must be a six-digit NAICS code.' })
  naicsCode: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'Defaults to the official NAICS title',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  naicsDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(/^[0-9A-Z]{1,10}$/, { message: 'hartfordSpectrumCode must be a valid code.' })
  hartfordSpectrumCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  hartfordSpectrumDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  employersDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: 'CA,NV' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  @Validate(PayrollStateList)
  payrollState?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '0042' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(WC_CLASS_CODE, { message: 'wcClassCode must be a valid class code (4 digits).' })
  wcClassCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  wcClassQuestion?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  wcClassDescription?: string | null;

  @ApiPropertyOptional({
    type: [CustomClassCodeDto],
    maxItems: ReferenceLimits.customClassCodesMax,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ReferenceLimits.customClassCodesMax)
  @ValidateNested({ each: true })
  @Type(() => CustomClassCodeDto)
  customClassCodes?: CustomClassCodeDto[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '97047' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(GL_CLASS_CODE, { message: 'glClassCode must be a valid class code (5 digits).' })
  glClassCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  glClassDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(/^[\w.-]{1,50}$/, { message: 'externalQuoterCode must be a valid code.' })
  externalQuoterCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 128 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(/^[A-Za-z0-9+/=_-]{1,128}$/, { message: 'externalQuoterHash must be a valid hash.' })
  externalQuoterHash?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  externalQuoterDescription?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 30,
    description: 'Other words for the business type',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(60, { each: true })
  keywords?: string[];

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  archived?: boolean;
}

export class NaicsMappingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: ['active', 'archived'],
    enumName: 'ArchiveFilter',
    description: 'Admins only; everyone else sees entries that are not archived',
  })
  @IsOptional()
  @IsIn(['active', 'archived'])
  status?: 'active' | 'archived';
}

export class BusinessTypeSearchQueryDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'landscaping' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'q is required.' })
  @MaxLength(100)
  q: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: ReferenceLimits.businessTypeSearchMaxResults,
    default: 20,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ReferenceLimits.businessTypeSearchMaxResults)
  limit?: number;

  @LanguageField(
    `${READER_LANGUAGE} With es the search also finds business types by the words of their Spanish names.`,
  )
  language?: Language;
}

export class CustomClassCodeResponseDto {
  @ApiProperty() code: string;
  @ApiProperty({ type: String, nullable: true }) question: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
}

/**
 * The names a visitor or client reads, in the reader's language. The entry's own fields stay
 * the stored English: a quote keeps the English name and descriptions staff and carriers read.
 */
export class BusinessTypeReaderTextsDto {
  @ApiProperty({ description: 'The business type name (master index description)' })
  name: string;
  @ApiProperty({ type: String, nullable: true }) wcClassDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) glClassDescription: string | null;
  @ApiProperty({ type: [CustomClassCodeResponseDto] })
  customClassCodes: CustomClassCodeResponseDto[];
}

export class NaicsMappingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() masterIndexCode: string;
  @ApiProperty() masterIndexDescription: string;
  @ApiProperty() naicsCode: string;
  @ApiProperty() naicsDescription: string;
  @ApiProperty({ type: String, nullable: true }) hartfordSpectrumCode: string | null;
  @ApiProperty({ type: String, nullable: true }) hartfordSpectrumDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) employersDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) payrollState: string | null;
  @ApiProperty({ type: String, nullable: true }) wcClassCode: string | null;
  @ApiProperty({ type: String, nullable: true }) wcClassQuestion: string | null;
  @ApiProperty({ type: String, nullable: true }) wcClassDescription: string | null;
  @ApiProperty({ type: [CustomClassCodeResponseDto] })
  customClassCodes: CustomClassCodeResponseDto[];
  @ApiProperty({ type: String, nullable: true }) glClassCode: string | null;
  @ApiProperty({ type: String, nullable: true }) glClassDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) externalQuoterCode: string | null;
  @ApiProperty({ type: String, nullable: true }) externalQuoterHash: string | null;
  @ApiProperty({ type: String, nullable: true }) externalQuoterDescription: string | null;
  @ApiProperty({ type: [String] }) keywords: string[];
  @ApiProperty({
    type: BusinessTypeReaderTextsDto,
    description: 'The names as the reader reads them (the `language` asked for, else English)',
  })
  readerTexts: BusinessTypeReaderTextsDto;
  @ApiProperty() archived: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class NaicsMappingPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [NaicsMappingDto] })
  items: NaicsMappingDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class NaicsCodeDto {
  @ApiProperty({ example: '561730' }) code: string;
  @ApiProperty({ example: 'Landscaping Services' }) title: string;
}

export function mapNaicsMapping(
  m: NaicsMapping,
  language: Language = Language.English,
): NaicsMappingDto {
  return {
    id: m.id,
    masterIndexCode: m.masterIndexCode,
    masterIndexDescription: m.masterIndexDescription,
    naicsCode: m.naicsCode,
    naicsDescription: m.naicsDescription,
    hartfordSpectrumCode: m.hartfordSpectrumCode,
    hartfordSpectrumDescription: m.hartfordSpectrumDescription,
    employersDescription: m.employersDescription,
    payrollState: m.payrollState,
    wcClassCode: m.wcClassCode,
    wcClassQuestion: m.wcClassQuestion,
    wcClassDescription: m.wcClassDescription,
    customClassCodes: m.customClassCodes.map((c) => ({
      code: c.code,
      question: c.question,
      description: c.description,
    })),
    glClassCode: m.glClassCode,
    glClassDescription: m.glClassDescription,
    externalQuoterCode: m.externalQuoterCode,
    externalQuoterHash: m.externalQuoterHash,
    externalQuoterDescription: m.externalQuoterDescription,
    keywords: m.keywords,
    readerTexts: {
      name: inReaderLanguage(m.masterIndexDescription, language, 'businessType'),
      wcClassDescription: optionalInReaderLanguage(m.wcClassDescription, language, 'wcClass'),
      glClassDescription: optionalInReaderLanguage(m.glClassDescription, language, 'glClass'),
      customClassCodes: m.customClassCodes.map((c) => ({
        code: c.code,
        question: optionalInReaderLanguage(c.question, language, 'classCode'),
        description: optionalInReaderLanguage(c.description, language, 'classCode'),
      })),
    },
    archived: m.archived,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export function mapNaicsCode(c: NaicsCode): NaicsCodeDto {
  return { code: c.code, title: c.title };
}
