/**
 * The dashboard's recent activity and its status history: what last happened to applications,
 * and how many applications entered each status per week.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import {
  APPLICATION_STATUSES,
  COVERAGE_TYPES,
  type ApplicationStatus,
  type CoverageType,
} from '@coverline/contracts';
import { AUDIT_ACTIONS, type AuditAction, type AuditSnapshot } from '../../../platform/audit';
import { LimitQuery } from '../../../common/http/pagination';

export const ACTIVITY_KINDS = [
  'created',
  'statusChanged',
  'staffAction',
  'payment',
  'signature',
  'policyBound',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The number of weeks the status history covers, the current one included. */
export const STATUS_HISTORY_WEEKS = 12;

export class ActivityQueryDto {
  @LimitQuery()
  limit?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The assigned agent (an agent only ever sees their own)',
  })
  @IsOptional()
  @IsUUID('4', { message: 'userId must be a valid id.' })
  userId?: string;
}

export class StatusHistoryQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The assigned agent (an agent only ever sees their own)',
  })
  @IsOptional()
  @IsUUID('4', { message: 'userId must be a valid id.' })
  userId?: string;
}

const nullableString = { type: String, nullable: true } as const;

export class ActivityItemDto {
  @ApiProperty({ description: 'Unique within the answer: the kind and the source row' })
  id: string;
  @ApiProperty({ enum: ACTIVITY_KINDS, enumName: 'ActivityKind' }) kind: ActivityKind;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ format: 'uuid', description: 'The quote id' }) applicationId: string;
  @ApiProperty(nullableString) businessName: string | null;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) coverageType: CoverageType;

  @ApiProperty({
    enum: APPLICATION_STATUSES,
    enumName: 'ApplicationStatus',
    nullable: true,
    description: 'The status left (statusChanged)',
  })
  fromStatus: ApplicationStatus | null;

  @ApiProperty({
    enum: APPLICATION_STATUSES,
    enumName: 'ApplicationStatus',
    nullable: true,
    description: 'The status entered (created, statusChanged)',
  })
  toStatus: ApplicationStatus | null;

  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', nullable: true })
  action: AuditAction | null;
  @ApiProperty(nullableString) actorName: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: AuditSnapshot | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: AuditSnapshot | null;

  @ApiProperty({ type: Number, nullable: true, description: 'A payment in cents' })
  amountCents: number | null;
  @ApiProperty({ ...nullableString, description: 'Who signed' }) signerName: string | null;
}

export class ActivityDto {
  @ApiProperty({ type: [ActivityItemDto] }) items: ActivityItemDto[];
}

export class StatusSeriesDto {
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;
  @ApiProperty({ type: [Number], description: 'One count per week, in the order of `weeks`' })
  counts: number[];
}

export class StatusHistoryDto {
  @ApiProperty({
    type: [String],
    description: 'The Monday (UTC, YYYY-MM-DD) starting each week, oldest first',
  })
  weeks: string[];
  @ApiProperty({ type: [StatusSeriesDto], description: 'One series per status' })
  series: StatusSeriesDto[];
}
