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
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { PolicyClaimDto, PolicyClaimListDto, ReportClaimDto } from './dto/claim.dto';
import { ClaimsService } from './claims.service';

@ApiTags('claims')
@ApiBearerAuth()
@Roles(Role.Client, Role.Agent, Role.Admin)
@Controller('quote')
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

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
