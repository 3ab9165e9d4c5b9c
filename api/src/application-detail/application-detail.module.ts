/** Staff's read-only view of a whole application (the staff quote page's panels). */
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { QuotesModule } from '../quotes/quotes.module';
import { ReferenceDataModule } from '../reference-data/reference-data.module';
import { SignaturesModule } from '../signatures/signatures.module';
import { ApplicationDetailController } from './application-detail.controller';
import { ApplicationDetailService } from './application-detail.service';

@Module({
  imports: [QuotesModule, ReferenceDataModule, BillingModule, SignaturesModule],
  controllers: [ApplicationDetailController],
  providers: [ApplicationDetailService],
})
export class ApplicationDetailModule {}
