import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { ShutdownState } from './shutdown-state';

/** The health routes: liveness, readiness, and the combined check; and whether the instance is stopping. */
@Module({
  controllers: [HealthController],
  providers: [HealthRepository, ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
