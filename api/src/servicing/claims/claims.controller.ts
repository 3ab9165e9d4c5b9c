/** First notices of loss on a bound policy. Thin: the service checks access to the quote. */
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { PolicyClaimDto, PolicyClaimListDto, ReportClaimDto } from './dto/claim.dto';
import { ClaimsService } from './claims.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('claims')
@ApiBearerAuth()
@Roles(Role.Client, Role.Agent, Role.Admin)
@Controller('quote')
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @ApiOperationDoc({
    summary: 'Report a claim',
    description:
      'The client reports a claim on their policy; staff are told and the claim is kept with the policy.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PolicyNotBound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.ClaimDateInvalid,
    ],
  })
  @Post('claims')
  @ApiCreatedResponse({ type: PolicyClaimDto })
  @ApiBadRequestResponse({ description: 'Readable messages; a date of loss in the future' })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  reportClaim(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: ReportClaimDto,
  ): Promise<PolicyClaimDto> {
    return this.claims.report(caller, dto);
  }

  @ApiOperationDoc({
    summary: "List a policy's claims",
    description: "The claims reported on the quote's policy, newest first.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PolicyNotBound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get(':id/claims')
  @ApiOkResponse({ type: PolicyClaimListDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  listClaims(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyClaimListDto> {
    return this.claims.list(caller, id);
  }
}
