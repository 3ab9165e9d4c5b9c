/**
 * The document calls of a quote (proposals, uploads, downloads, mails) over the documents core
 * and the quotes module; a module of its own so the core renders and stores without the quotes.
 */
import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { UsersDirectoryModule } from '../../identity/users';
import { AuditModule } from '../../platform/audit';
import { QuotesModule } from '../../quoting/quotes';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { DocumentContext } from './document-context';
import { DocumentsController } from './documents.controller';
import { DocumentsModule } from './documents.module';
import { DocumentsRepository } from './documents.repository';
import { QuoteDocumentsService } from './quote-documents.service';
import { StaffQuoteChanges } from './staff-quote-changes';

@Module({
  imports: [AuditModule, DocumentsModule, QuotesModule, UsersDirectoryModule, ReferenceDataModule],
  controllers: [DocumentsController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    DocumentsRepository,
    DocumentContext,
    StaffQuoteChanges,
    QuoteDocumentsService,
  ],
  exports: [DocumentsModule, DocumentContext, StaffQuoteChanges],
})
export class QuoteDocumentsModule {}
