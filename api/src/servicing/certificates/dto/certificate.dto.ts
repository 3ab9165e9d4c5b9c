/** The certificate calls' requests and answers. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  CERTIFICATE_STATUSES,
  CertificateLimits,
  COVERAGE_TYPES,
  FormatMessages,
  Limits,
  STATE_CODES,
  type CertificateStatus,
  type CoverageType,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class CertificateAddressDto {
  @ApiProperty({ maxLength: CertificateLimits.streetMaxLength, example: '100 Main St' })
  @trimmed()
  @IsString()
  @IsNotEmpty({ message: 'street is required.' })
  @MaxLength(CertificateLimits.streetMaxLength)
  street: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CertificateLimits.streetMaxLength,
  })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(CertificateLimits.streetMaxLength)
  street2?: string | null;

  @ApiProperty({ maxLength: CertificateLimits.cityMaxLength, example: 'Austin' })
  @trimmed()
  @IsString()
  @IsNotEmpty({ message: 'city is required.' })
  @MaxLength(CertificateLimits.cityMaxLength)
  city: string;

  @ApiProperty({ enum: STATE_CODES, enumName: 'StateCode', example: 'TX' })
  @IsIn(STATE_CODES, { message: 'state must be a state code such as TX.' })
  state: string;

  @ApiProperty({ example: '78701' })
  @trimmed()
  @IsString()
  @Matches(/^\d{5}(-\d{4})?$/, { message: `zip: ${FormatMessages.zip}` })
  zip: string;
}

/** What a certificate says; the insured's name is the policy's named insured. */
export class CertificateContentDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CertificateLimits.nameMaxLength })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(CertificateLimits.nameMaxLength)
  insuredDba?: string | null;

  @ApiProperty({ type: CertificateAddressDto })
  @IsDefined({ message: 'insuredAddress is required.' })
  @IsObject({ message: 'insuredAddress must be an address.' })
  @ValidateNested()
  @Type(() => CertificateAddressDto)
  insuredAddress: CertificateAddressDto;

  @ApiProperty({
    maxLength: CertificateLimits.nameMaxLength,
    example: 'Lakeview Property Management',
  })
  @trimmed()
  @IsString()
  @IsNotEmpty({ message: 'holderName is required.' })
  @MaxLength(CertificateLimits.nameMaxLength)
  holderName: string;

  @ApiProperty({ type: CertificateAddressDto })
  @IsDefined({ message: 'holderAddress is required.' })
  @IsObject({ message: 'holderAddress must be an address.' })
  @ValidateNested()
  @Type(() => CertificateAddressDto)
  holderAddress: CertificateAddressDto;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: Limits.emailMaxLength,
    description: 'When given, the certificate is also mailed to the holder',
  })
  @IsOptional()
  @trimmed()
  @IsEmail({}, { message: 'holderEmail must be a valid email.' })
  @MaxLength(Limits.emailMaxLength)
  holderEmail?: string | null;

  @ApiProperty({ type: [CertificateAddressDto], maxItems: CertificateLimits.jobLocationsMax })
  @IsArray()
  @ArrayMaxSize(CertificateLimits.jobLocationsMax)
  @ValidateNested({ each: true })
  @Type(() => CertificateAddressDto)
  jobLocations: CertificateAddressDto[];

  @ApiProperty({ description: 'The holder is to be an additional insured (liability lines)' })
  @IsBoolean()
  additionalInsured: boolean;

  @ApiProperty({ description: 'A waiver of subrogation in favour of the waiver parties' })
  @IsBoolean()
  waiverOfSubrogation: boolean;

  @ApiProperty({ type: [String], maxItems: CertificateLimits.waiverPartiesMax })
  @IsArray()
  @ArrayMaxSize(CertificateLimits.waiverPartiesMax)
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'waiverParties must not hold empty names.' })
  @MaxLength(CertificateLimits.waiverPartyMaxLength, { each: true })
  waiverParties: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CertificateLimits.descriptionMaxLength,
  })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(CertificateLimits.descriptionMaxLength)
  descriptionOfOperations?: string | null;
}

export class CreateCertificateDto extends CertificateContentDto {
  @ApiProperty({ format: 'uuid', description: 'The bound policy’s quote' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;
}

export class UpdateCertificateDto extends CertificateContentDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

export class CertificateQuoteParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;
}

export class CertificateListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CERTIFICATE_STATUSES, enumName: 'CertificateStatus' })
  @IsOptional()
  @IsIn(CERTIFICATE_STATUSES)
  status?: CertificateStatus;
}

export class CertificateAddressAnswerDto {
  @ApiProperty() street: string;
  @ApiProperty({ type: String, nullable: true }) street2: string | null;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() zip: string;
}

export class CertificateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The reference printed on the certificate' }) number: string;
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty() clientEmail: string;
  @ApiProperty({ enum: CERTIFICATE_STATUSES, enumName: 'CertificateStatus' })
  status: CertificateStatus;
  @ApiProperty({
    type: [String],
    description: 'The endorsements staff must arrange before a pending certificate is issued',
  })
  awaiting: string[];
  @ApiProperty({ type: String, nullable: true }) policyNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) carrier: string | null;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty() insuredName: string;
  @ApiProperty({ type: String, nullable: true }) insuredDba: string | null;
  @ApiProperty({ type: CertificateAddressAnswerDto }) insuredAddress: CertificateAddressAnswerDto;
  @ApiProperty() holderName: string;
  @ApiProperty({ type: CertificateAddressAnswerDto }) holderAddress: CertificateAddressAnswerDto;
  @ApiProperty({ type: String, nullable: true }) holderEmail: string | null;
  @ApiProperty({ type: [CertificateAddressAnswerDto] }) jobLocations: CertificateAddressAnswerDto[];
  @ApiProperty() additionalInsured: boolean;
  @ApiProperty() waiverOfSubrogation: boolean;
  @ApiProperty({ type: [String] }) waiverParties: string[];
  @ApiProperty({ type: String, nullable: true }) descriptionOfOperations: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The PDF in use, downloaded at quote/{quoteId}/documents/{documentId}',
  })
  documentId: string | null;
  @ApiProperty({ type: String, nullable: true }) issuedByName: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) issuedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class CertificatePageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [CertificateDto] })
  items: CertificateDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class CertificateLimitDto {
  @ApiProperty({ example: 'E.L. each accident' }) label: string;
  @ApiProperty({ example: '$1,000,000' }) value: string;
}

/**
 * What a new certificate of the policy starts from and prints besides what the requester
 * types: the insured as the policy's business names it (prefilled, the DBA and address may be
 * changed), the producer, and the policy's coverage row.
 */
export class CertificateDraftDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ description: 'The producer box as printed: agency, contact, producer' })
  producer: string;
  @ApiProperty() insuredName: string;
  @ApiProperty({ type: String, nullable: true }) insuredDba: string | null;
  @ApiProperty({
    type: CertificateAddressAnswerDto,
    nullable: true,
    description: 'The business’s mailing address, else its primary location',
  })
  insuredAddress: CertificateAddressAnswerDto | null;
  @ApiProperty() carrier: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty({ description: 'The line as the certificate names it' }) typeOfInsurance: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty({ type: [CertificateLimitDto] }) limits: CertificateLimitDto[];
  @ApiProperty({
    type: String,
    format: 'date',
    description: 'The date a certificate issued now prints',
  })
  issuedOn: string;
}
