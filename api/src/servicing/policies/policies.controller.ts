/**
 * Binding calls (admins save the policy information and activate the policy, then mail it to
 * the client) and the bound policies a client, an agent or an admin lists. Thin: the service
 * checks access to the quote.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { DocumentsSentDto, QuoteRefDto } from '../../purchase/documents';
import { QuoteIdParamDto } from '../../quoting/quotes';
import {
  MyPoliciesQueryDto,
  MyPolicyPageDto,
  PolicyDto,
  UpdateQuotePolicyDto,
} from './dto/policy.dto';
import { PoliciesService } from './policies.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('policies')
@ApiBearerAuth()
@Controller('quote')
export class PoliciesController {
  constructor(private readonly policies: PoliciesService) {}

  @ApiOperationDoc({
    summary: "Read a quote's policy",
    description: 'The policy bound from the quote: number, carrier, dates, premium.',
    errors: [ErrorCode.QuoteNotFound],
  })
  @Get(':id/policy')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PolicyDto })
  getQuotePolicy(@Param() { id }: QuoteIdParamDto): Promise<PolicyDto> {
    return this.policies.policyRecord(id);
  }

  @ApiOperationDoc({
    summary: "Change a policy's details",
    description: "Changes the bound policy's number or dates.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteBound,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.PolicyDatesInvalid,
    ],
  })
  @Post('updateQuotePolicy')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: PolicyDto })
  @ApiConflictResponse({ description: described(1205) })
  updateQuotePolicy(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: UpdateQuotePolicyDto,
  ): Promise<PolicyDto> {
    return this.policies.updateQuotePolicy(caller, dto);
  }

  @ApiOperationDoc({
    summary: 'Bind the policy',
    description:
      'Records the bound policy (number, dates, carrier documents) on a paid quote: the policy becomes active.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.QuoteBound,
      ErrorCode.PolicyActive,
      ErrorCode.CarrierQuoteBoundOrCompleted,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.PolicyInfoIncomplete,
      ErrorCode.PolicyNotActivatable,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CarrierCannotBind,
    ],
  })
  @Post('activePolicy')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: PolicyDto })
  @ApiConflictResponse({ description: described(1205, 1206, 1221, 1954, 1955) })
  activePolicy(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() { quoteId }: QuoteRefDto,
  ): Promise<PolicyDto> {
    return this.policies.activePolicy(caller, quoteId);
  }

  @ApiOperationDoc({
    summary: 'Mail the policy to the client',
    description: "Mails the client their bound policy's documents.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.StatusHasChanged,
      ErrorCode.NotYourClient,
      ErrorCode.PolicyNotBound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('sendBoundPolicyToClient')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: DocumentsSentDto })
  @ApiConflictResponse({ description: described(1956) })
  sendBoundPolicyToClient(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() { quoteId }: QuoteRefDto,
  ): Promise<DocumentsSentDto> {
    return this.policies.sendBoundPolicyToClient(caller, quoteId);
  }

  @ApiOperationDoc({
    summary: 'List own policies',
    description: "The signed-in client's policies.",
    errors: [ErrorCode.GuestTokenRequiredRegistration, ErrorCode.QuoteNotFound],
  })
  @Get('myPolicies')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: MyPolicyPageDto })
  myPolicies(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() query: MyPoliciesQueryDto,
  ): Promise<MyPolicyPageDto> {
    return this.policies.myPolicies(caller, query);
  }
}
