import { Module } from '@nestjs/common';
import { BusinessModule } from '../business/business.module';
import { ClientsModule } from '../clients/clients.module';
import { LinesController } from './lines.controller';
import { QuoteAccess } from './quote-access';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { QuotesService } from './quotes.service';
import { RatingService } from './rating.service';
import { ReferenceLookups } from './reference-lookups';

@Module({
  imports: [ClientsModule, BusinessModule],
  controllers: [QuotesController, LinesController],
  providers: [QuotesService, RatingService, QuotesRepository, QuoteAccess, ReferenceLookups],
  exports: [QuotesService, QuotesRepository, QuoteAccess],
})
export class QuotesModule {}
