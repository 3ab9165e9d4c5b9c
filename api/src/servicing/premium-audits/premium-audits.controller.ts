/**
 * The premium audit of a workers' compensation policy: its live preview and audit for the client
 * who owns it, the agent on it, admins and the reps of a payroll company that serves it; the
 * client's final payroll. Thin: the service checks access.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, CurrentRep, RepsOnly, Roles } from '../../common/auth/decorators';
import type { RepPrincipal, UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { PolicyPremiumAuditDto, SubmitAuditPayrollDto } from './dto/premium-audits.dto';
import { PremiumAuditsService } from './premium-audits.service';

const READ_ERRORS = [
  ErrorCode.NotYourQuote,
  ErrorCode.HiddenFromClient,
  ErrorCode.NotYourClient,
  ErrorCode.SignInRequired,
  ErrorCode.QuoteNotFound,
  ErrorCode.PolicyNotBound,
  ErrorCode.PremiumAuditNotWorkersComp,
  ErrorCode.PremiumAuditNotRated,
];

@ApiTags('premium-audits')
@ApiBearerAuth()
@Controller()
export class PremiumAuditsController {
  constructor(private readonly audits: PremiumAuditsService) {}

  @ApiOperationDoc({
    summary: "A policy's premium audit and its live preview",
    description:
      "The premium audit of a workers' compensation policy as it stands: payroll and premium estimated at binding, payroll reported so far, payroll projected to the whole term, the audited premium it would earn and the true-up (additional or return premium) against what the term bills; and, once the term ended, the audit itself (final payroll, audited premium, difference, how it was settled). For the client who owns it, the agent on it or admins. The id is the application's.",
    errors: READ_ERRORS,
  })
  @Get('policy-premium-audits/:id')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: PolicyPremiumAuditDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956, 3085) })
  @ApiUnprocessableEntityResponse({ description: described(3089) })
  getPolicyPremiumAudit(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyPremiumAuditDto> {
    return this.audits.read(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Give the final payroll of the term',
    description:
      "The client's final payroll of the ended term, per class code and state of the policy (each once), while the audit waits for it. The audited premium is worked out at once; additional premium is billed and charged to the card or account on file, return premium refunded, the audit statement kept among the policy's documents and mailed.",
    errors: [
      ...READ_ERRORS,
      ErrorCode.PremiumAuditNotAwaitingPayroll,
      ErrorCode.PremiumAuditLinesInvalid,
      ErrorCode.PremiumAuditRefundNotPossible,
    ],
  })
  @Post('policy-premium-audits/:id/payroll')
  @HttpCode(200)
  @Roles(Role.Client, Role.Admin)
  @ApiOkResponse({ type: PolicyPremiumAuditDto })
  @QuoteReadRefused()
  @ApiBadRequestResponse({ description: described(3088) })
  @ApiConflictResponse({ description: described(1956, 3085, 3087, 3090) })
  @ApiUnprocessableEntityResponse({ description: described(3089) })
  submitAuditPayroll(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: SubmitAuditPayrollDto,
  ): Promise<PolicyPremiumAuditDto> {
    return this.audits.submitPayroll(caller, id, dto);
  }

  @ApiOperationDoc({
    summary: "A served policy's premium audit and its live preview",
    description:
      "The same preview and audit for a rep, of a workers' compensation policy their payroll company serves (its pay-as-you-go registration names the company, or one of its referrals follows the quote). Any other policy answers 404/3086; a referred quote not bound yet 409/1956.",
    errors: [
      ErrorCode.PremiumAuditPolicyNotFound,
      ErrorCode.QuoteNotFound,
      ErrorCode.PolicyNotBound,
      ErrorCode.PremiumAuditNotWorkersComp,
      ErrorCode.PremiumAuditNotRated,
    ],
  })
  @Get('payroll-partners/premium-audits/:id')
  @RepsOnly()
  @ApiOkResponse({ type: PolicyPremiumAuditDto })
  @ApiNotFoundResponse({ description: described(2751, 3086) })
  @ApiConflictResponse({ description: described(1956, 3085) })
  @ApiUnprocessableEntityResponse({ description: described(3089) })
  getRepPremiumAudit(
    @CurrentRep() rep: RepPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyPremiumAuditDto> {
    return this.audits.readForRep(rep, id);
  }
}
