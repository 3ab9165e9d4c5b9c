import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  BINDABILITIES,
  COVERAGE_TYPES,
  RATING_STATES,
  type ApplicationStatus,
  type Bindability,
  type CoverageType,
  type RatingState,
} from '@coverline/contracts';
import type { CarrierFeedRow } from '../carrier-feed.repository';

/** One of the carrier's quotes, as the carrier's own system reads it. */
export class PartnerCarrierQuoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The quote (application) it answers' })
  quoteId: string;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  quoteStatus: ApplicationStatus;
  @ApiProperty({ enum: RATING_STATES, enumName: 'RatingState' }) ratingState: RatingState;
  @ApiProperty({ type: Number, nullable: true }) annualPremiumCents: number | null;
  @ApiProperty({ enum: BINDABILITIES, enumName: 'Bindability', nullable: true })
  bindability: Bindability | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) effectiveDate: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expirationDate: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ratedAt: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class PartnerCarrierQuotePageDto {
  @ApiProperty({ type: [PartnerCarrierQuoteDto] }) items: PartnerCarrierQuoteDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export const mapCarrierFeedRow = (r: CarrierFeedRow): PartnerCarrierQuoteDto => ({
  id: r.id,
  quoteId: r.application_id,
  coverageType: r.coverage_type,
  quoteStatus: r.application_status,
  ratingState: r.rating_state,
  annualPremiumCents: r.annual_premium_cents === null ? null : Number(r.annual_premium_cents),
  bindability: r.bindability,
  effectiveDate: r.effective_date,
  expirationDate: r.expiration_date,
  ratedAt: r.rated_at?.toISOString() ?? null,
  updatedAt: r.updated_at.toISOString(),
});
