/**
 * Cancelling bound policies (staff's cancellation, its preview, the client's completed request,
 * the billing run's non-payment) and reinstating one cancelled for non-payment.
 */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { CertificatesModule } from '../certificates';
import { EndorsementsModule } from '../endorsements';
import { InstalmentsModule } from '../instalments';
import { LedgerModule } from '../ledger';
import { PolicyChangesModule } from '../policy-changes';
import { CancellationsController } from './cancellations.controller';
import { CancellationsRepository } from './cancellations.repository';
import { CancellationsService } from './cancellations.service';
import { ReinstatementsService } from './reinstatements.service';

@Module({
  imports: [
    AuditModule,
    QuoteDocumentsModule,
    CertificatesModule,
    EndorsementsModule,
    InstalmentsModule,
    LedgerModule,
    PolicyChangesModule,
  ],
  controllers: [CancellationsController],
  providers: [
    CancellationsRepository,
    CancellationsService,
    ReinstatementsService,
    { provide: CLOCK, useValue: systemClock },
  ],
})
export class CancellationsModule {}
