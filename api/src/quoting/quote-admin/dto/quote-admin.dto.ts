/** Requests and the answer of the admin quote actions. */
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID, ValidateIf } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@coverline/contracts';
import { QuoteVersionDto, type Application } from '../../quotes';

export class SetQuoteStatusDto extends QuoteVersionDto {
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  @IsIn(APPLICATION_STATUSES)
  status: ApplicationStatus;
}

export class UpdateAgentAssignedDto extends QuoteVersionDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The agent or admin for the client's applications; null removes the assignment",
  })
  @ValidateIf((_, v) => v !== null)
  @IsUUID('4', { message: 'agentId must be a valid id.' })
  agentId: string | null;
}

/** The administrative state of a quote after an admin action. */
export class QuoteAdminStateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Send it back with the next change' }) version: number;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;

  @ApiProperty({
    enum: APPLICATION_STATUSES,
    enumName: 'ApplicationStatus',
    nullable: true,
    description: 'Where unarchiving returns to',
  })
  statusBeforeArchive: ApplicationStatus | null;

  @ApiProperty() locked: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) agentId: string | null;
}

export function mapQuoteAdminState(app: Application): QuoteAdminStateDto {
  return {
    id: app.id,
    version: app.version,
    status: app.status,
    statusBeforeArchive: app.statusBeforeArchive,
    locked: app.locked,
    agentId: app.agentId,
  };
}
