/** Wires pg-boss to the app's database and offers JobsService to every module. */
import { DynamicModule, Module } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { JobsController } from './jobs.controller';
import { JOBS_SCHEMA, JobsRepository } from './jobs.repository';
import { JobsService, PG_BOSS } from './jobs.service';

/** Connections pg-boss holds beside TypeORM's pool: polling, completions, maintenance. */
const POOL_SIZE = 3;

@Module({})
export class JobsModule {
  static register(config: { databaseUrl: string }): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      controllers: [JobsController],
      providers: [
        JobsService,
        JobsRepository,
        {
          provide: PG_BOSS,
          useFactory: () =>
            new PgBoss({
              connectionString: config.databaseUrl,
              schema: JOBS_SCHEMA,
              max: POOL_SIZE,
              application_name: 'coverline-jobs',
              // Cron schedules (referral status mail) are kept by pg-boss: one run per tick
              // whatever the number of instances.
              schedule: true,
            }),
        },
      ],
      exports: [JobsService],
    };
  }
}
