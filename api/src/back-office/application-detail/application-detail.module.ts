/** Staff's read-only view of a whole application (the staff quote page's panels). */
import { Module } from '@nestjs/common';
import { BillingModule } from '../../purchase/billing';
import { QuotesModule } from '../../quoting/quotes';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { SignaturesModule } from '../../purchase/signatures';
import { ApplicationDetailController } from './application-detail.controller';
import { ApplicationDetailService } from './application-detail.service';

@Module({
  imports: [QuotesModule, ReferenceDataModule, BillingModule, SignaturesModule],
  controllers: [ApplicationDetailController],
  providers: [ApplicationDetailService],
})
export class ApplicationDetailModule {}
