/** The claims calls' requests and answers. */
import { ApiProperty } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CLAIM_STATUSES, PolicyServicingLimits, type ClaimStatus } from '@coverline/contracts';
import type { PolicyClaim } from '../entities/policy-claim.entity';

export class ReportClaimDto {
  @ApiProperty({ format: 'uuid', description: 'The quote the bound policy came from' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;

  @ApiProperty({ maxLength: PolicyServicingLimits.claimDescriptionMax })
  @IsString({ message: 'description must be text.' })
  @IsNotEmpty({ message: 'description is required.' })
  @MaxLength(PolicyServicingLimits.claimDescriptionMax, {
    message: `description must be at most ${PolicyServicingLimits.claimDescriptionMax} characters.`,
  })
  description: string;

  @ApiProperty({ description: 'Amount of loss in cents', minimum: 1 })
  @IsInt({ message: 'amountOfLossCents must be a whole number of cents.' })
  @Min(1, { message: 'Amount of loss must be a positive number.' })
  @Max(PolicyServicingLimits.amountOfLossMaxCents, {
    message: 'amountOfLossCents is larger than any policy pays.',
  })
  amountOfLossCents: number;

  @ApiProperty({ type: String, format: 'date', description: 'Date of loss; not in the future' })
  @IsString({ message: 'dateOfLoss must be a date.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'dateOfLoss must be a date (YYYY-MM-DD).' })
  dateOfLoss: string;

  @ApiProperty({ enum: CLAIM_STATUSES, enumName: 'ClaimStatus' })
  @IsIn(CLAIM_STATUSES, { message: `status must be one of: ${CLAIM_STATUSES.join(', ')}.` })
  status: ClaimStatus;
}

export class PolicyClaimDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty() description: string;
  @ApiProperty() amountOfLossCents: number;
  @ApiProperty({ type: String, format: 'date' }) dateOfLoss: string;
  @ApiProperty({ enum: CLAIM_STATUSES, enumName: 'ClaimStatus' }) status: ClaimStatus;
  @ApiProperty({ description: 'Whether the notice was mailed to the carrier' })
  carrierNotified: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class PolicyClaimListDto {
  @ApiProperty({ type: String, nullable: true, description: 'The carrier of the policy' })
  carrier: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The carrier's own claims submission link",
  })
  claimUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The carrier's claims phone" })
  carrierPhone: string | null;
  @ApiProperty({ type: [PolicyClaimDto], description: 'Newest first' }) items: PolicyClaimDto[];
}

export function mapClaim(claim: PolicyClaim): PolicyClaimDto {
  return {
    id: claim.id,
    quoteId: claim.applicationId,
    description: claim.description,
    amountOfLossCents: claim.amountOfLossCents,
    dateOfLoss: claim.dateOfLoss,
    status: claim.status,
    carrierNotified: claim.carrierNotified,
    createdAt: claim.createdAt.toISOString(),
  };
}
