/** What other modules may use of quoting/quotes. */
export { IsCalendarDate } from './business/dto/field-decorators';
export { QuoteIdParamDto, QuoteVersionDto } from './dto/quote-requests.dto';
export { QuoteDto, NoCarrierWritesDto, mapQuote, buildUpOf } from './dto/quote.dto';
export { AppetiteSource } from './appetite-source';
export type { PremiumLine, RatedTerms } from '../rating';
export type { QuoteAggregate } from './dto/quote.dto';
export { enforce } from './enforce';
export { QuoteAccess } from './quote-access';
export { QuoteLinks } from './quote-links';
export { QuoteLookupService } from './quote-lookup.service';
export { QuoteRecords } from './quote-records';
export { RatingService } from './rating.service';
export { QuoteSummaries } from './quote-summaries';
export { GuestQuoteGateModule, QuotesModule } from './quotes.module';
export { ReferralLink } from './referral-link';
export { wholeQuoteRefusal } from './rules/edit-access';
export {
  CARRIER_ANSWER_CODES,
  carrierAnswerRefusal,
  nothingBindableRefusal,
} from './rules/carrier-answer';
export { guestOtherQuoteRefusal } from './rules/read-access';
export type { Refusal } from './rules/refusal';
export { changeStatus, statusAfterPurchaseEvent } from './rules/status-machine';
export type { PurchaseEvent } from './rules/status-machine';
export type { Application } from './entities/application.entity';
export type { CarrierQuote } from './entities/carrier-quote.entity';
export type { BusinessClaim } from './business/entities/business-claim.entity';
export type { BusinessLocation } from './business/entities/business-location.entity';
export type { BusinessOwner } from './business/entities/business-owner.entity';
export type { Business } from './business/entities/business.entity';
