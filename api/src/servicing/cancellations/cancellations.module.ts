/**
 * Cancelling bound policies (staff's cancellation, its preview, the client's completed request,
 * the billing run's non-payment) and reinstating one cancelled for non-payment.
 */
import { Global, Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { CertificatesModule } from '../certificates';
import { EndorsementsModule } from '../endorsements';
import { InstalmentsModule } from '../instalments';
import { LedgerModule } from '../ledger';
import { CancellationCheck } from '../policies';
import { PolicyChangesModule } from '../policy-changes';
import { CancellationInForce } from './cancellation-in-force';
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
    CancellationInForce,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [CancellationInForce],
})
export class CancellationsModule {}

/** Provides policies' `CancellationCheck` to the whole app. */
@Global()
@Module({
  imports: [CancellationsModule],
  providers: [{ provide: CancellationCheck, useExisting: CancellationInForce }],
  exports: [CancellationCheck],
})
export class CancellationCheckModule {}
