import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@coverline/contracts';
import { Public } from '../../common/auth/decorators';
import { DomainException } from '../../common/errors/domain.exception';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { HealthRepository } from './health.repository';
import { ShutdownState } from './shutdown-state';

export class HealthDto {
  @ApiProperty({ enum: ['ok'], enumName: 'HealthStatus' })
  status: 'ok';

  @ApiProperty({ enum: ['up'], enumName: 'DatabaseStatus' })
  database: 'up';
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], enumName: 'HealthStatus' })
  status: 'ok';
}

export class ReadinessDto extends HealthDto {
  @ApiProperty({ enum: ['applied'], enumName: 'MigrationsStatus' })
  migrations: 'applied';
}

/**
 * Liveness and readiness are separate questions: a process that answers is alive (restarting it
 * does not bring a lost database back), while it is ready only when the database answers and
 * carries this release's migrations. `GET /api/health` stays the single check of simple setups.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthRepository,
    private readonly shutdown: ShutdownState,
  ) {}

  @ApiOperationDoc({
    summary: "Check the service's health",
    description:
      'Answers 200 while the API and its database answer, 503 otherwise. For load balancers and monitors.',
    errors: [ErrorCode.ServiceUnavailable],
  })
  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer (2610).' })
  async getHealth(): Promise<HealthDto> {
    await this.requireDatabase();
    return { status: 'ok', database: 'up' };
  }

  @ApiOperationDoc({
    summary: 'Check that the process answers',
    description:
      'Liveness: answers 200 while the process serves requests, without touching the database. For Kubernetes liveness probes.',
  })
  @Get('live')
  @Public()
  @ApiOkResponse({ type: LivenessDto })
  getLiveness(): LivenessDto {
    return { status: 'ok' };
  }

  @ApiOperationDoc({
    summary: 'Check that the instance may take traffic',
    description:
      'Readiness: answers 200 when the database answers and every migration is applied, 503 otherwise, and 503 from the moment the instance is told to stop (it still serves the requests that reach it while it drains). For Kubernetes readiness probes and load balancers.',
    errors: [ErrorCode.ServiceUnavailable],
  })
  @Get('ready')
  @Public()
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({
    description:
      'The database does not answer, migrations are pending, or the instance is stopping (2610).',
  })
  async getReadiness(): Promise<ReadinessDto> {
    if (this.shutdown.stopping) {
      throw new DomainException(ErrorCode.ServiceUnavailable, 'Shutting down.');
    }
    await this.requireDatabase();
    if (!(await this.health.migrationsApplied().catch(() => false))) {
      throw new DomainException(ErrorCode.ServiceUnavailable, 'Migrations pending.');
    }
    return { status: 'ok', database: 'up', migrations: 'applied' };
  }

  private async requireDatabase(): Promise<void> {
    if (!(await this.health.databaseUp())) {
      throw new DomainException(ErrorCode.ServiceUnavailable, 'Database unavailable.');
    }
  }
}
