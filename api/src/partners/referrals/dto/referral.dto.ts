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
  @ApiProperty({
    description: "The referral's id.",
    example: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f6a7b8c',
    format: 'uuid',
  })
  id: string;
  @ApiProperty({ description: 'The referral id people quote' }) referralNumber: number;
  @ApiProperty({
    description: 'What the rep referred the client for.',
    enum: REFERRAL_TYPES,
    enumName: 'ReferralType',
  })
  type: ReferralType;
  @ApiProperty({
    description:
      'Where the referral stands; it follows the quote or broker-of-record change it led to.',
    enum: REFERRAL_STATUSES,
    enumName: 'ReferralStatus',
  })
  status: ReferralStatus;
  @ApiProperty({ description: 'The rep who referred the client.', format: 'uuid' }) repId: string;
  @ApiProperty({ description: "The referring rep's email.", example: 'dana.rep@payroll.example' })
  repEmail: string;
  @ApiProperty({ description: "The referring rep's first name.", example: 'Dana' })
  repFirstName: string;
  @ApiProperty({ description: "The referring rep's last name.", example: 'Lee' })
  repLastName: string;
  @ApiProperty({ ...nullableString, description: "The referring rep's phone." }) repPhone:
    string | null;
  @ApiProperty({ description: 'The payroll company the rep refers for.', format: 'uuid' })
  payrollCompanyId: string;
  @ApiProperty({ description: "The payroll company's name.", example: 'Acme Payroll' })
  payrollCompanyName: string;
  @ApiProperty({
    description: "The client has a workers' compensation policy in force.",
    example: false,
  })
  activeWCPolicy: boolean;
  @ApiProperty({ description: 'The client wants the policy moved to the agency.', example: false })
  transfer: boolean;
  @ApiProperty({ description: 'The current policy must be replaced.', example: false })
  needReplace: boolean;
  @ApiProperty({
    ...nullableString,
    description: 'What the client wants compared (current carrier, premium, renewal date).',
  })
  ifComparison: string | null;
  @ApiProperty({ description: "The referred business's legal name.", example: 'Harbor Bakery LLC' })
  businessName: string;
  @ApiProperty({
    ...nullableString,
    description: 'The name the business trades under, if another.',
  })
  businessDBA: string | null;
  @ApiProperty({
    description: "The client's email: the quote link goes there.",
    example: 'owner@harbor-bakery.example',
  })
  email: string;
  @ApiProperty({ ...nullableString, description: "The client's phone.", example: '(415) 555-0142' })
  phone: string | null;
  @ApiProperty({ description: "The client's first name.", example: 'Maria' }) firstName: string;
  @ApiProperty({ description: "The client's last name.", example: 'Lopez' }) lastName: string;
  @ApiProperty({ ...nullableString, description: "What the rep wrote about the client's need." })
  referralDesc: string | null;
  @ApiProperty({ description: 'Whether the client was mailed a link to a quote' })
  clientMailed: boolean;
  @ApiProperty({
    description: 'The quote the referral follows, once attached.',
    type: String,
    format: 'uuid',
    nullable: true,
  })
  quoteId: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The broker-of-record application a BOR referral follows',
  })
  borApplicationId: string | null;
  @ApiProperty({
    description: 'The payout decision, once taken.',
    enum: PAYOUT_DECISIONS,
    enumName: 'PayoutDecision',
    nullable: true,
  })
  payout: PayoutDecision | null;
  @ApiProperty({ ...nullableDate, description: 'When the payout decision was taken.' })
  payoutDecidedAt: string | null;
  @ApiProperty({
    description: 'When the rep referred the client.',
    example: '2026-11-02T15:04:05.000Z',
    format: 'date-time',
  })
  createdAt: string;
  @ApiProperty({
    description: 'When the referral last changed.',
    example: '2026-11-09T10:20:00.000Z',
    format: 'date-time',
  })
  updatedAt: string;
}

export class ReferralPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [ReferralDto] })
  items: ReferralDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class ReferralStatusEventDto {
  @ApiProperty({
    description: 'The status before; none for the first.',
    enum: REFERRAL_STATUSES,
    enumName: 'ReferralStatus',
    nullable: true,
  })
  fromStatus: ReferralStatus | null;
  @ApiProperty({
    description: 'The status after.',
    enum: REFERRAL_STATUSES,
    enumName: 'ReferralStatus',
  })
  toStatus: ReferralStatus;
  @ApiProperty({ description: 'When the status changed.', format: 'date-time' }) at: string;
}

/** The quote a referral follows, as staff see it beside the referral. */
export class ReferralQuoteDto {
  @ApiProperty({ description: "The quote's id.", format: 'uuid' }) id: string;
  @ApiProperty({ description: "The quote's application status." }) status: string;
  @ApiProperty({ description: 'The line quoted.', example: 'wc' }) coverageType: string;
  @ApiProperty({ ...nullableString, description: 'The business on the quote.' }) businessName:
    string | null;
  @ApiProperty({ description: "The client's email on the quote." }) clientEmail: string;
  @ApiProperty({ ...nullableString, description: 'The policy number, once bound.' }) policyNumber:
    string | null;
  @ApiProperty({
    description: 'The annual premium of the selected carrier quote, in cents.',
    type: Number,
    nullable: true,
  })
  annualPremiumCents: number | null;
}

export class ReferralDetailDto extends ReferralDto {
  @ApiProperty({
    description: 'The quote the referral follows, if attached.',
    type: ReferralQuoteDto,
    nullable: true,
  })
  quote: ReferralQuoteDto | null;
  @ApiProperty({
    description: 'Every status change, oldest first.',
    type: [ReferralStatusEventDto],
  })
  history: ReferralStatusEventDto[];
}

export const REP_OUTCOME_KINDS = ['quote', 'bor'] as const;
export type RepOutcomeKind = (typeof REP_OUTCOME_KINDS)[number];

/**
 * The quote or broker-of-record change a referral led to, as far as the referring payroll
 * partner may read it: its stage, line, the policy number once issued, and when it last changed.
 * Never the premium, the agent, the client's answers or staff's notes.
 */
export class RepReferralOutcomeDto {
  @ApiProperty({
    description: 'Whether the referral led to a quote or a broker-of-record change.',
    enum: REP_OUTCOME_KINDS,
    enumName: 'RepReferralOutcomeKind',
  })
  kind: RepOutcomeKind;
  @ApiProperty({
    description: "The quote's status (an application status) or the BOR change's (a BOR status)",
  })
  status: string;
  @ApiProperty({ ...nullableString, description: 'The line quoted, for a quote.' }) coverageType:
    string | null;
  @ApiProperty({ ...nullableString, description: 'Once the policy is issued' })
  policyNumber: string | null;
  @ApiProperty({ description: 'When the quote or change last moved.', format: 'date-time' })
  updatedAt: string;
}

/** A referral opened by a rep of its payroll company: what they referred, its history, outcome. */
export class RepReferralDetailDto extends ReferralDto {
  @ApiProperty({
    description: 'Every status change, oldest first.',
    type: [ReferralStatusEventDto],
  })
  history: ReferralStatusEventDto[];
  @ApiProperty({
    description:
      'The quote or broker-of-record change the referral led to, as far as the rep may read it.',
    type: RepReferralOutcomeDto,
    nullable: true,
  })
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
  @ApiProperty({ description: 'The referral the link was mailed for.', format: 'uuid' })
  referralId: string;
  @ApiProperty({
    description: 'What the rep referred the client for.',
    enum: REFERRAL_TYPES,
    enumName: 'ReferralType',
  })
  type: ReferralType;
  @ApiProperty({ description: 'The business, as the rep entered it.' }) businessName: string;
  @ApiProperty({
    ...nullableString,
    description: 'The name the business trades under, if another.',
  })
  businessDBA: string | null;
  @ApiProperty({ description: "The client's first name." }) firstName: string;
  @ApiProperty({ description: "The client's last name." }) lastName: string;
  @ApiProperty({ description: "The client's email." }) email: string;
  @ApiProperty({ ...nullableString, description: "The client's phone." }) phone: string | null;
  @ApiProperty({ description: 'The payroll company that referred the client.' })
  payrollCompanyName: string;
}

export class PaygoClientsQueryDto extends PageQueryDto {}

export class PaygoClientDto {
  @ApiProperty({ description: "The pay-as-you-go registration's id.", format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The quote the policy was bound from.', format: 'uuid' })
  quoteId: string;
  @ApiProperty({ description: "The business's legal name." }) businessName: string;
  @ApiProperty({
    ...nullableString,
    description: 'The name the business trades under, if another.',
  })
  dba: string | null;
  @ApiProperty({ description: "The client's email." }) email: string;
  @ApiProperty({ description: 'The carrier of the policy.' }) carrier: string;
  @ApiProperty({ ...nullableString, description: 'The policy number, once issued.' }) policyNumber:
    string | null;
  @ApiProperty({ description: 'When the policy starts.', type: String, format: 'date' })
  effectiveDate: string;
  @ApiProperty({ description: 'When the policy ends.', type: String, format: 'date' })
  expirationDate: string;
  @ApiProperty({
    description: 'How often payroll is reported and premium paid.',
    enum: PAY_FREQUENCIES,
    enumName: 'PayFrequency',
  })
  payFrequency: PayFrequency;
  @ApiProperty({
    description: 'Where the registration stands with the carrier.',
    enum: PAYGO_CARRIER_STATUSES,
    enumName: 'PaygoCarrierStatus',
  })
  registrationStatus: PaygoCarrierStatus;
  @ApiProperty({ description: "The quote's status" }) quoteStatus: string;
  @ApiProperty({
    description: 'The referral number, when the client was referred.',
    type: Number,
    nullable: true,
  })
  referralNumber: number | null;
  @ApiProperty({
    description: 'When the business registered for pay-as-you-go.',
    format: 'date-time',
  })
  registeredAt: string;
}

export class PaygoClientPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [PaygoClientDto] })
  items: PaygoClientDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
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
  @ApiProperty({ description: "The referral's number." }) referralNumber: number;
  @ApiProperty({
    description: 'What the rep referred the client for.',
    enum: REFERRAL_TYPES,
    enumName: 'ReferralType',
  })
  type: ReferralType;
  @ApiProperty({
    description: "The referral's status.",
    enum: REFERRAL_STATUSES,
    enumName: 'ReferralStatus',
  })
  status: ReferralStatus;
  @ApiProperty({ description: 'The referring rep.' }) repName: string;
  @ApiProperty({ description: "The referring rep's email." }) repEmail: string;
  @ApiProperty({ description: 'The referred business.' }) businessName: string;
  @ApiProperty({ ...nullableString, description: 'The policy bound, if any.' }) policyNumber:
    string | null;
  @ApiProperty({
    description: "The policy's annual premium, in cents.",
    type: Number,
    nullable: true,
  })
  annualPremiumCents: number | null;
  @ApiProperty({ description: 'When the rep referred the client.', format: 'date-time' })
  referredAt: string;
  @ApiProperty({
    description: 'When the referral was marked eligible for payout.',
    format: 'date-time',
  })
  eligibleAt: string;
}

export class PayoutReportDto {
  @ApiProperty({ description: 'The payroll company reported on.', format: 'uuid' })
  payrollCompanyId: string;
  @ApiProperty({ description: "The payroll company's name." }) payrollCompanyName: string;
  @ApiProperty({ description: 'The month of the payout decisions (YYYY-MM).' }) month: string;
  @ApiProperty({
    description: 'One line per referral eligible for payout that month.',
    type: [PayoutReportLineDto],
  })
  lines: PayoutReportLineDto[];
}
