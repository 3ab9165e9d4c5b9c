/**
 * The document calls of a quote (proposals, uploads, downloads, mails) over the documents core
 * and the quotes module; a module of its own so the core renders and stores without the quotes.
 */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { QuotesModule } from '../../quoting/quotes';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { DocumentContext } from './document-context';
import { DocumentsController } from './documents.controller';
import { DocumentsModule } from './documents.module';
import { QuoteDocumentsService } from './quote-documents.service';
import { StaffQuoteChanges } from './staff-quote-changes';

@Module({
  imports: [DocumentsModule, QuotesModule, ReferenceDataModule],
  controllers: [DocumentsController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    DocumentContext,
    StaffQuoteChanges,
    QuoteDocumentsService,
  ],
  exports: [DocumentsModule, DocumentContext, StaffQuoteChanges],
})
export class QuoteDocumentsModule {}
