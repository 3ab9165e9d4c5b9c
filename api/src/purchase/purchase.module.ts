/** From a selected carrier quote to a paid purchase: checkout, its result, an admin's reset. */
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { QuotesModule } from '../quotes/quotes.module';
import { PurchaseController } from './purchase.controller';
import { PurchaseService } from './purchase.service';

@Module({
  imports: [QuotesModule, BillingModule],
  controllers: [PurchaseController],
  providers: [PurchaseService],
})
export class PurchaseModule {}
