/** Renewing bound policies: the daily run, the client's confirmation and acceptance, non-renewal. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { CertificatesModule } from '../certificates';
import { InstalmentsModule } from '../instalments';
import { PoliciesModule } from '../policies';
import { PolicyChangesModule } from '../policy-changes';
import { RenewalRunService } from './renewal-run.service';
import { RenewalsController } from './renewals.controller';
import { RenewalsRepository } from './renewals.repository';
import { RenewalsService } from './renewals.service';

@Module({
  imports: [
    AuditModule,
    QuoteDocumentsModule,
    QuotesModule,
    CertificatesModule,
    InstalmentsModule,
    PoliciesModule,
    PolicyChangesModule,
  ],
  controllers: [RenewalsController],
  providers: [
    RenewalsRepository,
    RenewalsService,
    RenewalRunService,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [RenewalRunService],
})
export class RenewalsModule {}
