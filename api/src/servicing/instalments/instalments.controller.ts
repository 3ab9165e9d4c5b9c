/**
 * A bound policy's billing: its schedule and ledger (the client who owns it, the agent on it,
 * admins), the client's "pay now" of a missed instalment, and admins' receivables. Thin: the
 * services check access to the policy.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { QuoteIdParamDto } from '../../quoting/quotes';
import {
  PayNowDto,
  PayNowResultDto,
  PayNowStartedDto,
  PolicyBillingDto,
  ReceivablePageDto,
  ReceivablesQueryDto,
} from './dto/policy-billing.dto';
import { InstalmentsService } from './instalments.service';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('policy-billing')
export class InstalmentsController {
  constructor(private readonly instalments: InstalmentsService) {}

  @Get('receivables')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: ReceivablePageDto, description: 'Most overdue first' })
  listReceivables(@Query() query: ReceivablesQueryDto): Promise<ReceivablePageDto> {
    return this.instalments.receivables(query);
  }

  @Get(':id')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: PolicyBillingDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  getPolicyBilling(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyBillingDto> {
    return this.instalments.read(caller, id);
  }

  @Post('payNow')
  @Roles(Role.Client)
  @HttpCode(200)
  @ApiOkResponse({ type: PayNowStartedDto })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(3051) })
  @ApiConflictResponse({ description: described(1956, 3052) })
  payInstalmentNow(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: PayNowDto,
  ): Promise<PayNowStartedDto> {
    return this.instalments.payNow(caller, dto);
  }

  @Post('payNow/result')
  @Roles(Role.Client)
  @HttpCode(200)
  @ApiOkResponse({ type: PolicyBillingDto })
  @ApiBadRequestResponse({ description: described(1601, 3053) })
  @ApiConflictResponse({ description: described(3052, 3054) })
  recordPayNowResult(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: PayNowResultDto,
  ): Promise<PolicyBillingDto> {
    return this.instalments.payNowResult(caller, dto);
  }
}
