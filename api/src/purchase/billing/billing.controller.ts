/** The cart's billing information: `billingInfo/create` saves it, the read shows it masked. */
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowGuest, CurrentPrincipal } from '../../common/auth/decorators';
import type { Principal } from '../../common/auth/principal';
import { GuestQuoteStep, QuoteReadRefused } from '../../common/http/error-responses';
import { BillingService } from './billing.service';
import { BillingInfoDto, BillingQuoteParamDto, CreateBillingInfoDto } from './dto/billing-info.dto';
import { CARRIER_ANSWER_CODES } from '../../quoting/quotes';
import { ErrorCode } from '@coverline/contracts';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billingInfo')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @ApiOperationDoc({
    summary: 'Save billing details',
    description:
      "Saves the payer's billing details and payment plan for the selected quote before checkout.",
    errors: [
      ErrorCode.NoBindableViaApi,
      ErrorCode.BindableReferralApproved,
      ErrorCode.BindableAddLocations,
      ErrorCode.BindablePendingUnderwriting,
      ErrorCode.BindablePendingAddLocations,
      ErrorCode.Referred,
      ErrorCode.HartfordQuoteTouched,
      ErrorCode.QuoteEmailMismatch,
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteCompleted,
      ErrorCode.QuoteBound,
      ErrorCode.NotGuestEditable,
      ErrorCode.NotClientModifiable,
      ErrorCode.OnlyEffectiveDateModifiable,
      ErrorCode.CarrierQuoteOutOfSync,
      ErrorCode.NotApiBindable,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.ExpiredEffectiveDateAccessed,
      ErrorCode.PaymentOptionNotOffered,
      ErrorCode.PurchaseStepUnavailable,
      ErrorCode.PaygoRegistrationRequired,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.BillingFormInvalid,
      ErrorCode.BankAccountInvalid,
    ],
  })
  @Post('create')
  @GuestQuoteStep(
    BillingInfoDto,
    ...CARRIER_ANSWER_CODES,
    1202,
    1204,
    1205,
    1214,
    1222,
    1502,
    1802,
    1803,
  )
  @ApiBadRequestResponse({
    description:
      'A missing, misplaced or invalid field, e.g. a routing number failing the ABA checksum; nothing is saved.',
  })
  createBillingInfo(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateBillingInfoDto,
  ): Promise<BillingInfoDto> {
    return this.billing.create(principal, dto);
  }

  @ApiOperationDoc({
    summary: 'Read billing details',
    description: 'The billing details and payment plan saved for a quote.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.BillingInfoNotFound,
    ],
  })
  @Get(':quoteId')
  @AllowGuest()
  @ApiOkResponse({ type: BillingInfoDto })
  @QuoteReadRefused()
  getBillingInfo(
    @CurrentPrincipal() principal: Principal,
    @Param() { quoteId }: BillingQuoteParamDto,
  ): Promise<BillingInfoDto> {
    return this.billing.read(principal, quoteId);
  }
}
