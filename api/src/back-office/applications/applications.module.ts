/**
 * The staff applications pipeline: the application-view calls, read through their repository,
 * and the dashboard's activity and status history.
 */
import { Module } from '@nestjs/common';
import { ActivityController } from './activity.controller';
import { ActivityRepository } from './activity.repository';
import { ApplicationViewController } from './application-view.controller';
import { ApplicationViewRepository } from './application-view.repository';
import { TabCountsCache } from './tab-counts-cache';

@Module({
  controllers: [ActivityController, ApplicationViewController],
  providers: [ActivityRepository, ApplicationViewRepository, TabCountsCache],
})
export class ApplicationsModule {}
