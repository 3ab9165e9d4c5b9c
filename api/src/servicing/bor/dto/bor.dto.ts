import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { COVERAGE_TYPES, STATE_CODES, type CoverageType } from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import { BOR_STATUSES, type BorStatus } from '../bor-status';

export class BorStartDto {
  @ApiProperty({ maxLength: 254 })
  @IsEmail({}, { message: 'email must be a valid email address.' })
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'An application to return to after sign-in' })
  @IsOptional()
  @IsUUID('4')
  borApplicationId?: string;
}

export class BorStartedDto {
  @ApiProperty() message: string;
}

/**
 * The BOR applicant's session: its token goes into the `borSessionToken` cookie, and into the
 * body only for API clients (the web app's `x-session` calls get `expires_in` alone).
 */
export class BorSessionDto {
  @ApiPropertyOptional({
    description: 'The token; absent when the request sent the x-session header (cookie only)',
  })
  access_token?: string;
  @ApiProperty({ description: 'Seconds until the token expires' }) expires_in: number;
  @ApiProperty() email: string;
}

export class BorAddressDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  street: string;

  @ApiPropertyOptional({ type: String, maxLength: 200, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  street2?: string | null;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  city: string;

  @ApiProperty({ enum: STATE_CODES, enumName: 'StateCode' })
  @IsIn(STATE_CODES)
  state: string;

  @ApiProperty({ example: '78701' })
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zip must be 5 digits (or ZIP+4).' })
  zip: string;
}

export class BorSignerDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name: string;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  title: string;

  @ApiProperty({ maxLength: 254 })
  @IsEmail({}, { message: 'signer.email must be a valid email address.' })
  @MaxLength(254)
  email: string;
}

/** The application's fields; each one left out keeps its value. */
export class BorApplicationInputDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  legalName?: string;

  @ApiPropertyOptional({ type: String, description: '9 digits', nullable: true })
  @IsOptional()
  @Matches(/^\d{2}-?\d{7}$/, { message: 'fein must be 9 digits.' })
  fein?: string | null;

  @ApiPropertyOptional({ type: BorAddressDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => BorAddressDto)
  address?: BorAddressDto;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A carrier in settings',
  })
  @IsOptional()
  @IsUUID('4')
  carrierId?: string | null;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  carrierName?: string;

  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(60)
  policyNumber?: string;

  @ApiPropertyOptional({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  coverageType?: CoverageType;

  @ApiPropertyOptional({ example: '2026-12-01' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'effectiveDate must be a date (YYYY-MM-DD).' })
  @Length(10, 10, { message: 'effectiveDate must be a date (YYYY-MM-DD).' })
  effectiveDate?: string;

  @ApiPropertyOptional({ type: BorSignerDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => BorSignerDto)
  signer?: BorSignerDto;
}

export class BorAddressViewDto {
  @ApiProperty() street: string;
  @ApiProperty({ type: String, nullable: true }) street2: string | null;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() zip: string;
}

export class BorSignerViewDto {
  @ApiProperty() name: string;
  @ApiProperty() title: string;
  @ApiProperty() email: string;
}

/** A new application: its first answers, and the BOR referral link's token if one led here. */
export class BorCreateDto extends BorApplicationInputDto {
  @ApiPropertyOptional({
    description: 'The token of a payroll partner’s BOR referral link (the referralToken cookie)',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  referralToken?: string;
}

export class BorApplicationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The client it belongs to, once submitted',
  })
  clientId: string | null;
  @ApiProperty({ enum: BOR_STATUSES, enumName: 'BorStatus' }) status: BorStatus;
  @ApiProperty({ type: String, nullable: true }) legalName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Masked: last 4 digits' })
  feinMasked: string | null;
  @ApiProperty({ type: BorAddressViewDto, nullable: true }) address: BorAddressViewDto | null;
  @ApiProperty({ type: BorAddressViewDto, nullable: true })
  mailingAddress: BorAddressViewDto | null;
  @ApiProperty({ type: String, nullable: true }) carrierId: string | null;
  @ApiProperty({ type: String, nullable: true }) carrierName: string | null;
  @ApiProperty({ type: String, nullable: true }) policyNumber: string | null;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType', nullable: true })
  coverageType: CoverageType | null;
  @ApiProperty({ type: String, nullable: true }) effectiveDate: string | null;
  @ApiProperty({ type: BorSignerViewDto, nullable: true }) signer: BorSignerViewDto | null;
  @ApiProperty({ type: [String], description: 'Fields still needed before submitting' })
  missing: string[];
  @ApiProperty({ type: String, nullable: true }) letterDocumentId: string | null;
  @ApiProperty({ type: String, nullable: true }) signedLetterDocumentId: string | null;
  @ApiProperty() carrierNotified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Staff’s note on the carrier’s answer, written for the applicant',
  })
  statusNote: string | null;
  @ApiProperty({ type: String, nullable: true }) submittedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) signedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) sentAt: string | null;
  @ApiProperty({ type: String, nullable: true }) decidedAt: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

/** Staff's read of an application: the applicant's, with staff's internal note. */
export class BorStaffApplicationDto extends BorApplicationDto {
  @ApiProperty({ type: String, nullable: true, description: 'Staff only' })
  internalNote: string | null;
}

/** A carrier the applicant may name as their current one. */
export class BorCarrierChoiceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class BorSubmittedDto {
  @ApiProperty({ type: BorApplicationDto }) application: BorApplicationDto;
  @ApiProperty({
    description: 'The signing page, when the applicant is the signer',
    nullable: true,
    type: String,
  })
  signingUrl: string | null;
}

export class BorListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: BOR_STATUSES, enumName: 'BorStatus' })
  @IsOptional()
  @IsIn(BOR_STATUSES)
  status?: BorStatus;
}

export class BorPageDto {
  @ApiProperty({
    description: "The page's items, in the list's order.",
    type: [BorStaffApplicationDto],
  })
  items: BorStaffApplicationDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export const BOR_STAFF_DECISIONS = ['sent_to_carrier', 'accepted', 'declined_by_carrier'] as const;

export class BorDecisionDto {
  @ApiProperty({
    enum: BOR_STAFF_DECISIONS,
    enumName: 'BorDecision',
    description:
      'sent_to_carrier: staff sent the signed letter to the carrier themselves; accepted or declined_by_carrier: the carrier’s answer',
  })
  @IsIn(BOR_STAFF_DECISIONS)
  status: (typeof BOR_STAFF_DECISIONS)[number];

  @ApiPropertyOptional({ maxLength: 1000, description: 'Shown to the applicant and mailed' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  noteToApplicant?: string;

  @ApiPropertyOptional({ maxLength: 1000, description: 'Staff only' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  internalNote?: string;
}
