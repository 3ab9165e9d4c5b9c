/**
 * Cancelling a bound policy: admins cancel it, staff preview the return premium first, and the
 * client who owns it (or staff) read the cancellation. Thin: the service checks access.
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
} from './dto/cancellation.dto';

const READ_ERRORS = [
  ErrorCode.NotYourQuote,
  ErrorCode.HiddenFromClient,
  ErrorCode.NotYourClient,
  ErrorCode.SignInRequired,
  ErrorCode.QuoteNotFound,
  ErrorCode.PolicyNotBound,
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
  constructor(private readonly cancellations: CancellationsService) {}

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
}
