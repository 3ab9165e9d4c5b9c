/**
 * The application-view calls' queries and answers: the pipeline list (all, one tab, one
 * client's), the count on each tab and the deals.
 */
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  APPLICATION_STATUSES,
  APPLICATION_TABS,
  COVERAGE_TYPES,
  DATE_FILTERS,
  type ApplicationStatus,
  type ApplicationTab,
  type CoverageType,
  type DateFilter,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';

const nullableString = { type: String, nullable: true } as const;

export class ApplicationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: DATE_FILTERS,
    enumName: 'DateFilter',
    description: 'On the last change; All time by default',
  })
  @IsOptional()
  @IsIn(DATE_FILTERS)
  dateFilter?: DateFilter;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The assigned agent (an agent only ever sees their own)',
  })
  @IsOptional()
  @IsUUID('4', { message: 'userId must be a valid id.' })
  userId?: string;
}

export class ApplicationTabQueryDto extends ApplicationListQueryDto {
  @ApiProperty({ enum: APPLICATION_TABS, enumName: 'ApplicationTab' })
  @IsIn(APPLICATION_TABS)
  status: ApplicationTab;

  @ApiPropertyOptional({ format: 'uuid', description: "One client's applications" })
  @IsOptional()
  @IsUUID('4', { message: 'clientId must be a valid id.' })
  clientId?: string;
}

export class ApplicationCountQueryDto extends PickType(ApplicationListQueryDto, [
  'searchTerm',
  'dateFilter',
  'userId',
] as const) {}

export class DealsQueryDto extends PickType(ApplicationListQueryDto, ['userId'] as const) {}

export class ApplicationViewItemDto {
  @ApiProperty({ format: 'uuid', description: 'The quote id' }) id: string;
  @ApiProperty(nullableString) businessName: string | null;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty(nullableString) clientName: string | null;
  @ApiProperty() clientEmail: string;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;
  @ApiProperty() locked: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) agentId: string | null;
  @ApiProperty(nullableString) agentName: string | null;
  @ApiProperty(nullableString) selectedCarrier: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Annual premium in cents' })
  selectedPremiumCents: number | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class ApplicationViewPageDto {
  @ApiProperty({
    description: "The page's items, in the list's order.",
    type: [ApplicationViewItemDto],
  })
  items: ApplicationViewItemDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

/** One number per tab, keyed as the tabs' routes are. */
export class ApplicationTabCountsDto implements Record<ApplicationTab, number> {
  @ApiProperty() all: number;
  @ApiProperty() new: number;
  @ApiProperty() inprocess: number;
  @ApiProperty() inreview: number;
  @ApiProperty() ready: number;
  @ApiProperty() purchasepending: number;
  @ApiProperty() completed: number;
  @ApiProperty() bound: number;
  @ApiProperty() archived: number;
}

export class DealDto {
  @ApiProperty({ example: '2026-11', description: 'The month the policies were bound in' })
  month: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) agentId: string | null;
  @ApiProperty(nullableString) agentName: string | null;
  @ApiProperty({ description: 'Policies bound' }) deals: number;
  @ApiProperty({ description: 'Their annual premiums in cents' }) premiumCents: number;
}

export class DealsDto {
  @ApiProperty({ type: [DealDto], description: 'Newest month first, then by premium' })
  items: DealDto[];
  @ApiProperty() totalDeals: number;
  @ApiProperty() totalPremiumCents: number;
}
