/**
 * Checkout of a selected quote: starting it, the provider's signed return (the signature is the
 * credential, so whoever's browser comes back may call it) and an admin's reset.
 */
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Public, Roles } from '../../common/auth/decorators';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { described, GuestQuoteStep } from '../../common/http/error-responses';
import {
  CheckoutCallbackDto,
  CheckoutOutcomeDto,
  CheckoutResetDto,
  CheckoutStartedDto,
  ResetCheckoutDto,
  StartCheckoutDto,
} from './dto/purchase.dto';
import { PurchaseService } from './purchase.service';
import { CARRIER_ANSWER_CODES } from '../../quoting/quotes';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('purchase')
@ApiBearerAuth()
@Controller('quote/checkout')
export class PurchaseController {
  constructor(private readonly purchase: PurchaseService) {}

  @ApiOperationDoc({
    summary: 'Start checkout',
    description:
      'Opens a payment checkout for the selected quote with the payment provider and answers where to send the payer.',
    errors: [
      ErrorCode.NoBindableViaApi,
      ErrorCode.BindableReferralApproved,
      ErrorCode.BindableAddLocations,
      ErrorCode.BindablePendingUnderwriting,
      ErrorCode.BindablePendingAddLocations,
      ErrorCode.Referred,
      ErrorCode.HartfordQuoteTouched,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.NotApiBindable,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.UserDetailsMayDiffer,
      ErrorCode.ExpiredEffectiveDateAccessed,
      ErrorCode.CheckoutInProgress,
      ErrorCode.CheckoutAlreadyPaid,
      ErrorCode.CheckoutClosed,
      ErrorCode.BillingInfoRequired,
      ErrorCode.PurchaseStepUnavailable,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('ascend')
  @GuestQuoteStep(
    CheckoutStartedDto,
    ...CARRIER_ANSWER_CODES,
    1204,
    1205,
    1214,
    1222,
    1501,
    1502,
    1604,
    1605,
    1606,
    1801,
    1803,
  )
  checkoutAscend(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: StartCheckoutDto,
  ): Promise<CheckoutStartedDto> {
    return this.purchase.checkout(principal, dto);
  }

  @ApiOperationDoc({
    summary: 'Record the checkout result',
    description:
      "The payment provider's signed result of a checkout. A paid checkout moves the quote to bound; a result is applied once.",
    errors: [
      ErrorCode.PaymentResultInvalid,
      ErrorCode.PaymentResultExpired,
      ErrorCode.CheckoutClosed,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('ascend/callback')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: CheckoutOutcomeDto })
  @ApiBadRequestResponse({ description: described(1601, 1602) })
  @ApiConflictResponse({ description: described(1606) })
  checkoutAscendCallback(@Body() dto: CheckoutCallbackDto): Promise<CheckoutOutcomeDto> {
    return this.purchase.callback(dto);
  }

  @ApiOperationDoc({
    summary: 'Start checkout over',
    description:
      'Discards an unpaid checkout so the payer can start again, for example with another payment option.',
    errors: [
      ErrorCode.CheckoutAlreadyPaid,
      ErrorCode.PurchaseStepUnavailable,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('reset')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: CheckoutResetDto })
  @ApiConflictResponse({ description: described(1605, 1803) })
  resetCheckout(
    @CurrentPrincipal() actor: UserPrincipal,
    @Body() dto: ResetCheckoutDto,
  ): Promise<CheckoutResetDto> {
    return this.purchase.reset(actor, dto.quoteId);
  }
}
