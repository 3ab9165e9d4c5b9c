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
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
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

@ApiTags('policy-billing')
@ApiBearerAuth()
@Controller('policy-billing')
export class InstalmentsController {
  constructor(private readonly instalments: InstalmentsService) {}

  @ApiOperationDoc({
    summary: 'List receivables',
    description:
      'Bound policies with money owed, most overdue first, for following up missed instalments.',
  })
  @Get('receivables')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: ReceivablePageDto, description: 'Most overdue first' })
  listReceivables(@Query() query: ReceivablesQueryDto): Promise<ReceivablePageDto> {
    return this.instalments.receivables(query);
  }

  @ApiOperationDoc({
    summary: "A policy's billing",
    description:
      "A bound policy's instalment schedule, ledger and balance, for the client who owns it, the agent on it or admins. The id is the application's.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.QuoteNotFound,
      ErrorCode.PolicyNotBound,
    ],
  })
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

  @ApiOperationDoc({
    summary: 'Pay a missed instalment now',
    description:
      "The client starts the payment provider's hosted payment of one of the policy's missed instalments and is sent to its page. Asking again answers the same page until a try is declined.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.QuoteNotFound,
      ErrorCode.PolicyNotBound,
      ErrorCode.InstalmentNotFound,
      ErrorCode.InstalmentNotPayable,
    ],
  })
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

  @ApiOperationDoc({
    summary: "Record a pay-now's result",
    description:
      "Records what the provider's page did with a pay-now, from the signed result it returned: paid marks the instalment paid and posts it to the ledger (once, however often the result comes back); declined lets the client try again. Answers the policy's billing.",
    errors: [
      ErrorCode.PaymentResultInvalid,
      ErrorCode.PayNowResultInvalid,
      ErrorCode.PayNowDeclined,
      ErrorCode.InstalmentNotPayable,
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.QuoteNotFound,
      ErrorCode.PolicyNotBound,
    ],
  })
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
