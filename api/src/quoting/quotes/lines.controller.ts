import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { CustomerViewInterceptor } from './customer-view.interceptor';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CoverageType, ERROR_CATALOGUE, ErrorCode } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal } from '../../common/auth/decorators';
import type { Principal } from '../../common/auth/principal';
import { QuoteDataQueryDto, RateQuoteDto } from './dto/quote-requests.dto';
import { QuoteDataDto, QuoteDto } from './dto/quote.dto';
import { QuoteLookupService } from './quote-lookup.service';
import { RatingService } from './rating.service';
import { AppetiteSource } from './appetite-source';
import { ApiOperationDoc } from '../../common/http/operation-doc';

const RATING_CONFLICTS = [1102, 1210, 1216, 1218, 1220, 1225] as const;
const ratingConflicts = RATING_CONFLICTS.map((c) => `${c}: ${ERROR_CATALOGUE[c].message}`).join(
  ' ',
);
const noQuotes = `1001: ${ERROR_CATALOGUE[1001].message}`;
const noActive = `1209: ${ERROR_CATALOGUE[1209].message}`;

/**
 * Rating per coverage line: every active carrier writing the line rates the submitted quote in
 * parallel, each within the deadline; answers are stored as they arrive. And each line's
 * quote data: the quote with the options its forms offer.
 */
@ApiTags('rating')
@ApiBearerAuth()
@Controller()
@UseInterceptors(CustomerViewInterceptor)
export class LinesController {
  constructor(
    private readonly rating: RatingService,
    private readonly quotes: QuoteLookupService,
    private readonly appetite: AppetiteSource,
  ) {}

  @ApiOperationDoc({
    summary: "Rate workers' compensation",
    description:
      "Saves the workers' compensation answers (class codes, payroll, owners) and asks the carriers for quotes.",
    errors: [
      ErrorCode.NoQuotes,
      ErrorCode.HartfordQuoteTouched,
      ErrorCode.SelectedOptionNotBindable,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.InactiveQuote,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.QuoteNotApiEnabled,
      ErrorCode.CarrierQuoteExists,
      ErrorCode.CarrierQuoteNotApiEnabled,
      ErrorCode.SubmittedEffectiveDateExpired,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusNotSubmittable,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
      ErrorCode.ExposureImplausible,
    ],
  })
  @Post('wc/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateWcQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.WorkersCompensation, dto);
  }

  @ApiOperationDoc({
    summary: 'Rate general liability',
    description: 'Saves the general liability answers and asks the carriers for quotes.',
    errors: [
      ErrorCode.NoQuotes,
      ErrorCode.HartfordQuoteTouched,
      ErrorCode.SelectedOptionNotBindable,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.InactiveQuote,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.QuoteNotApiEnabled,
      ErrorCode.CarrierQuoteExists,
      ErrorCode.CarrierQuoteNotApiEnabled,
      ErrorCode.SubmittedEffectiveDateExpired,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusNotSubmittable,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
      ErrorCode.ExposureImplausible,
    ],
  })
  @Post('gl/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateGlQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.GeneralLiability, dto);
  }

  @ApiOperationDoc({
    summary: "Rate business owner's policy",
    description:
      "Saves the business owner's policy answers and asks the carriers for quotes; the answer holds the carrier quotes that came back in time.",
    errors: [
      ErrorCode.NoQuotes,
      ErrorCode.HartfordQuoteTouched,
      ErrorCode.SelectedOptionNotBindable,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.InactiveQuote,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.QuoteNotApiEnabled,
      ErrorCode.CarrierQuoteExists,
      ErrorCode.CarrierQuoteNotApiEnabled,
      ErrorCode.SubmittedEffectiveDateExpired,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusNotSubmittable,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
      ErrorCode.ExposureImplausible,
    ],
  })
  @Post('bop/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateBopQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.BusinessOwners, dto);
  }

  @ApiOperationDoc({
    summary: 'Rate cyber liability',
    description: 'Saves the cyber liability answers and asks the carriers for quotes.',
    errors: [
      ErrorCode.NoQuotes,
      ErrorCode.HartfordQuoteTouched,
      ErrorCode.SelectedOptionNotBindable,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.InactiveQuote,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.QuoteNotApiEnabled,
      ErrorCode.CarrierQuoteExists,
      ErrorCode.CarrierQuoteNotApiEnabled,
      ErrorCode.SubmittedEffectiveDateExpired,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusNotSubmittable,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
      ErrorCode.ExposureImplausible,
    ],
  })
  @Post('cyber/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateCyberQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.Cyber, dto);
  }

  @ApiOperationDoc({
    summary: "Read business owner's policy answers",
    description: "The business owner's policy part of the quote's application.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.GuestTokenRequiredRegistration,
      ErrorCode.NoActiveQuoteForCoverage,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
    ],
  })
  @Get('bop/quote_data')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDataDto })
  @ApiNotFoundResponse({ description: noActive })
  getBopQuoteData(@CurrentPrincipal() principal: Principal, @Query() q: QuoteDataQueryDto) {
    return this.quotes.quoteData(principal, CoverageType.BusinessOwners, q.quoteId);
  }

  @ApiOperationDoc({
    summary: 'Read general liability answers',
    description: "The general liability part of the quote's application.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.GuestTokenRequiredRegistration,
      ErrorCode.NoActiveQuoteForCoverage,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
    ],
  })
  @Get('gl/quote_data')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDataDto })
  @ApiNotFoundResponse({ description: noActive })
  getGlQuoteData(@CurrentPrincipal() principal: Principal, @Query() q: QuoteDataQueryDto) {
    return this.quotes.quoteData(principal, CoverageType.GeneralLiability, q.quoteId);
  }

  @ApiOperationDoc({
    summary: 'Read cyber liability answers',
    description: "The cyber liability part of the quote's application.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.GuestTokenRequiredRegistration,
      ErrorCode.NoActiveQuoteForCoverage,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.QuoteLineMismatch,
    ],
  })
  @Get('cyber/quote_data')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDataDto })
  @ApiNotFoundResponse({ description: noActive })
  getCyberQuoteData(@CurrentPrincipal() principal: Principal, @Query() q: QuoteDataQueryDto) {
    return this.quotes.quoteData(principal, CoverageType.Cyber, q.quoteId);
  }

  /** The rated quote, saying when no carrier writes its business type in its state. */
  private async rated(principal: Principal, line: CoverageType, dto: RateQuoteDto) {
    return this.appetite.withAppetite(await this.rating.rate(principal, line, dto));
  }
}
