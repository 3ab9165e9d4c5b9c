import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import {
  checkPhone,
  DATE_FILTERS,
  Limits,
  Messages,
  PAY_FREQUENCIES,
  PAYGO_CARRIER_STATUSES,
  PAYOUT_DECISIONS,
  REFERRAL_CLOSING_STATUSES,
  REFERRAL_SEARCH_BY,
  REFERRAL_STATUSES,
  REFERRAL_TYPES,
  type DateFilter,
  type PayFrequency,
  type PaygoCarrierStatus,
  type PayoutDecision,
  type ReferralSearchBy,
  type ReferralStatus,
  type ReferralType,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import { NameFieldsDto } from '../../../identity/users';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
/** Optional text: blank counts as left out. */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trim({ value });

/** One line of text: the business name goes into mail subjects. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

const nullableString = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

/**
 * The client a rep refers. The rep's own identity comes from the rep's session, never from the
 * body, so a rep cannot refer in another rep's name.
 */
export class ReferralInputDto extends OmitType(NameFieldsDto, ['phone'] as const) {
  /** The quote's rule (a US number), as the phone pre-fills the client's quote. */
  @ApiPropertyOptional({ maxLength: Limits.phoneMaxLength, example: '(415) 555-0142' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @ValidateBy({
    name: 'usPhone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && checkPhone(value) === null,
      defaultMessage: () => 'phone must be a valid US phone number',
    },
  })
  phone?: string;

  @ApiProperty({ maxLength: 200, example: 'Harbor Bakery LLC' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'businessName is required.' })
  @MaxLength(200)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'businessName must be one line of text.' })
  businessName: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'businessDBA must be one line of text.' })
  businessDBA?: string;

  @ApiProperty({ example: 'owner@harbor-bakery.example' })
  @Transform(lower)
  @IsEmail({}, { message: Messages.invalidEmail })
  @MaxLength(Limits.emailMaxLength)
  email: string;

  @ApiPropertyOptional({ description: 'The client has a workers compensation policy in force' })
  @IsOptional()
  @IsBoolean()
  activeWCPolicy?: boolean;

  @ApiPropertyOptional({ description: 'The client wants the policy moved to the agency' })
  @IsOptional()
  @IsBoolean()
  transfer?: boolean;

  @ApiPropertyOptional({ description: 'The current policy must be replaced' })
  @IsOptional()
  @IsBoolean()
  needReplace?: boolean;

  @ApiPropertyOptional({
    maxLength: 500,
    description: 'What the client wants compared (current carrier, premium, renewal date)',
  })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'ifComparison must be one line of text.' })
  ifComparison?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  referralDesc?: string;
}

export class ReferralListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REFERRAL_SEARCH_BY, enumName: 'ReferralSearchBy' })
  @IsOptional()
  @IsIn(REFERRAL_SEARCH_BY)
  searchBy?: ReferralSearchBy;

  @ApiPropertyOptional({ enum: DATE_FILTERS, enumName: 'DateFilter' })
  @IsOptional()
  @IsIn(DATE_FILTERS)
  dateFilter?: DateFilter;

  @ApiPropertyOptional({ enum: REFERRAL_STATUSES, enumName: 'ReferralStatus' })
  @IsOptional()
  @IsIn(REFERRAL_STATUSES)
  status?: ReferralStatus;
}

export class AdminReferralListQueryDto extends ReferralListQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('4', { message: 'payrollCompanyId must be a valid id.' })
  payrollCompanyId?: string;
}

export class ReferralDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The referral id people quote' }) referralNumber: number;
  @ApiProperty({ enum: REFERRAL_TYPES, enumName: 'ReferralType' }) type: ReferralType;
  @ApiProperty({ enum: REFERRAL_STATUSES, enumName: 'ReferralStatus' }) status: ReferralStatus;
  @ApiProperty({ format: 'uuid' }) repId: string;
  @ApiProperty() repEmail: string;
  @ApiProperty() repFirstName: string;
  @ApiProperty() repLastName: string;
  @ApiProperty(nullableString) repPhone: string | null;
  @ApiProperty({ format: 'uuid' }) payrollCompanyId: string;
  @ApiProperty() payrollCompanyName: string;
  @ApiProperty() activeWCPolicy: boolean;
  @ApiProperty() transfer: boolean;
  @ApiProperty() needReplace: boolean;
  @ApiProperty(nullableString) ifComparison: string | null;
  @ApiProperty() businessName: string;
  @ApiProperty(nullableString) businessDBA: string | null;
  @ApiProperty() email: string;
  @ApiProperty(nullableString) phone: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty(nullableString) referralDesc: string | null;
  @ApiProperty({ description: 'Whether the client was mailed a link to a quote' })
  clientMailed: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) quoteId: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The broker-of-record application a BOR referral follows',
  })
  borApplicationId: string | null;
  @ApiProperty({ enum: PAYOUT_DECISIONS, enumName: 'PayoutDecision', nullable: true })
  payout: PayoutDecision | null;
  @ApiProperty(nullableDate) payoutDecidedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ReferralPageDto {
  @ApiProperty({ type: [ReferralDto] }) items: ReferralDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class ReferralStatusEventDto {
  @ApiProperty({ enum: REFERRAL_STATUSES, enumName: 'ReferralStatus', nullable: true })
  fromStatus: ReferralStatus | null;
  @ApiProperty({ enum: REFERRAL_STATUSES, enumName: 'ReferralStatus' }) toStatus: ReferralStatus;
  @ApiProperty({ format: 'date-time' }) at: string;
}

/** The quote a referral follows, as staff see it beside the referral. */
export class ReferralQuoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() status: string;
  @ApiProperty() coverageType: string;
  @ApiProperty(nullableString) businessName: string | null;
  @ApiProperty() clientEmail: string;
  @ApiProperty(nullableString) policyNumber: string | null;
  @ApiProperty({ type: Number, nullable: true }) annualPremiumCents: number | null;
}

export class ReferralDetailDto extends ReferralDto {
  @ApiProperty({ type: ReferralQuoteDto, nullable: true }) quote: ReferralQuoteDto | null;
  @ApiProperty({ type: [ReferralStatusEventDto] }) history: ReferralStatusEventDto[];
}

export const REP_OUTCOME_KINDS = ['quote', 'bor'] as const;
export type RepOutcomeKind = (typeof REP_OUTCOME_KINDS)[number];

/**
 * The quote or broker-of-record change a referral led to, as far as the referring payroll
 * partner may read it: its stage, line, the policy number once issued, and when it last changed.
 * Never the premium, the agent, the client's answers or staff's notes.
 */
export class RepReferralOutcomeDto {
  @ApiProperty({ enum: REP_OUTCOME_KINDS, enumName: 'RepReferralOutcomeKind' })
  kind: RepOutcomeKind;
  @ApiProperty({
    description: "The quote's status (an application status) or the BOR change's (a BOR status)",
  })
  status: string;
  @ApiProperty(nullableString) coverageType: string | null;
  @ApiProperty({ ...nullableString, description: 'Once the policy is issued' })
  policyNumber: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** A referral opened by a rep of its payroll company: what they referred, its history, outcome. */
export class RepReferralDetailDto extends ReferralDto {
  @ApiProperty({ type: [ReferralStatusEventDto] }) history: ReferralStatusEventDto[];
  @ApiProperty({ type: RepReferralOutcomeDto, nullable: true })
  outcome: RepReferralOutcomeDto | null;
}

export class AttachReferralDto {
  @ApiProperty({ format: 'uuid', description: 'The quote the referral is to follow' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;
}

export class CloseReferralDto {
  @ApiProperty({ enum: REFERRAL_CLOSING_STATUSES, enumName: 'ReferralClosingStatus' })
  @IsIn(REFERRAL_CLOSING_STATUSES, {
    message: `status must be one of ${REFERRAL_CLOSING_STATUSES.join(', ')}.`,
  })
  status: ReferralStatus;
}

export class ReferralInvitationParamDto {
  @ApiProperty({ description: 'The token of the mailed quote link' })
  @IsString()
  @Matches(/^[\w-]{20,100}$/, { message: 'token must be a referral link token.' })
  token: string;
}

/** What a mailed quote link starts the quote with. */
export class ReferralInvitationDto {
  @ApiProperty({ format: 'uuid' }) referralId: string;
  @ApiProperty({ enum: REFERRAL_TYPES, enumName: 'ReferralType' }) type: ReferralType;
  @ApiProperty() businessName: string;
  @ApiProperty(nullableString) businessDBA: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty(nullableString) phone: string | null;
  @ApiProperty() payrollCompanyName: string;
}

export class PaygoClientsQueryDto extends PageQueryDto {}

export class PaygoClientDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty() businessName: string;
  @ApiProperty(nullableString) dba: string | null;
  @ApiProperty() email: string;
  @ApiProperty() carrier: string;
  @ApiProperty(nullableString) policyNumber: string | null;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty({ enum: PAY_FREQUENCIES, enumName: 'PayFrequency' }) payFrequency: PayFrequency;
  @ApiProperty({ enum: PAYGO_CARRIER_STATUSES, enumName: 'PaygoCarrierStatus' })
  registrationStatus: PaygoCarrierStatus;
  @ApiProperty({ description: "The quote's status" }) quoteStatus: string;
  @ApiProperty({ type: Number, nullable: true }) referralNumber: number | null;
  @ApiProperty({ format: 'date-time' }) registeredAt: string;
}

export class PaygoClientPageDto {
  @ApiProperty({ type: [PaygoClientDto] }) items: PaygoClientDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class PayoutReportQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'payrollCompanyId must be a valid id.' })
  payrollCompanyId: string;

  @ApiProperty({ example: '2026-11', description: 'The month of the payout decisions' })
  @IsString()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be a month (YYYY-MM).' })
  month: string;
}

export class PayoutReportLineDto {
  @ApiProperty() referralNumber: number;
  @ApiProperty({ enum: REFERRAL_TYPES, enumName: 'ReferralType' }) type: ReferralType;
  @ApiProperty({ enum: REFERRAL_STATUSES, enumName: 'ReferralStatus' }) status: ReferralStatus;
  @ApiProperty() repName: string;
  @ApiProperty() repEmail: string;
  @ApiProperty() businessName: string;
  @ApiProperty(nullableString) policyNumber: string | null;
  @ApiProperty({ type: Number, nullable: true }) annualPremiumCents: number | null;
  @ApiProperty({ format: 'date-time' }) referredAt: string;
  @ApiProperty({ format: 'date-time' }) eligibleAt: string;
}

export class PayoutReportDto {
  @ApiProperty({ format: 'uuid' }) payrollCompanyId: string;
  @ApiProperty() payrollCompanyName: string;
  @ApiProperty() month: string;
  @ApiProperty({ type: [PayoutReportLineDto] }) lines: PayoutReportLineDto[];
}
