/** Cancelling bound policies: staff's cancellation, its preview, and the client's completed request. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { CertificatesModule } from '../certificates';
import { InstalmentsModule } from '../instalments';
import { LedgerModule } from '../ledger';
import { PolicyChangesModule } from '../policy-changes';
import { CancellationsController } from './cancellations.controller';
import { CancellationsRepository } from './cancellations.repository';
import { CancellationsService } from './cancellations.service';

@Module({
  imports: [
    AuditModule,
    QuoteDocumentsModule,
    CertificatesModule,
    InstalmentsModule,
    LedgerModule,
    PolicyChangesModule,
  ],
  controllers: [CancellationsController],
  providers: [
    CancellationsRepository,
    CancellationsService,
    { provide: CLOCK, useValue: systemClock },
  ],
})
export class CancellationsModule {}
