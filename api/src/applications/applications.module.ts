/** The staff applications pipeline: the application-view calls, read through their repository. */
import { Module } from '@nestjs/common';
import { ApplicationViewController } from './application-view.controller';
import { ApplicationViewRepository } from './application-view.repository';

@Module({
  controllers: [ApplicationViewController],
  providers: [ApplicationViewRepository],
})
export class ApplicationsModule {}
