import { Module } from '@nestjs/common';
import { BusinessModule } from '../business';
import { ClientsModule } from '../../identity/clients';
import { CLOCK, systemClock } from '../../common/clock';
import { BusinessIdentifierService } from './business-identifier.service';
import { ClassCodesRepository } from './class-codes.repository';
import { ClassCodesService } from './class-codes.service';
import { DraftWriter } from './draft-writer';
import { LinesController } from './lines.controller';
import { QuoteAccess } from './quote-access';
import { QuoteDraftService } from './quote-draft.service';
import { QuoteLookupService } from './quote-lookup.service';
import { QuoteResumeService } from './quote-resume.service';
import { QuoteSubmissionService } from './quote-submission.service';
import { QuoteSummariesRepository } from './quote-summaries.repository';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { RatingRepository } from './rating.repository';
import { RatingService } from './rating.service';
import { ReferenceLookups } from './reference-lookups';
import { ReferralsModule } from '../../partners/referrals';

@Module({
  imports: [ClientsModule, BusinessModule, ReferralsModule],
  controllers: [QuotesController, LinesController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    QuoteLookupService,
    QuoteDraftService,
    QuoteResumeService,
    DraftWriter,
    QuoteSubmissionService,
    BusinessIdentifierService,
    ClassCodesService,
    RatingService,
    QuotesRepository,
    QuoteSummariesRepository,
    ClassCodesRepository,
    RatingRepository,
    QuoteAccess,
    ReferenceLookups,
  ],
  exports: [QuoteLookupService, QuotesRepository, QuoteAccess, QuoteSummariesRepository],
})
export class QuotesModule {}
