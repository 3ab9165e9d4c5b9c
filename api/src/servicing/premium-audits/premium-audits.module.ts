/**
 * Premium audits of workers' compensation policies: the live preview all term, the audit the
 * daily run opens at the term's end, the client's final payroll, the settlement of the
 * difference through the provider and the audit statement.
 */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { RateTablesModule } from '../../quoting/rate-tables';
import { EndorsementsModule } from '../endorsements';
import { LedgerModule } from '../ledger';
import { PolicyChangesModule } from '../policy-changes';
import { PremiumAuditRunService } from './premium-audit-run.service';
import { PremiumAuditsController } from './premium-audits.controller';
import { PremiumAuditsRepository } from './premium-audits.repository';
import { PremiumAuditsService } from './premium-audits.service';

@Module({
  imports: [
    AuditModule,
    QuoteDocumentsModule,
    LedgerModule,
    PolicyChangesModule,
    RateTablesModule,
    EndorsementsModule,
  ],
  controllers: [PremiumAuditsController],
  providers: [
    PremiumAuditsRepository,
    PremiumAuditsService,
    PremiumAuditRunService,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [PremiumAuditRunService],
})
export class PremiumAuditsModule {}
