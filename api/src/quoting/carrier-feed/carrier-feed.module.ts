import { Module } from '@nestjs/common';
import { CarrierFeedController } from './carrier-feed.controller';
import { CarrierFeedRepository } from './carrier-feed.repository';
import { CarrierFeedService } from './carrier-feed.service';

/** Carriers' systems reading their quotes through API clients. */
@Module({
  controllers: [CarrierFeedController],
  providers: [CarrierFeedRepository, CarrierFeedService],
})
export class CarrierFeedModule {}
