/** The audit trail's list query and the records as the API answers them. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { ROLES, type Role } from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import { AUDIT_ACTIONS, type AuditAction, type AuditSnapshot } from '../audit-action';
import type { AuditRecordView } from '../audit.service';

export class AuditListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions of this person' })
  @IsOptional()
  @IsUUID()
  userId?: string;
}

export class AuditRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' }) action: AuditAction;
  @ApiProperty({ format: 'uuid' }) actorUserId: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) actorRole: Role;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) applicationId: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The legal name of the application's business",
  })
  businessName?: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) targetUserId: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The changed fields before the action',
  })
  before: AuditSnapshot | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The changed fields after the action',
  })
  after: AuditSnapshot | null;

  @ApiProperty({ format: 'date-time' }) at: string;
}

export class AuditPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [AuditRecordDto] })
  items: AuditRecordDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export function mapAuditRecord({
  record,
  actorName,
  actorEmail,
  businessName,
}: AuditRecordView): AuditRecordDto {
  return {
    id: record.id,
    action: record.action,
    actorUserId: record.actorUserId,
    actorRole: record.actorRole,
    actorName,
    actorEmail,
    applicationId: record.applicationId,
    businessName,
    targetUserId: record.targetUserId,
    before: record.before,
    after: record.after,
    at: record.createdAt.toISOString(),
  };
}
