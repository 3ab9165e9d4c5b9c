/** The admin side of quotes: lock, archive, status and agent actions, each audited. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { QuotesModule } from '../quotes';
import { QuoteAdminController } from './quote-admin.controller';
import { QuoteAdminService } from './quote-admin.service';

@Module({
  imports: [QuotesModule, AuditModule, ClientsModule, UsersDirectoryModule],
  controllers: [QuoteAdminController],
  providers: [QuoteAdminService],
})
export class QuoteAdminModule {}
