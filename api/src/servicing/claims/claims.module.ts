/** First notices of loss on bound policies. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { PolicyChangesModule } from '../policy-changes';
import { ClaimsController } from './claims.controller';
import { ClaimsRepository } from './claims.repository';
import { ClaimsService } from './claims.service';

@Module({
  imports: [PolicyChangesModule],
  controllers: [ClaimsController],
  providers: [ClaimsRepository, ClaimsService, { provide: CLOCK, useValue: systemClock }],
})
export class ClaimsModule {}
