import { Module } from '@nestjs/common';
import { QuotesModule } from '../quotes';
import { AppetiteController } from './appetite.controller';
import { AppetiteLeadsRepository } from './appetite-leads.repository';
import { AppetiteService } from './appetite.service';

/** The appetite guide, the public "who we cover" answers and the leads visitors leave. */
@Module({
  imports: [QuotesModule],
  controllers: [AppetiteController],
  providers: [AppetiteService, AppetiteLeadsRepository],
})
export class AppetiteModule {}
