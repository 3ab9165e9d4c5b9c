import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';

/** The health routes: liveness, readiness, and the combined check. */
@Module({ controllers: [HealthController], providers: [HealthRepository] })
export class HealthModule {}
