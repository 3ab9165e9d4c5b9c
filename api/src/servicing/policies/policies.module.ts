/** Binding and policies: the policy record of an application and the client's bound policies. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { ClientsModule } from '../../identity/clients';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { PoliciesController } from './policies.controller';
import { PoliciesRepository } from './policies.repository';
import { PoliciesService } from './policies.service';
import { PolicyRecords } from './policy-records';

@Module({
  imports: [AuditModule, ClientsModule, QuotesModule, QuoteDocumentsModule],
  controllers: [PoliciesController],
  providers: [PoliciesRepository, PoliciesService, PolicyRecords],
  exports: [PoliciesService, PolicyRecords],
})
export class PoliciesModule {}
