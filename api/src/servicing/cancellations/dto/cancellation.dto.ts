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

/** A policy's cancellation, null while it is not cancelled. */
export class PolicyCancellationStateDto {
  @ApiProperty({ type: PolicyCancellationDto, nullable: true })
  cancellation: PolicyCancellationDto | null;
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
