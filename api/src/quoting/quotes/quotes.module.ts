import { Global, Module } from '@nestjs/common';
import { GuestQuoteGate } from '../../identity/auth';
import { ClientsModule } from '../../identity/clients';
import { AuditModule } from '../../platform/audit';
import { RateTablesModule } from '../rate-tables';
import { ReferenceDataModule } from '../reference-data';
import { CLOCK, systemClock } from '../../common/clock';
import { BusinessController } from './business/business.controller';
import { BusinessRepository } from './business/business.repository';
import { BusinessService } from './business/business.service';
import { BusinessIdentifierService } from './business-identifier.service';
import { ClassCodesRepository } from './class-codes.repository';
import { ClassCodesService } from './class-codes.service';
import { DraftWriter } from './draft-writer';
import { ExperienceModService } from './experience-mod.service';
import { LinesController } from './lines.controller';
import { QuoteAccess } from './quote-access';
import { QuoteGuestGate } from './quote-guest-gate';
import { QuoteDraftService } from './quote-draft.service';
import { QuoteLinks } from './quote-links';
import { QuoteLookupService } from './quote-lookup.service';
import { QuoteRecords } from './quote-records';
import { QuoteResumeService } from './quote-resume.service';
import { QuoteSubmissionService } from './quote-submission.service';
import { QuoteSummaries } from './quote-summaries';
import { QuoteSummariesRepository } from './quote-summaries.repository';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { RatingRepository } from './rating.repository';
import { RatingService } from './rating.service';
import { AppetiteSource } from './appetite-source';

@Module({
  imports: [ClientsModule, ReferenceDataModule, RateTablesModule, AuditModule],
  controllers: [QuotesController, LinesController, BusinessController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    QuoteLookupService,
    BusinessService,
    BusinessRepository,
    QuoteDraftService,
    QuoteResumeService,
    DraftWriter,
    QuoteSubmissionService,
    BusinessIdentifierService,
    ClassCodesService,
    RatingService,
    AppetiteSource,
    ExperienceModService,
    QuotesRepository,
    QuoteSummariesRepository,
    QuoteRecords,
    QuoteSummaries,
    ClassCodesRepository,
    RatingRepository,
    QuoteAccess,
    QuoteGuestGate,
    QuoteLinks,
  ],
  exports: [
    RatingService,
    QuoteLookupService,
    AppetiteSource,
    QuoteRecords,
    QuoteAccess,
    QuoteSummaries,
    QuoteGuestGate,
    QuoteLinks,
  ],
})
export class QuotesModule {}

/** Provides identity's `GuestQuoteGate` to the whole app: guest tokens of bought or claimed quotes die. */
@Global()
@Module({
  imports: [QuotesModule],
  providers: [{ provide: GuestQuoteGate, useExisting: QuoteGuestGate }],
  exports: [GuestQuoteGate],
})
export class GuestQuoteGateModule {}
