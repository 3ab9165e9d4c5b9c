/**
 * Cancelling a bound policy: admins cancel it, staff preview the return premium first, and the
 * client who owns it (or staff) read the cancellation. Reinstating one cancelled for non-payment:
 * admins reinstate it, the client pays what is past due through the provider's page. Thin: the
 * services check access.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { CancellationsService } from './cancellations.service';
import {
  CancelPolicyDto,
  CancellationPreviewDto,
  CancellationPreviewRequestDto,
  PolicyCancellationDto,
  PolicyCancellationStateDto,
  PolicyReinstatementDto,
  ReinstatePolicyDto,
  ReinstatementPaymentResultDto,
  ReinstatementPaymentStartedDto,
} from './dto/cancellation.dto';
import { ReinstatementsService } from './reinstatements.service';

const READ_ERRORS = [
  ErrorCode.NotYourQuote,
  ErrorCode.HiddenFromClient,
  ErrorCode.NotYourClient,
  ErrorCode.SignInRequired,
  ErrorCode.QuoteNotFound,
  ErrorCode.PolicyNotBound,
];

const REINSTATE_ERRORS = [
  ErrorCode.PolicyNotCancelled,
  ErrorCode.ReinstatementNotAllowed,
  ErrorCode.ReinstatementWindowClosed,
];

const DATE_ERRORS = [
  ErrorCode.CancellationBeforeStart,
  ErrorCode.CancellationAfterExpiry,
  ErrorCode.PolicyAlreadyCancelled,
  ErrorCode.PolicyExpiredNotCancellable,
];

@ApiTags('policy-cancellation')
@ApiBearerAuth()
@Controller('quote')
export class CancellationsController {
  constructor(
    private readonly cancellations: CancellationsService,
    private readonly reinstatements: ReinstatementsService,
  ) {}

  @ApiOperationDoc({
    summary: "Read a policy's cancellation",
    description:
      'The cancellation of the quote’s bound policy (date, reason, return premium, refund), or null while it is not cancelled.',
    errors: READ_ERRORS,
  })
  @Get(':id/cancellation')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: PolicyCancellationStateDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  getPolicyCancellation(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyCancellationStateDto> {
    return this.cancellations.read(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Preview a cancellation',
    description:
      'How cancelling the policy on a date for a reason would settle: the method (flat, pro rata, short rate), earned and return premium, the refund and what would still be owed. Nothing changes.',
    errors: [...READ_ERRORS, ...DATE_ERRORS],
  })
  @Post(':id/cancellation/preview')
  @Roles(Role.Agent, Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: CancellationPreviewDto })
  @QuoteReadRefused()
  @ApiBadRequestResponse({ description: described(3055, 3056) })
  @ApiConflictResponse({ description: described(1956, 3057, 3058) })
  previewPolicyCancellation(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: CancellationPreviewRequestDto,
  ): Promise<CancellationPreviewDto> {
    return this.cancellations.preview(caller, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Cancel a policy',
    description:
      'Cancels the bound policy from a date (its effective date cancels it flat) for a reason: returns premium, refunds what was collected beyond the earned premium through the payment provider, stops the instalments still to pay, tells the carrier and the certificate holders, and mails the client the notice of cancellation.',
    errors: [...READ_ERRORS, ...DATE_ERRORS, ErrorCode.RefundNotPossible],
  })
  @Post(':id/cancel')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: PolicyCancellationDto })
  @QuoteReadRefused()
  @ApiBadRequestResponse({ description: described(3055, 3056) })
  @ApiConflictResponse({ description: described(1956, 3057, 3058, 3059) })
  cancelPolicy(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: CancelPolicyDto,
  ): Promise<PolicyCancellationDto> {
    return this.cancellations.cancel(caller, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Reinstate a policy',
    description:
      'Rescinds the policy’s cancellation for non-payment within 30 days of its cancellation date (and its term), with no lapse in cover: the cancellation’s ledger entries are reversed, the instalments come due meanwhile billed and left missed (the client may pay them; what is owed stays owed), the rest scheduled again; the carrier and the certificate holders are told and the client mailed.',
    errors: [...READ_ERRORS, ...REINSTATE_ERRORS],
  })
  @Post(':id/reinstate')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: PolicyReinstatementDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956, 3093, 3094, 3095) })
  reinstatePolicy(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: ReinstatePolicyDto,
  ): Promise<PolicyReinstatementDto> {
    return this.reinstatements.reinstateByStaff(caller, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Pay to reinstate a policy',
    description:
      "The client starts the payment provider's hosted payment of what is past due on a policy cancelled for non-payment, within 30 days of the cancellation date, and is sent to its page. Asking again answers the same page until a try is declined or the amount changes.",
    errors: [...READ_ERRORS, ...REINSTATE_ERRORS, ErrorCode.NothingPastDue],
  })
  @Post(':id/reinstatement/pay')
  @Roles(Role.Client)
  @HttpCode(200)
  @ApiOkResponse({ type: ReinstatementPaymentStartedDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956, 3093, 3094, 3095, 3098) })
  payToReinstatePolicy(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<ReinstatementPaymentStartedDto> {
    return this.reinstatements.startPayment(caller, id);
  }

  @ApiOperationDoc({
    summary: "Record a reinstatement payment's result",
    description:
      "Records what the provider's page did with the reinstatement payment, from the signed result it returned: paid rescinds the cancellation with no lapse in cover (once, however often the result comes back), the instalments due paid by it; declined lets the client try again.",
    errors: [
      ErrorCode.PaymentResultInvalid,
      ErrorCode.ReinstatementResultInvalid,
      ErrorCode.ReinstatementDeclined,
      ...READ_ERRORS,
    ],
  })
  @Post('reinstatement/result')
  @Roles(Role.Client)
  @HttpCode(200)
  @ApiOkResponse({ type: PolicyReinstatementDto })
  @ApiBadRequestResponse({ description: described(1601, 3096) })
  @ApiConflictResponse({ description: described(1956, 3097) })
  @QuoteReadRefused()
  recordReinstatementPayment(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: ReinstatementPaymentResultDto,
  ): Promise<PolicyReinstatementDto> {
    return this.reinstatements.recordPayment(caller, dto);
  }
}
