import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { Public } from '../../common/auth/decorators';
import { DomainException } from '../../common/errors/domain.exception';
import { ApiOperationDoc } from '../../common/http/operation-doc';

export class HealthDto {
  @ApiProperty({ enum: ['ok'], enumName: 'HealthStatus' })
  status: 'ok';

  @ApiProperty({ enum: ['up'], enumName: 'DatabaseStatus' })
  database: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @ApiOperationDoc({
    summary: "Check the service's health",
    description:
      'Answers 200 while the API and its database answer, 503 otherwise. For load balancers and monitors.',
    errors: [ErrorCode.ServiceUnavailable],
  })
  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  async getHealth(): Promise<HealthDto> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new DomainException(ErrorCode.ServiceUnavailable, 'Database unavailable.');
    }
    return { status: 'ok', database: 'up' };
  }
}
