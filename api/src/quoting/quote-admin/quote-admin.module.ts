/** The admin side of quotes: lock, archive, status and agent actions, each audited. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { QuotesModule } from '../quotes';
import { QuoteAdminController } from './quote-admin.controller';
import { QuoteAdminRepository } from './quote-admin.repository';
import { QuoteAdminService } from './quote-admin.service';

@Module({
  imports: [QuotesModule, AuditModule],
  controllers: [QuoteAdminController],
  providers: [QuoteAdminService, QuoteAdminRepository],
})
export class QuoteAdminModule {}
