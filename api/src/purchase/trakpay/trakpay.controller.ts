/**
 * Pay-as-you-go registration routes under `trakpay/register`: the FEIN look-up the form makes as
 * the FEIN is entered, the registration, and what a quote's registration holds.
 */
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AllowGuest, CurrentPrincipal, Public } from '../../common/auth/decorators';
import type { Principal } from '../../common/auth/principal';
import { described, QuoteEditRefused, QuoteReadRefused } from '../../common/http/error-responses';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { PaygoFeinQueryDto, PaygoQuoteQueryDto, RegisterPaygoDto } from './dto/paygo-requests.dto';
import {
  PaygoFeinExistsDto,
  PaygoRegistrationDto,
  PaygoRegistrationViewDto,
} from './dto/paygo.dto';
import { PaygoRegistrationsService } from './paygo-registrations.service';
import { ErrorCode } from '@coverline/contracts';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('pay-as-you-go')
@ApiBearerAuth()
@Controller('trakpay/register')
export class TrakpayController {
  constructor(private readonly registrations: PaygoRegistrationsService) {}

  /** Public and rate limited per address: it answers a yes or no, never whose FEIN it is. */
  @ApiOperationDoc({
    summary: "Check a FEIN's pay-as-you-go registration",
    description: 'Whether a business with this FEIN is already registered for pay-as-you-go.',
    errors: [ErrorCode.TooManyAttempts],
  })
  @Get('fein-exists')
  @Public()
  @AuthRateLimit()
  @ApiOkResponse({ type: PaygoFeinExistsDto })
  async paygoFeinExists(@Query() { fein }: PaygoFeinQueryDto): Promise<PaygoFeinExistsDto> {
    return { exists: await this.registrations.feinExists(fein) };
  }

  @ApiOperationDoc({
    summary: 'Read a pay-as-you-go registration',
    description:
      'The pay-as-you-go registration of a quote: its payroll company, account and state.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: PaygoRegistrationViewDto })
  @QuoteReadRefused()
  paygoRegistration(
    @CurrentPrincipal() principal: Principal,
    @Query() { quoteId }: PaygoQuoteQueryDto,
  ): Promise<PaygoRegistrationViewDto> {
    return this.registrations.view(principal, quoteId);
  }

  @ApiOperationDoc({
    summary: 'Register for pay-as-you-go',
    description:
      "Registers the quote's business for pay-as-you-go workers' compensation with its payroll company.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PaygoFeinRegistered,
      ErrorCode.PaygoQuoteRegistered,
      ErrorCode.PaygoNoCarrierQuote,
      ErrorCode.PaygoNotOffered,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.BankAccountInvalid,
      ErrorCode.PaygoRegistrationInvalid,
    ],
  })
  @Post()
  @AllowGuest()
  @ApiCreatedResponse({ type: PaygoRegistrationDto })
  @ApiBadRequestResponse({ description: 'Readable messages for every invalid field' })
  @QuoteEditRefused()
  @ApiConflictResponse({ description: described(1901, 1902, 1903, 1904, 1204, 1205) })
  registerPaygo(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: RegisterPaygoDto,
  ): Promise<PaygoRegistrationDto> {
    return this.registrations.register(principal, dto);
  }
}
