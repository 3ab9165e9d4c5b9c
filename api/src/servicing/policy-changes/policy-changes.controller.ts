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
import { Role } from '@coverline/contracts';
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

@ApiTags('policy-changes')
@ApiBearerAuth()
@Controller('quote')
export class PolicyChangesController {
  constructor(private readonly changes: PolicyChangesService) {}

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
