/** The cart's billing information: `billingInfo/create` saves it, the read shows it masked. */
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowGuest, CurrentPrincipal } from '../../common/auth/decorators';
import type { Principal } from '../../common/auth/principal';
import { GuestQuoteStep, QuoteReadRefused } from '../../common/http/error-responses';
import { BillingService } from './billing.service';
import { BillingInfoDto, BillingQuoteParamDto, CreateBillingInfoDto } from './dto/billing-info.dto';
import { CARRIER_ANSWER_CODES } from '../../quoting/quotes';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billingInfo')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

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
