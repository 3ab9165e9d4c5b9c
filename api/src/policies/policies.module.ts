/** Binding and policies: the policy record of an application and the client's bound policies. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClientsModule } from '../clients/clients.module';
import { QuoteDocumentsModule } from '../documents/quote-documents.module';
import { QuotesModule } from '../quotes/quotes.module';
import { PoliciesController } from './policies.controller';
import { PoliciesService } from './policies.service';

@Module({
  imports: [AuditModule, ClientsModule, QuotesModule, QuoteDocumentsModule],
  controllers: [PoliciesController],
  providers: [PoliciesService],
  exports: [PoliciesService],
})
export class PoliciesModule {}
