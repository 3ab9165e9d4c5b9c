/** Endorsements of bound policies: priced changes, staff referrals, the client's offer and its issue. */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { CertificatesModule } from '../certificates';
import { LedgerModule } from '../ledger';
import { PolicyChangesModule } from '../policy-changes';
import { EndorsedPremiums } from './endorsed-premiums';
import { EndorsementsController } from './endorsements.controller';
import { EndorsementsRepository } from './endorsements.repository';
import { EndorsementsService } from './endorsements.service';

@Module({
  imports: [
    AuditModule,
    QuoteDocumentsModule,
    QuotesModule,
    LedgerModule,
    PolicyChangesModule,
    CertificatesModule,
  ],
  controllers: [EndorsementsController],
  providers: [
    EndorsementsRepository,
    EndorsementsService,
    EndorsedPremiums,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [EndorsedPremiums],
})
export class EndorsementsModule {}
