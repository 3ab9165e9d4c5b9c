/** What other modules may use of purchase/documents. */
export { AGENCY_NAME, DocumentContext } from './document-context';
export { documentFile } from './document-file';
export { DocumentType } from './entities/document-type';
export { DocumentsModule } from './documents.module';
export { DocumentsService } from './documents.service';
export { DocumentDto, DocumentsSentDto, QuoteRefDto, mapDocument } from './dto/documents.dto';
export { QuoteDocumentsModule } from './quote-documents.module';
export { selectedCarrierQuote } from './quote-documents.service';
export {
  insuredView,
  lineLimits,
  oneYearAfter,
  ownerWaiverView,
  policySummaryView,
  quoteProposalView,
  quoteReference,
  wcApplicationView,
} from './quote-views';
export type { Acord25CoverageView, Acord25View } from './renderers/acord25';
export type { BorLetterView } from './renderers/bor-letter';
export type { CancellationNoticeView } from './renderers/cancellation-notice';
export type { EndorsementView } from './renderers/endorsement';
export type { PremiumAuditStatementView } from './renderers/premium-audit-statement';
export { agencyLines, coverageWords } from './renderers/labels';
export { StaffQuoteChanges } from './staff-quote-changes';
export type { AddressView, AgencyView, LimitView } from './views';
export type { Document } from './entities/document.entity';
