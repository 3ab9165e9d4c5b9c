/** The cart's billing information: `billingInfo/create` saves it, the read shows it masked. */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ERROR_CATALOGUE } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal } from '../common/auth/decorators';
import type { Principal } from '../common/auth/principal';
import { BillingService } from './billing.service';
import { BillingInfoDto, BillingQuoteParamDto, CreateBillingInfoDto } from './dto/billing-info.dto';

const described = (...codes: Array<keyof typeof ERROR_CATALOGUE>) =>
  codes.map((c) => `${c}: ${ERROR_CATALOGUE[c].message}`).join(' ');

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billingInfo')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Post('create')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: BillingInfoDto })
  @ApiBadRequestResponse({
    description:
      'A missing, misplaced or invalid field, e.g. a routing number failing the ABA checksum; nothing is saved.',
  })
  @ApiForbiddenResponse({ description: described(1203, 1211, 1212, 1301) })
  @ApiConflictResponse({ description: described(1202, 1204, 1205, 1214, 1222, 1223, 1802, 1803) })
  createBillingInfo(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateBillingInfoDto,
  ): Promise<BillingInfoDto> {
    return this.billing.create(principal, dto);
  }

  @Get(':quoteId')
  @AllowGuest()
  @ApiOkResponse({ type: BillingInfoDto })
  @ApiForbiddenResponse({ description: described(1203, 1301) })
  getBillingInfo(
    @CurrentPrincipal() principal: Principal,
    @Param() { quoteId }: BillingQuoteParamDto,
  ): Promise<BillingInfoDto> {
    return this.billing.read(principal, quoteId);
  }
}
