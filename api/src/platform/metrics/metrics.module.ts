import { Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics.service';

/** The Prometheus registry every module reports into, and its scrape route. */
@Global()
@Module({ controllers: [MetricsController], providers: [Metrics], exports: [Metrics] })
export class MetricsModule implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: Metrics,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.metrics.watchPool(() => {
      // TypeORM's postgres driver keeps pg's Pool as `master`.
      const pool = (this.db.driver as PostgresDriver).master as Pool | undefined;
      if (!pool) return undefined;
      return {
        totalCount: pool.totalCount,
        idleCount: pool.idleCount,
        waitingCount: pool.waitingCount,
        max: pool.options.max ?? 10,
      };
    });
  }
}
