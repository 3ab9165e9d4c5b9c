import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CANCELLATION_METHODS,
  CANCELLATION_REASONS,
  CancellationLimits,
  type CancellationMethod,
  type CancellationReason,
} from '@coverline/contracts';
import type { PolicyCancellation } from '../entities/policy-cancellation.entity';

/** What staff give to cancel a policy, or to preview its return premium. */
export class CancellationPreviewRequestDto {
  @ApiProperty({ enum: CANCELLATION_REASONS, enumName: 'CancellationReason' })
  @IsIn(CANCELLATION_REASONS as string[], {
    message: `reason must be one of ${CANCELLATION_REASONS.join(', ')}.`,
  })
  reason: CancellationReason;

  @ApiProperty({
    type: String,
    format: 'date',
    description: "The day cover ends; the policy's effective date cancels it flat.",
  })
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: 'cancellationDate must be a date (YYYY-MM-DD).' },
  )
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'cancellationDate must be a date (YYYY-MM-DD).' })
  cancellationDate: string;
}

export class CancelPolicyDto extends CancellationPreviewRequestDto {
  @ApiPropertyOptional({ maxLength: CancellationLimits.noteMax })
  @IsOptional()
  @IsString({ message: 'note must be text.' })
  @MaxLength(CancellationLimits.noteMax, {
    message: `note must be at most ${CancellationLimits.noteMax} characters.`,
  })
  note?: string;
}

/** How a cancellation on a date would settle, before anything is done. */
export class CancellationPreviewDto {
  @ApiProperty({ type: String, format: 'date' }) cancellationDate: string;
  @ApiProperty({ enum: CANCELLATION_REASONS, enumName: 'CancellationReason' })
  reason: CancellationReason;
  @ApiProperty({ enum: CANCELLATION_METHODS, enumName: 'CancellationMethod' })
  method: CancellationMethod;
  @ApiProperty() termDays: number;
  @ApiProperty() daysInForce: number;
  @ApiProperty({ description: 'The premium written for the term' }) premiumCents: number;
  @ApiProperty({ description: 'What the insurer keeps' }) earnedCents: number;
  @ApiProperty({ description: 'Premium less earned' }) returnPremiumCents: number;
  @ApiProperty({ description: 'What the provider pays back: collected beyond earned' })
  refundCents: number;
  @ApiProperty({ description: 'Earned premium not collected, still owed' })
  balanceDueCents: number;
  @ApiProperty({ description: 'Collected less refunded so far' }) netCollectedCents: number;
  @ApiProperty({ description: 'The carrier applies short rate to its insureds’ cancellations' })
  carrierShortRate: boolean;
  @ApiProperty({ description: 'The carrier is told through its API' })
  carrierNotified: boolean;
}

export class PolicyCancellationDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ enum: CANCELLATION_REASONS, enumName: 'CancellationReason' })
  reason: CancellationReason;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, format: 'date' }) cancellationDate: string;
  @ApiProperty({ enum: CANCELLATION_METHODS, enumName: 'CancellationMethod' })
  method: CancellationMethod;
  @ApiProperty() premiumCents: number;
  @ApiProperty() earnedCents: number;
  @ApiProperty() returnPremiumCents: number;
  @ApiProperty() refundCents: number;
  @ApiProperty() balanceDueCents: number;
  @ApiProperty({ type: String, nullable: true }) carrierConfirmation: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) cancelledAt: string;
}

/** Whether a cancelled policy may be reinstated now, until when, and what it would collect. */
export class ReinstatementOfferDto {
  @ApiProperty({ description: 'The cancellation may be rescinded today' })
  reinstatable: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Why not, as the error code reinstating would answer (3094, 3095); null when it may',
  })
  refusal: number | null;
  @ApiProperty({
    type: String,
    format: 'date',
    description: 'The last day to reinstate: 30 days from the cancellation date, within the term',
  })
  deadline: string;
  @ApiProperty({
    description:
      'What reinstating would leave owed and the client pays to reinstate: the cancellation reversed, the instalments come due meanwhile billed',
  })
  pastDueCents: number;
}

/** A policy's cancellation, null while it is not cancelled. */
export class PolicyCancellationStateDto {
  @ApiProperty({ type: PolicyCancellationDto, nullable: true })
  cancellation: PolicyCancellationDto | null;
  @ApiProperty({
    type: ReinstatementOfferDto,
    nullable: true,
    description: 'Null while the policy is not cancelled',
  })
  reinstatement: ReinstatementOfferDto | null;
}

/** What staff give to reinstate a policy. */
export class ReinstatePolicyDto {
  @ApiPropertyOptional({ maxLength: CancellationLimits.noteMax })
  @IsOptional()
  @IsString({ message: 'note must be text.' })
  @MaxLength(CancellationLimits.noteMax, {
    message: `note must be at most ${CancellationLimits.noteMax} characters.`,
  })
  note?: string;
}

export class ReinstatementPaymentStartedDto {
  @ApiProperty({ description: "The provider's payment page to send the browser to" })
  redirectUrl: string;
}

export class ReinstatementPaymentResultDto {
  @ApiProperty({ description: 'The `result` query parameter the provider returned with' })
  @IsString({ message: 'result must be text.' })
  @MaxLength(4000, { message: 'result must be at most 4000 characters.' })
  result: string;

  @ApiProperty({ description: 'The `signature` query parameter the provider returned with' })
  @IsString({ message: 'signature must be text.' })
  @MaxLength(200, { message: 'signature must be at most 200 characters.' })
  signature: string;
}

/** A cancellation rescinded: the policy is in force again with no lapse in cover. */
export class PolicyReinstatementDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({ type: String, format: 'date', description: 'The cancellation rescinded' })
  cancellationDate: string;
  @ApiProperty({ type: String, format: 'date' }) reinstatedOn: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "What the client's payment collected; null when staff reinstated",
  })
  paidCents: number | null;
  @ApiProperty({ description: 'What the ledger says is owed after the reinstatement' })
  balanceDueCents: number;
  @ApiProperty({ type: String, nullable: true, description: "The carrier's receipt, if told" })
  carrierConfirmation: string | null;
}

export function mapCancellation(c: PolicyCancellation): PolicyCancellationDto {
  return {
    quoteId: c.applicationId,
    reason: c.reason,
    note: c.note,
    cancellationDate: c.cancellationDate,
    method: c.method,
    premiumCents: c.premiumCents,
    earnedCents: c.earnedCents,
    returnPremiumCents: c.returnPremiumCents,
    refundCents: c.refundCents,
    balanceDueCents: c.balanceDueCents,
    carrierConfirmation: c.carrierConfirmation,
    cancelledAt: c.createdAt.toISOString(),
  };
}
