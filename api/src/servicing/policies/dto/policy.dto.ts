/** Requests and answers of the binding calls and the client's policies. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  APPLICATION_STATUSES,
  COVERAGE_TYPES,
  POLICY_LIFECYCLE_STATUSES,
  type ApplicationStatus,
  type CoverageType,
  type PolicyLifecycleStatus,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import { DocumentDto } from '../../../purchase/documents';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const isSet = (_: object, value: unknown) => value !== null;

/** A billion dollars: more than any small-business premium, well inside a bigint. */
const MAX_PREMIUM_CENTS = 100_000_000_000;

/** Fields left out are kept; null clears one. */
export class UpdateQuotePolicyDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, example: 'WC-1029384756' })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isSet)
  @IsString()
  @MinLength(1)
  @MaxLength(60)
  @Matches(/^[\w./ -]+$/, {
    message: 'policyNumber may hold letters, digits, spaces and . / - _ only.',
  })
  policyNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isSet)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  carrier?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @ValidateIf(isSet)
  @IsISO8601({ strict: true, strictSeparator: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'effectiveDate must be a date (YYYY-MM-DD).' })
  effectiveDate?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @ValidateIf(isSet)
  @IsISO8601({ strict: true, strictSeparator: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'expirationDate must be a date (YYYY-MM-DD).' })
  expirationDate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'In cents' })
  @IsOptional()
  @ValidateIf(isSet)
  @IsInt()
  @Min(0)
  @Max(MAX_PREMIUM_CENTS)
  annualPremiumCents?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'How the premium is paid, e.g. "Direct bill by EFT, full payment"',
  })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isSet)
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  billingInfo?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @ValidateIf(isSet)
  @IsBoolean()
  blanketAdditionalInsured?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @ValidateIf(isSet)
  @IsBoolean()
  blanketWaiverOfSubrogation?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Transform(trim)
  @ValidateIf(isSet)
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true })
  @MaxLength(500)
  portalLink?: string | null;
}

export class MyPoliciesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Staff: one client’s policies' })
  @IsOptional()
  @IsUUID('4', { message: 'clientId must be a valid id.' })
  clientId?: string;
}

export class PolicyDto {
  @ApiProperty({ description: 'The quote the policy was bound from.', format: 'uuid' })
  quoteId: string;
  @ApiProperty({
    description: "The quote's application status.",
    enum: APPLICATION_STATUSES,
    enumName: 'ApplicationStatus',
  })
  quoteStatus: ApplicationStatus;
  @ApiProperty({
    description: "The carrier's policy number, once issued.",
    type: String,
    nullable: true,
  })
  policyNumber: string | null;
  @ApiProperty({ description: 'The carrier of the policy.', type: String, nullable: true })
  carrier: string | null;
  @ApiProperty({
    description: 'When the policy starts.',
    type: String,
    format: 'date',
    nullable: true,
  })
  effectiveDate: string | null;
  @ApiProperty({
    description: 'When the policy ends.',
    type: String,
    format: 'date',
    nullable: true,
  })
  expirationDate: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'In cents' })
  annualPremiumCents: number | null;
  @ApiProperty({
    description: 'How the premium is billed, as staff recorded it.',
    type: String,
    nullable: true,
  })
  billingInfo: string | null;
  @ApiProperty({
    description: 'Whether the policy carries a blanket additional insured endorsement.',
    type: Boolean,
    nullable: true,
  })
  blanketAdditionalInsured: boolean | null;
  @ApiProperty({
    description: 'Whether the policy carries a blanket waiver of subrogation.',
    type: Boolean,
    nullable: true,
  })
  blanketWaiverOfSubrogation: boolean | null;
  @ApiProperty({
    description: "A link to the carrier's portal for the policy.",
    type: String,
    nullable: true,
  })
  portalLink: string | null;
  @ApiProperty({ description: 'The active policy flag: set once bound' }) active: boolean;
  /** Once bound: in force, past its expiration date, or cancelled from its cancellation date; null before. */
  @ApiProperty({ enum: POLICY_LIFECYCLE_STATUSES, enumName: 'PolicyStatus', nullable: true })
  policyStatus: PolicyLifecycleStatus | null;
  @ApiProperty({
    description: 'The day cover ends when the policy is cancelled (possibly still ahead).',
    type: String,
    format: 'date',
    nullable: true,
  })
  cancellationDate: string | null;
  @ApiProperty({
    description: 'When the policy was bound.',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  boundAt: string | null;
  @ApiProperty({
    type: [String],
    description: 'Policy information activation still needs, in words',
  })
  missing: string[];
}

/** A limit or term of a policy as its documents print it. */
export class PolicyLimitDto {
  @ApiProperty({ example: 'Retention' }) label: string;
  @ApiProperty({ example: '$25,000' }) value: string;
}

export class MyPolicyDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty() carrier: string;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty() businessName: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveDate: string;
  @ApiProperty({ type: String, format: 'date' }) expirationDate: string;
  @ApiProperty({ description: 'In cents' }) annualPremiumCents: number;
  @ApiProperty({ type: String, nullable: true }) billingInfo: string | null;
  @ApiProperty({ type: String, nullable: true }) portalLink: string | null;
  @ApiProperty({ enum: POLICY_LIFECYCLE_STATUSES, enumName: 'PolicyStatus' })
  status: PolicyLifecycleStatus;
  @ApiProperty({
    description: 'The day cover ends when the policy is cancelled (possibly still ahead).',
    type: String,
    format: 'date',
    nullable: true,
  })
  cancellationDate: string | null;
  @ApiProperty({
    type: [PolicyLimitDto],
    description: 'The limits and terms the policy was priced and bound with',
  })
  limits: PolicyLimitDto[];
  @ApiProperty({ type: [DocumentDto], description: 'The documents in use, to download' })
  documents: DocumentDto[];
}

export class MyPolicyPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [MyPolicyDto] })
  items: MyPolicyDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}
