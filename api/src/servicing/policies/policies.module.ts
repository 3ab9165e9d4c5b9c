/** Binding and policies: the policy record of an application and the client's bound policies. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { ClientsModule } from '../../identity/clients';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { PoliciesController } from './policies.controller';
import { PoliciesService } from './policies.service';

@Module({
  imports: [AuditModule, ClientsModule, QuotesModule, QuoteDocumentsModule],
  controllers: [PoliciesController],
  providers: [PoliciesService],
  exports: [PoliciesService],
})
export class PoliciesModule {}
