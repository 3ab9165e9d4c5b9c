import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  BINDABILITY_REASONS,
  bindabilityReasonText,
  CARRIER_NAMES,
  COVERAGE_TYPES,
  LANGUAGES,
  US_STATE_CODES,
  type BindabilityReason,
  type CarrierName,
  type CoverageType,
  type Language,
  type UsStateCode,
} from '@coverline/contracts';
import { LanguageField } from '../../../common/http/language-field';
import { PageQueryDto } from '../../../common/http/pagination';
import { READER_LANGUAGE } from '../../reference-data';
import type {
  AppetiteVerdict,
  BusinessType,
  BusinessTypeMatch,
  CarrierClassAppetite,
  StateAppetite,
} from '../../rating';

const VERDICTS: readonly AppetiteVerdict[] = ['writes', 'refers', 'stateFund', 'none'];
const ANSWERS = ['writes', 'refers', 'declines', 'noRate', 'stateFund'] as const;
const MATCHES: readonly BusinessTypeMatch[] = ['text', 'wcClass', 'glClass', 'naics'];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

export class MasterIndexCodeParamDto {
  @ApiProperty({ example: 'MI-1042', maxLength: 20 })
  @IsString()
  @MaxLength(20)
  @Matches(/^[A-Za-z0-9-]+$/, { message: 'masterIndexCode must be a master index code.' })
  masterIndexCode: string;
}

export class AppetiteSearchQueryDto {
  @ApiProperty({
    description:
      'Words of a business type, or a code: 4 digits a WC class, 5 a GL class, 2 to 6 a NAICS code or prefix',
    example: 'roofing',
    maxLength: 100,
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  q: string;

  @ApiPropertyOptional({
    enum: US_STATE_CODES,
    enumName: 'UsStateCode',
    description: 'Answer who writes each match in this state',
  })
  @IsOptional()
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state?: UsStateCode;

  @ApiPropertyOptional({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  line?: CoverageType;
}

export class AppetiteLineQueryDto {
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsIn(COVERAGE_TYPES)
  line: CoverageType;
}

export class CoveredStateQueryDto {
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state: UsStateCode;

  @LanguageField(READER_LANGUAGE)
  language?: Language;
}

export class CoveredListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Words of a business type, or a NAICS code', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  line?: CoverageType;

  @LanguageField(
    `${READER_LANGUAGE} With es the search also finds business types by the words of their Spanish names.`,
  )
  language?: Language;
}

export class BusinessTypeCodesDto {
  @ApiProperty({ example: 'MI-1042' }) masterIndexCode: string;
  @ApiProperty({ example: 'Roofing Contractor' }) description: string;
  @ApiProperty({ example: '238160' }) naicsCode: string;
  @ApiProperty({ type: String, nullable: true, example: '5551' }) wcClassCode: string | null;
  @ApiProperty({ type: String, nullable: true, example: '98677' }) glClassCode: string | null;
}

export const mapBusinessType = (t: BusinessType): BusinessTypeCodesDto => ({
  masterIndexCode: t.masterIndexCode,
  description: t.description,
  naicsCode: t.naicsCode,
  wcClassCode: t.wcClassCode,
  glClassCode: t.glClassCode,
});

/** A carrier's size limits and claims rules for the line; null where the carrier sets none. */
export class AppetiteLimitsDto {
  @ApiProperty({ type: Number, nullable: true }) maxRevenueCents: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'For contractors (NAICS 23)' })
  maxContractorRevenueCents: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxEmployees: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxPayrollCents: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Per location' })
  maxBuildingCents: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Per location' })
  maxBppCents: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Declined above this many claims in 5 years',
  })
  maxClaims: number | null;
  @ApiProperty({ type: Number, nullable: true }) referClaimsFrom: number | null;
  @ApiProperty({ type: Number, nullable: true }) referLossOverCents: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxExperienceMod: number | null;
  @ApiProperty({ type: Number, nullable: true }) minYearsInBusiness: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxLocationsThruApi: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) mfaRequired: boolean | null;
}

export class CarrierAppetiteDto {
  @ApiProperty({ enum: CARRIER_NAMES, enumName: 'CarrierName' }) carrier: CarrierName;
  @ApiProperty({ enum: ANSWERS, enumName: 'ClassAppetiteAnswer' })
  answer: CarrierClassAppetite['answer'];
  @ApiProperty({ enum: BINDABILITY_REASONS, enumName: 'BindabilityReason', isArray: true })
  reasons: BindabilityReason[];
  @ApiProperty({ type: [String] }) reasonTexts: string[];
  @ApiProperty({ type: AppetiteLimitsDto, nullable: true, description: 'When it writes or refers' })
  limits: AppetiteLimitsDto | null;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export function mapCarrierAppetite(a: CarrierClassAppetite): CarrierAppetiteDto {
  const l = a.limits;
  const priced = a.answer === 'writes' || a.answer === 'refers';
  return {
    carrier: a.carrier,
    answer: a.answer,
    reasons: a.reasons,
    reasonTexts: a.reasons.map((r) => bindabilityReasonText(r) ?? r),
    limits: priced
      ? {
          maxRevenueCents: orNull(l.maxRevenueCents),
          maxContractorRevenueCents: orNull(l.maxContractorRevenueCents),
          maxEmployees: orNull(l.maxEmployees),
          maxPayrollCents: orNull(l.maxPayrollCents),
          maxBuildingCents: orNull(l.maxBuildingCents),
          maxBppCents: orNull(l.maxBppCents),
          maxClaims: orNull(l.maxClaims),
          referClaimsFrom: orNull(l.referClaimsFrom),
          referLossOverCents: orNull(l.referLossOverCents),
          maxExperienceMod: orNull(l.maxExperienceMod),
          minYearsInBusiness: orNull(l.minYearsInBusiness),
          maxLocationsThruApi: orNull(l.maxLocationsThruApi),
          mfaRequired: orNull(l.mfaRequired),
        }
      : null,
  };
}

export class StateAppetiteDto {
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' }) state: UsStateCode;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({
    enum: VERDICTS,
    enumName: 'AppetiteVerdict',
    description: 'writes, refers (none writes outright), stateFund, none (no carrier writes it)',
  })
  verdict: AppetiteVerdict;
  @ApiProperty({ type: [CarrierAppetiteDto] }) carriers: CarrierAppetiteDto[];
}

export const mapStateAppetite = (line: CoverageType, s: StateAppetite): StateAppetiteDto => ({
  state: s.state,
  line,
  verdict: s.verdict,
  carriers: s.carriers.map(mapCarrierAppetite),
});

export class AppetiteSearchItemDto {
  @ApiProperty({ type: BusinessTypeCodesDto }) businessType: BusinessTypeCodesDto;
  @ApiProperty({ enum: MATCHES, enumName: 'BusinessTypeMatch' }) matchedBy: BusinessTypeMatch;
  @ApiProperty({
    type: [StateAppetiteDto],
    description: 'With a state: who writes it there, per line (or the line asked); else empty',
  })
  here: StateAppetiteDto[];
}

export class AppetiteSearchDto {
  @ApiProperty({ type: [AppetiteSearchItemDto], description: 'Best matches first, at most 20' })
  items: AppetiteSearchItemDto[];
  @ApiProperty({ description: 'How many business types matched' }) total: number;
}

export class AppetiteMatrixDto {
  @ApiProperty({ type: BusinessTypeCodesDto }) businessType: BusinessTypeCodesDto;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({ type: String, nullable: true, description: 'The class the line rates it with' })
  classCode: string | null;
  @ApiProperty({
    enum: CARRIER_NAMES,
    enumName: 'CarrierName',
    isArray: true,
    description: 'The panel: active carriers writing the line, the columns of the matrix',
  })
  carriers: CarrierName[];
  @ApiProperty({ type: [StateAppetiteDto], description: 'Every state, one row each' })
  states: StateAppetiteDto[];
}

export class CoveredLineDto {
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({
    enum: US_STATE_CODES,
    enumName: 'UsStateCode',
    isArray: true,
    description: 'Where at least one carrier writes or refers it',
  })
  states: UsStateCode[];
}

export class CoveredBusinessTypeDto {
  @ApiProperty({ description: 'The master index code, as the row id of a list' }) id: string;
  @ApiProperty() masterIndexCode: string;
  @ApiProperty() description: string;
  @ApiProperty() naicsCode: string;
  @ApiProperty({ type: [CoveredLineDto], description: 'Lines quoted in at least one state' })
  lines: CoveredLineDto[];
}

export class CoveredPageDto {
  @ApiProperty({
    description: "The page's items, in the list's order.",
    type: [CoveredBusinessTypeDto],
  })
  items: CoveredBusinessTypeDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class CoveredHereLineDto {
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({ description: 'A carrier writes or refers it: we can quote it' }) canQuote: boolean;
  @ApiProperty({
    description: 'Workers compensation in a state where only the state fund writes it',
  })
  stateFund: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'When nobody writes it: the sentence' })
  sentence: string | null;
}

export class CoveredHereDto {
  @ApiProperty() masterIndexCode: string;
  @ApiProperty() businessType: string;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' }) state: UsStateCode;
  @ApiProperty({ type: [CoveredHereLineDto] }) lines: CoveredHereLineDto[];
}

export class CreateAppetiteLeadDto {
  @ApiProperty({ example: 'owner@example.com', maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address.' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'MI-1042', maxLength: 20 })
  @IsString()
  @MaxLength(20)
  @Matches(/^[A-Za-z0-9-]+$/, { message: 'masterIndexCode must be a master index code.' })
  masterIndexCode: string;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state: UsStateCode;

  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsIn(COVERAGE_TYPES)
  line: CoverageType;

  @ApiPropertyOptional({ format: 'uuid', description: 'The quote the visitor was on, if any' })
  @IsOptional()
  @IsUUID()
  quoteId?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, enumName: 'Language' })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class AppetiteLeadDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() masterIndexCode: string;
  @ApiProperty() businessType: string;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' }) state: UsStateCode;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) quoteId: string | null;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language' }) language: Language;
  @ApiProperty({
    enum: VERDICTS,
    enumName: 'AppetiteVerdict',
    description:
      'What the panel answers now: a lead whose business a carrier now writes can be called',
  })
  verdictNow: AppetiteVerdict;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class AppetiteLeadPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [AppetiteLeadDto] })
  items: AppetiteLeadDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class AppetiteLeadsQueryDto extends PageQueryDto {}
