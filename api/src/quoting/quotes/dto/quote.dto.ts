import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  BINDABILITIES,
  BINDABILITY_REASONS,
  bindabilityReasonText,
  CARRIER_SYNC_STATUSES,
  COVERAGE_TYPES,
  QUOTE_MODES,
  QUOTE_SOURCES,
  RATING_STATES,
  Role,
  US_STATE_CODES,
  WIZARD_STEPS,
  type Answers,
  type ApplicationStatus,
  type Bindability,
  type BindabilityReason,
  type CarrierSyncStatus,
  type CoverageType,
  type QuoteMode,
  type QuoteSource,
  type RatingState,
  type UsStateCode,
  type WizardStep,
} from '@coverline/contracts';
import { BusinessDto, mapBusiness } from '../business/dto/business.dto';
import type { Business } from '../business/entities/business.entity';
import { ClientDto, mapClient, type Client } from '../../../identity/clients';
import type { ApplicationClassCode } from '../entities/application-class-code.entity';
import type { Application } from '../entities/application.entity';
import type { CarrierQuote } from '../entities/carrier-quote.entity';
import { SessionResponseDto } from '../../../identity/auth';
import type { Principal } from '../../../common/auth/principal';
import {
  checkWorksheet,
  PREMIUM_LINE_KINDS,
  premiumBuildUp,
  type PremiumLineKind,
  type Worksheet,
} from '../../rating';

const ANSWERS = { type: 'object', additionalProperties: true } as const;
const nullableString = { type: String, nullable: true } as const;
const nullableNumber = { type: Number, nullable: true } as const;
const nullableBoolean = { type: Boolean, nullable: true } as const;

export class ClassCodeOutDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() state: string;
  @ApiProperty() classCode: string;
  @ApiProperty(nullableString) description: string | null;
  @ApiProperty(nullableNumber) payrollCents: number | null;
  @ApiProperty(nullableNumber) fullTimeEmployees: number | null;
  @ApiProperty(nullableNumber) partTimeEmployees: number | null;
  @ApiProperty({ enum: ['naics', 'manual'], enumName: 'ClassCodeSource' }) source: string;
}

export class RatedClassPayrollDto {
  @ApiProperty() state: string;
  @ApiProperty() classCode: string;
  @ApiProperty({ description: "The employees' payroll entered for the class, in cents" })
  employeePayrollCents: number;
  @ApiProperty({ description: "Owners' payroll the owner payroll rules added, in cents" })
  ownerPayrollCents: number;
  @ApiProperty({ description: 'The payroll priced, in cents' }) payrollCents: number;
}

/** The terms a premium was priced for; a line fills those it rates on. */
export class RatedTermsDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 3, description: 'Level 1, 2 or 3' })
  employersLiabilityLevel?: 1 | 2 | 3;
  @ApiPropertyOptional() waiverOfSubrogation?: boolean;
  @ApiPropertyOptional() glLimit?: string;
  @ApiPropertyOptional() blanketAdditionalInsured?: boolean;
  @ApiPropertyOptional() propertyDeductibleCents?: number;
  @ApiPropertyOptional() cyberLimitCents?: number;
  @ApiPropertyOptional() cyberRetentionCents?: number;
  @ApiPropertyOptional({ type: [RatedClassPayrollDto] }) classPayrolls?: RatedClassPayrollDto[];
}

export class PremiumLineDto {
  @ApiProperty({
    enum: PREMIUM_LINE_KINDS,
    enumName: 'PremiumLineKind',
    description: 'premium (a class or coverage), ownerPayroll, modification, fee or tax',
  })
  kind: PremiumLineKind;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'What the line adds to the premium, in cents (negative: a credit)' })
  amountCents: number;
}

export class CarrierQuoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() carrier: string;
  @ApiProperty({ enum: RATING_STATES, enumName: 'RatingState' }) ratingState: RatingState;
  @ApiProperty({ type: Number, nullable: true, description: 'Annual premium in cents' })
  annualPremiumCents: number | null;
  @ApiProperty({ enum: BINDABILITIES, enumName: 'Bindability', nullable: true })
  bindability: Bindability | null;
  @ApiProperty({ enum: BINDABILITY_REASONS, enumName: 'BindabilityReason', isArray: true })
  reasons: BindabilityReason[];
  @ApiProperty({ type: [String], description: 'The reasons as shown beside the quote' })
  reasonTexts: string[];
  @ApiProperty({ enum: CARRIER_SYNC_STATUSES, enumName: 'CarrierSyncStatus' })
  syncStatus: CarrierSyncStatus;
  @ApiProperty({ enum: QUOTE_SOURCES, enumName: 'QuoteSource' }) quoteSource: QuoteSource;
  @ApiProperty({ description: 'Rated by the sandbox engine, not the carrier itself' })
  sandbox: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true }) effectiveDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expirationDate: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ratedAt: Date | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      "Each rating step with its inputs and result, the carrier's factors included: staff only, null for customers",
  })
  worksheet: unknown;
  @ApiProperty({
    type: RatedTermsDto,
    nullable: true,
    description: 'The terms the premium was priced for, which may differ from those asked',
  })
  ratedTerms: RatedTermsDto | null;
  @ApiProperty({
    type: [PremiumLineDto],
    nullable: true,
    description: 'The premium line by line; the lines add up to annualPremiumCents',
  })
  buildUp: PremiumLineDto[] | null;
  @ApiProperty({ ...nullableString, description: 'Notes entered with a manual quote' })
  notes: string | null;
}

/** No carrier of the panel writes the quote's business type in its state for its line. */
export class NoCarrierWritesDto {
  @ApiProperty({ example: 'MI-1042' }) masterIndexCode: string;
  @ApiProperty({ example: 'Roofing Contractor' }) businessType: string;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' }) state: UsStateCode;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({
    example: 'None of our carriers writes roofing contractor in Florida for general liability.',
  })
  sentence: string;
}

export class QuoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Send it back with the next change' }) version: number;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;
  @ApiProperty({ description: 'The one quote the client works with for this coverage' })
  active: boolean;
  @ApiProperty() locked: boolean;
  @ApiProperty({ enum: WIZARD_STEPS, enumName: 'WizardStep', description: 'Furthest step reached' })
  step: WizardStep;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) agentId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedAt: Date | null;
  @ApiProperty({ type: ClientDto }) client: ClientDto;
  @ApiProperty({ type: BusinessDto }) business: BusinessDto;
  @ApiProperty({ type: String, format: 'date', nullable: true }) effectiveDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expirationDate: string | null;
  @ApiProperty(nullableNumber) employersLiabilityLevel: number | null;
  @ApiProperty(nullableBoolean) waiverOfSubrogation: boolean | null;
  @ApiProperty(nullableString) glLimit: string | null;
  @ApiProperty(nullableNumber) propertyDeductibleCents: number | null;
  @ApiProperty(nullableBoolean) blanketAdditionalInsured: boolean | null;
  @ApiProperty(nullableNumber) cyberLimitCents: number | null;
  @ApiProperty(nullableNumber) cyberRetentionCents: number | null;
  @ApiProperty(ANSWERS) payrollAnswers: Answers;
  @ApiProperty(ANSWERS) underwritingAnswers: Answers;
  @ApiProperty(ANSWERS) ownerAnswers: Answers;
  @ApiProperty({
    ...nullableNumber,
    description:
      'The experience modification staff verified; a credit mod (under 1.00) binds only when it equals the underwriting answer experienceMod',
  })
  experienceModVerified: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  experienceModVerifiedAt: Date | null;
  @ApiProperty(ANSWERS) propertyAnswers: Answers;
  @ApiProperty(ANSWERS) cyberAnswers: Answers;
  @ApiProperty({ type: [ClassCodeOutDto] }) wcClassCodes: ClassCodeOutDto[];
  @ApiProperty({ type: [String] }) carriers: string[];
  @ApiProperty(ANSWERS) settings: Answers;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  selectedCarrierQuoteId: string | null;
  @ApiProperty({
    enum: QUOTE_MODES,
    enumName: 'QuoteMode',
    description: 'api: rated through the carriers; manual: carrier quotes entered by staff',
  })
  quoteMode: QuoteMode;
  @ApiProperty({ type: [CarrierQuoteDto] }) carrierQuotes: CarrierQuoteDto[];
  @ApiProperty(nullableString) payrollRepReferralToken: string | null;
  @ApiProperty({ ...ANSWERS, nullable: true }) payrollRepReferralContext: Answers | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiPropertyOptional({
    type: NoCarrierWritesDto,
    nullable: true,
    description:
      'On the rating answer and the quote read: set when no carrier writes the business type in its primary state for the line (a state fund state is not this case)',
  })
  noCarrierWrites?: NoCarrierWritesDto | null;
}

/**
 * A quote, and for a visitor who just started it, the guest session scoped to it: its token goes
 * into the `guestToken` cookie, and into the body only for API clients (no `x-session` header).
 */
export class SavedQuoteDto extends QuoteDto {
  @ApiPropertyOptional({
    type: SessionResponseDto,
    description: 'Only when a visitor starts a quote',
  })
  guestToken?: SessionResponseDto;
}

/** A guest session opened from an emailed quote link: its quote, and when it ends. */
export class GuestSessionDto extends SessionResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The quote the session opens' }) quoteId: string;
}

export class QuoteSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;
  @ApiProperty() active: boolean;
  @ApiProperty() locked: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) agentId: string | null;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty() clientEmail: string;
  @ApiProperty(nullableString) clientName: string | null;
  @ApiProperty(nullableString) businessName: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) effectiveDate: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Lowest premium of the bindable carrier quotes up to date with the submission, in cents',
  })
  lowestPremiumCents: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class QuoteSummaryPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [QuoteSummaryDto] })
  items: QuoteSummaryDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class FieldErrorDto {
  @ApiProperty({ example: 'locations[0].zip' }) field: string;
  @ApiProperty() message: string;
}

export class FormValidationDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({ type: [FieldErrorDto] }) errors: FieldErrorDto[];
}

export class BusinessIdentifierDto {
  @ApiProperty({ description: 'Whether another quote already uses the FEIN or business name' })
  inUse: boolean;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The caller's own business with this identifier, to quote another line for it",
  })
  businessId: string | null;
}

export function mapClassCode(c: ApplicationClassCode): ClassCodeOutDto {
  return {
    id: c.id,
    state: c.state,
    classCode: c.classCode,
    description: c.description,
    payrollCents: c.payrollCents,
    fullTimeEmployees: c.fullTimeEmployees,
    partTimeEmployees: c.partTimeEmployees,
    source: c.source,
  };
}

export function mapCarrierQuote(q: CarrierQuote): CarrierQuoteDto {
  return {
    id: q.id,
    carrier: q.carrier,
    ratingState: q.ratingState,
    annualPremiumCents: q.annualPremiumCents,
    bindability: q.bindability,
    reasons: q.reasons,
    reasonTexts: q.reasons.map((r) => bindabilityReasonText(r) ?? r),
    syncStatus: q.syncStatus,
    quoteSource: q.quoteSource,
    sandbox: q.sandbox,
    effectiveDate: q.effectiveDate,
    expirationDate: q.expirationDate,
    ratedAt: q.ratedAt,
    worksheet: q.worksheet ?? null,
    ratedTerms: q.ratedTerms ?? null,
    buildUp: buildUpOf(q),
    notes: q.notes,
  };
}

/** The premium line by line, from the worksheet; null without one or when it does not add up. */
export function buildUpOf(q: Pick<CarrierQuote, 'worksheet' | 'annualPremiumCents'>) {
  const worksheet = q.worksheet as Worksheet | null | undefined;
  if (!worksheet?.steps || q.annualPremiumCents === null) return null;
  if (checkWorksheet(worksheet).length > 0) return null;
  if (worksheet.premiumCents !== q.annualPremiumCents) return null;
  return premiumBuildUp(worksheet).lines;
}

/** Whether the caller is staff, who alone see the carriers' worksheets. */
export const seesWorksheets = (caller: Principal | undefined): boolean =>
  caller?.kind === 'user' && (caller.role === Role.Admin || caller.role === Role.Agent);

/**
 * A quote as a customer (guest or client) receives it: the worksheets, which carry the carriers'
 * factors, left out; the build-up stays.
 */
export function withoutWorksheets<T extends { carrierQuotes: CarrierQuoteDto[] }>(quote: T): T {
  return { ...quote, carrierQuotes: quote.carrierQuotes.map((q) => ({ ...q, worksheet: null })) };
}

export interface QuoteAggregate {
  app: Application & { client: Client; business: Business };
  classCodes: ApplicationClassCode[];
  carrierQuotes: CarrierQuote[];
  /** The FEIN, decrypted, or null when none is on file. */
  fein: string | null;
  /** Whether an account has the client's email: a visitor's token may not resume it then. */
  emailHasAccount: boolean;
  /**
   * Whether any quote of the business had carrier quotes up to date with the submission, when
   * it was loaded for a change (`QuotesRepository.lockAndLoad`); unknown otherwise.
   */
  businessHasUpToDateCarrierQuotes?: boolean;
}

export function mapQuote({ app, classCodes, carrierQuotes, fein }: QuoteAggregate): QuoteDto {
  return {
    id: app.id,
    version: app.version,
    coverageType: app.coverageType,
    status: app.status,
    active: app.active,
    locked: app.locked,
    step: app.step,
    agentId: app.agentId,
    submittedAt: app.submittedAt,
    client: mapClient(app.client),
    business: mapBusiness(app.business, fein),
    effectiveDate: app.effectiveDate,
    expirationDate: app.expirationDate,
    employersLiabilityLevel: app.employersLiabilityLevel,
    waiverOfSubrogation: app.waiverOfSubrogation,
    glLimit: app.glLimit,
    propertyDeductibleCents: app.propertyDeductibleCents,
    blanketAdditionalInsured: app.blanketAdditionalInsured,
    cyberLimitCents: app.cyberLimitCents,
    cyberRetentionCents: app.cyberRetentionCents,
    payrollAnswers: app.payrollAnswers,
    underwritingAnswers: app.underwritingAnswers,
    ownerAnswers: app.ownerAnswers,
    experienceModVerified: app.experienceModVerified,
    experienceModVerifiedAt: app.experienceModVerifiedAt,
    propertyAnswers: app.propertyAnswers,
    cyberAnswers: app.cyberAnswers,
    wcClassCodes: classCodes.map(mapClassCode),
    carriers: app.carriers,
    settings: app.settings,
    selectedCarrierQuoteId: app.selectedCarrierQuoteId,
    quoteMode: app.quoteMode,
    carrierQuotes: carrierQuotes.map(mapCarrierQuote),
    payrollRepReferralToken: app.payrollRepReferralToken,
    payrollRepReferralContext: app.payrollRepReferralContext,
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
  };
}

export class LineOptionsDto {
  @ApiProperty({ type: [String], description: 'General liability limits offered' })
  glLimits: string[];
  @ApiProperty({ type: [Number], description: 'Property deductibles offered, in cents' })
  propertyDeductiblesCents: number[];
  @ApiProperty({ type: Number, nullable: true }) bppMinCents: number | null;
  @ApiProperty({ type: Number, nullable: true }) bppMaxCents: number | null;
  @ApiProperty({ type: [Number], description: 'Cyber limits offered, in cents' })
  cyberLimitsCents: number[];
  @ApiProperty({ type: [Number], description: 'Cyber retentions offered, in cents' })
  cyberRetentionsCents: number[];
  @ApiProperty({ type: [String], description: 'Active carriers that write the line' })
  carriers: string[];
}

export class QuoteDataDto {
  @ApiProperty({ type: QuoteDto }) quote: QuoteDto;
  @ApiProperty({ type: LineOptionsDto }) options: LineOptionsDto;
}
