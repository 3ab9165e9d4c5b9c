import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ErrorCode } from '@coverline/contracts';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Public } from '../../common/auth/decorators';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../config';
import { Metrics } from './metrics.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /api/metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Not a user's
 * route: no session opens it, it is left out of the OpenAPI document, and without a configured
 * token it refuses everyone.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly token?: Buffer;

  constructor(
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.token = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  }

  @Get()
  @Public()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (given === undefined) throw new DomainException(ErrorCode.SignInRequired);
    // Compared as digests of equal length, in constant time.
    if (!this.token || !timingSafeEqual(digest(given), this.token)) {
      throw new DomainException(ErrorCode.AccessDenied);
    }
    const { contentType, body } = await this.metrics.exposition();
    void res.header('Content-Type', contentType).send(body);
  }
}
