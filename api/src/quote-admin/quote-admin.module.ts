/** The admin side of quotes: lock, archive, status and agent actions, each audited. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { QuotesModule } from '../quotes/quotes.module';
import { QuoteAdminController } from './quote-admin.controller';
import { QuoteAdminService } from './quote-admin.service';

@Module({
  imports: [QuotesModule, AuditModule],
  controllers: [QuoteAdminController],
  providers: [QuoteAdminService],
})
export class QuoteAdminModule {}
