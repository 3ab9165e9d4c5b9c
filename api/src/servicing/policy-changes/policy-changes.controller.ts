/**
 * Policy change requests on a bound policy: the client (or staff for them) asks, staff answer.
 * Thin: the service checks the caller may see the quote.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { QuoteIdParamDto } from '../../quoting/quotes';
import {
  AnswerPolicyChangeDto,
  PolicyChangeDto,
  PolicyChangeParamDto,
  RequestPolicyChangesDto,
} from './dto/policy-change.dto';
import { PolicyChangesService } from './policy-changes.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('policy-changes')
@ApiBearerAuth()
@Controller('quote')
export class PolicyChangesController {
  constructor(private readonly changes: PolicyChangesService) {}

  @ApiOperationDoc({
    summary: 'Request a policy change',
    description:
      'The client asks to change their policy (address, payroll, owners...); staff answer it.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PolicyNotBound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post('requestPolicyChanges')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiCreatedResponse({ type: PolicyChangeDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  requestPolicyChanges(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: RequestPolicyChangesDto,
  ): Promise<PolicyChangeDto> {
    return this.changes.request(caller, dto);
  }

  @ApiOperationDoc({
    summary: "List a policy's change requests",
    description: "The change requests on the quote's policy and their answers.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get(':id/policyChanges')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: [PolicyChangeDto] })
  @QuoteReadRefused()
  listPolicyChanges(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyChangeDto[]> {
    return this.changes.list(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Answer a policy change request',
    description: "Staff accept or decline a client's change request, with a note.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PolicyNotBound,
      ErrorCode.PolicyChangeClosed,
      ErrorCode.PolicyChangeNotFound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Post(':id/policyChanges/:requestId/answer')
  @Roles(Role.Agent, Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: PolicyChangeDto })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(2102) })
  @ApiConflictResponse({ description: described(1956, 2101) })
  answerPolicyChange(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id, requestId }: PolicyChangeParamDto,
    @Body() dto: AnswerPolicyChangeDto,
  ): Promise<PolicyChangeDto> {
    return this.changes.answer(caller, id, requestId, dto);
  }
}
