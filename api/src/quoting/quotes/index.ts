/** What other modules may use of quoting/quotes. */
export { QuoteIdParamDto, QuoteVersionDto } from './dto/quote-requests.dto';
export { QuoteDto, mapQuote } from './dto/quote.dto';
export type { QuoteAggregate } from './dto/quote.dto';
export { enforce } from './enforce';
export { QuoteAccess } from './quote-access';
export { QuoteLookupService } from './quote-lookup.service';
export { QuotesModule } from './quotes.module';
export { wholeQuoteRefusal } from './rules/edit-access';
export { guestOtherQuoteRefusal } from './rules/read-access';
export type { Refusal } from './rules/refusal';
export { changeStatus, statusAfterPurchaseEvent } from './rules/status-machine';
export type { PurchaseEvent } from './rules/status-machine';
export type { Application } from './entities/application.entity';
export type { CarrierQuote } from './entities/carrier-quote.entity';
