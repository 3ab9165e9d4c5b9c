import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  COVERAGE_TYPES,
  Limits,
  Messages,
  PAYMENT_TYPES,
  ReferenceLimits,
  type CoverageType,
  type PaymentType,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../../common/http/pagination';
import { COMPANY_NAME_PATTERN, PHONE_PATTERN } from '../../common/dto';
import { emptyToNull, lowerOrNull, trim } from '../../common/transforms';
import type { Carrier } from '../entities/carrier.entity';

const URL_OPTIONS = { require_protocol: true, protocols: ['http', 'https'] };

export class CreateCarrierDto {
  @ApiProperty({ maxLength: 100, example: 'Hartford', description: 'Company name' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required.' })
  @MaxLength(100)
  @Matches(COMPANY_NAME_PATTERN, { message: 'name must not contain special characters.' })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  sharedId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @IsUrl(URL_OPTIONS, { message: 'agentUrl must be a valid URL.' })
  agentUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @IsUrl(URL_OPTIONS, { message: 'clientUrl must be a valid URL.' })
  clientUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: Limits.emailMaxLength })
  @IsOptional()
  @Transform(lowerOrNull)
  @IsString()
  @MaxLength(Limits.emailMaxLength)
  @IsEmail({}, { message: Messages.invalidEmail })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: Limits.phoneMaxLength })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone must be a valid phone number.' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @IsUrl(URL_OPTIONS, { message: 'claimUrl must be a valid URL.' })
  claimUrl?: string | null;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100,
    default: 0,
    description: 'Percent, two decimals',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  discountPercent?: number;

  @ApiPropertyOptional({
    enum: COVERAGE_TYPES,
    enumName: 'CoverageType',
    isArray: true,
    default: [],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(COVERAGE_TYPES.length)
  @ArrayUnique()
  @IsIn(COVERAGE_TYPES, {
    each: true,
    message: `each coverage must be one of ${COVERAGE_TYPES.join(', ')}.`,
  })
  coverages?: CoverageType[];

  @ApiPropertyOptional({ enum: PAYMENT_TYPES, enumName: 'PaymentType', isArray: true, default: [] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAYMENT_TYPES.length)
  @ArrayUnique()
  @IsIn(PAYMENT_TYPES, {
    each: true,
    message: `each payment type must be one of ${PAYMENT_TYPES.join(', ')}.`,
  })
  paymentTypes?: PaymentType[];

  @ApiPropertyOptional({ minimum: 0, maximum: ReferenceLimits.backdatedDaysMax, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(ReferenceLimits.backdatedDaysMax)
  initialQuoteMaxBackdatedDays?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: ReferenceLimits.backdatedDaysMax, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(ReferenceLimits.backdatedDaysMax)
  activeQuoteMaxBackdatedDays?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdateCarrierDto extends PartialType(CreateCarrierDto) {}

export class CarrierIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'carrierId must be a valid id.' })
  carrierId: string;
}

export class CarriersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: ['active', 'inactive'],
    enumName: 'ActiveFilter',
    description: 'Admins only; everyone else sees active carriers',
  })
  @IsOptional()
  @IsIn(['active', 'inactive'])
  status?: 'active' | 'inactive';
}

export class CarrierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) sharedId: string | null;
  @ApiProperty({ type: String, nullable: true }) agentUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) clientUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) claimUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Path of the uploaded logo' })
  logoUrl: string | null;
  @ApiProperty() discountPercent: number;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType', isArray: true })
  coverages: CoverageType[];
  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType', isArray: true })
  paymentTypes: PaymentType[];
  @ApiProperty() initialQuoteMaxBackdatedDays: number;
  @ApiProperty() activeQuoteMaxBackdatedDays: number;
  @ApiProperty() active: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class CarrierPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [CarrierDto] })
  items: CarrierDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class RatingCodeDto {
  @ApiProperty({ example: '97047' }) code: string;
  @ApiProperty() description: string;
}

export class LogoUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, SVG or WebP, up to 1 MB',
  })
  file: unknown;
}

export function mapCarrier(carrier: Carrier): CarrierDto {
  return {
    id: carrier.id,
    name: carrier.name,
    sharedId: carrier.sharedId,
    agentUrl: carrier.agentUrl,
    clientUrl: carrier.clientUrl,
    email: carrier.email,
    phone: carrier.phone,
    claimUrl: carrier.claimUrl,
    logoUrl: carrier.logoKey ? `/api/carriers/${carrier.id}/logo` : null,
    discountPercent: carrier.discountPercent,
    coverages: carrier.coverages,
    paymentTypes: carrier.paymentTypes,
    initialQuoteMaxBackdatedDays: carrier.initialQuoteMaxBackdatedDays,
    activeQuoteMaxBackdatedDays: carrier.activeQuoteMaxBackdatedDays,
    active: carrier.active,
    createdAt: carrier.createdAt.toISOString(),
    updatedAt: carrier.updatedAt.toISOString(),
  };
}
