/** The cart's billing information (direct bill by EFT or mail/email, or pay as you go). */
import { ReferenceDataModule } from '../../quoting/reference-data';
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { BankAccountSealer } from '../payments';
import { QuotesModule } from '../../quoting/quotes';
import { TrakpayModule } from '../trakpay';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';

@Module({
  imports: [QuotesModule, ReferenceDataModule, TrakpayModule],
  controllers: [BillingController],
  providers: [
    BillingRepository,
    BillingService,
    BankAccountSealer,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [BillingService],
})
export class BillingModule {}
