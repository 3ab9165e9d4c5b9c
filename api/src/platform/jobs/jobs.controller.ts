/** Admin view of the jobs that failed every attempt (dead letters), whatever their queue. */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { Roles } from '../../common/auth/decorators';
import { FailedJobDto, FailedJobsQueryDto, mapFailedJob } from './dto/failed-job.dto';
import { JobsService } from './jobs.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @ApiOperationDoc({
    summary: 'List failed background jobs',
    description:
      'Background jobs (mail, documents, payroll calls) that failed after their retries, with their errors.',
  })
  @Get('failed')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [FailedJobDto] })
  async getFailedJobs(@Query() query: FailedJobsQueryDto): Promise<FailedJobDto[]> {
    const failed = await this.jobs.failedJobs({ queue: query.queue, limit: query.limit ?? 20 });
    return failed.map(mapFailedJob);
  }
}
