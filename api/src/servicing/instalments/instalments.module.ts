/** Instalment billing of bound policies: the schedule, the daily billing run, pay now, receivables. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { BillingModule } from '../../purchase/billing';
import { LedgerModule } from '../ledger';
import { PoliciesModule } from '../policies';
import { PolicyChangesModule } from '../policy-changes';
import { BillingRunService } from './billing-run.service';
import { InstalmentsController } from './instalments.controller';
import { InstalmentsRepository } from './instalments.repository';
import { InstalmentsService } from './instalments.service';

@Module({
  imports: [LedgerModule, PoliciesModule, PolicyChangesModule, BillingModule],
  controllers: [InstalmentsController],
  providers: [
    InstalmentsRepository,
    InstalmentsService,
    BillingRunService,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [BillingRunService, InstalmentsService],
})
export class InstalmentsModule {}
