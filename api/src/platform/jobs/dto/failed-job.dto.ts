/** Request and response shapes of the failed-jobs list. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitQuery } from '../../../common/http/pagination';
import type { FailedJob } from '../jobs.repository';

export class FailedJobsQueryDto {
  @ApiPropertyOptional({ description: 'Only jobs of this queue, e.g. mail-delivery' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  queue?: string;

  @LimitQuery()
  limit?: number;
}

export class FailedJobDto {
  @ApiProperty() id: string;
  @ApiProperty() queue: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What the job was given',
  })
  data: object;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Error of the last attempt' })
  error: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() failedAt: string;
}

export function mapFailedJob(job: FailedJob): FailedJobDto {
  return {
    id: job.id,
    queue: job.queue,
    data: job.data,
    attempts: job.attempts,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    failedAt: job.failedAt.toISOString(),
  };
}
