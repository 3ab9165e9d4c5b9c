import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { CustomerViewInterceptor } from './customer-view.interceptor';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CoverageType, ERROR_CATALOGUE } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal } from '../../common/auth/decorators';
import type { Principal } from '../../common/auth/principal';
import { QuoteDataQueryDto, RateQuoteDto } from './dto/quote-requests.dto';
import { QuoteDataDto, QuoteDto } from './dto/quote.dto';
import { QuoteLookupService } from './quote-lookup.service';
import { RatingService } from './rating.service';
import { AppetiteSource } from './appetite-source';

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

  @Post('wc/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateWcQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.WorkersCompensation, dto);
  }

  @Post('gl/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateGlQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.GeneralLiability, dto);
  }

  @Post('bop/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateBopQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.BusinessOwners, dto);
  }

  @Post('cyber/quotes')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: QuoteDto })
  @ApiNotFoundResponse({ description: noQuotes })
  @ApiConflictResponse({ description: ratingConflicts })
  rateCyberQuote(@CurrentPrincipal() principal: Principal, @Body() dto: RateQuoteDto) {
    return this.rated(principal, CoverageType.Cyber, dto);
  }

  @Get('bop/quote_data')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDataDto })
  @ApiNotFoundResponse({ description: noActive })
  getBopQuoteData(@CurrentPrincipal() principal: Principal, @Query() q: QuoteDataQueryDto) {
    return this.quotes.quoteData(principal, CoverageType.BusinessOwners, q.quoteId);
  }

  @Get('gl/quote_data')
  @AllowGuest()
  @ApiOkResponse({ type: QuoteDataDto })
  @ApiNotFoundResponse({ description: noActive })
  getGlQuoteData(@CurrentPrincipal() principal: Principal, @Query() q: QuoteDataQueryDto) {
    return this.quotes.quoteData(principal, CoverageType.GeneralLiability, q.quoteId);
  }

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
