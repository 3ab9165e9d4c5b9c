/** First notices of loss on bound policies. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { PolicyChangesModule } from '../policy-changes';
import { ClaimsController } from './claims.controller';
import { ClaimsService } from './claims.service';

@Module({
  imports: [PolicyChangesModule],
  controllers: [ClaimsController],
  providers: [ClaimsService, { provide: CLOCK, useValue: systemClock }],
})
export class ClaimsModule {}
