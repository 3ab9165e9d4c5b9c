import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiClientLimits, ApiScope, ErrorCode } from '@coverline/contracts';
import { CurrentMachine, MachineOnly, Public } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { FormBody } from '../../common/http/form-body';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { ClientCredentialsService } from './client-credentials.service';
import { MachineClientDto, MachineTokenDto, TokenRequestDto } from './dto/api-client.dto';

const CLIENT_ID = '6d0f4a52-9b1e-4c37-8f2a-1e5b7c9d3a40';

/** A token request as a partner's system sends it, form-encoded (JSON takes the same fields). */
const TOKEN_REQUEST_EXAMPLE = {
  grant_type: 'client_credentials',
  client_id: CLIENT_ID,
  client_secret: 'cvl_sec_Q2hhbmdlIG1lOiBhbiBleGFtcGxlIHNlY3JldCBvbmx5',
  scope: ApiScope.ReferralsRead,
};

const TOKEN_EXAMPLE: MachineTokenDto = {
  access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2ZDBmNGE1MiJ9.c2lnbmF0dXJl',
  token_type: 'Bearer',
  expires_in: ApiClientLimits.tokenTtlSeconds,
  scope: ApiScope.ReferralsRead,
};

/** Partners' systems: an access token for client credentials, and who the token speaks for. */
@ApiTags('integrations')
@Controller()
export class OAuthController {
  constructor(private readonly credentials: ClientCredentialsService) {}

  @ApiOperationDoc({
    summary: 'Get an access token (client credentials)',
    description:
      "OAuth2 client-credentials grant: a partner's system trades its client id and secret for a bearer token valid 15 minutes. Send `grant_type=client_credentials`, `client_id`, `client_secret` and optionally `scope` (space-separated, a subset of the client's scopes; all of them when left out), form-encoded or as JSON. A revoked client or an ended secret is refused like a wrong one. Every attempt naming a client is logged among its calls.",
    errors: [
      ErrorCode.UnsupportedGrantType,
      ErrorCode.InvalidClientCredentials,
      ErrorCode.ApiScopeNotGranted,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Post('oauth/token')
  @FormBody({ maxBytes: 4 * 1024, maxFields: 10 })
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({
    type: TokenRequestDto,
    examples: {
      clientCredentials: { summary: 'Client credentials', value: TOKEN_REQUEST_EXAMPLE },
    },
  })
  @ApiOkResponse({ type: MachineTokenDto, example: TOKEN_EXAMPLE })
  @ApiBadRequestResponse({
    description: described(ErrorCode.UnsupportedGrantType, ErrorCode.ApiScopeNotGranted),
  })
  @ApiUnauthorizedResponse({ description: described(ErrorCode.InvalidClientCredentials) })
  issueClientToken(@Body() dto: TokenRequestDto): Promise<MachineTokenDto> {
    return this.credentials.issue(dto);
  }

  @ApiOperationDoc({
    summary: 'Who the token speaks for',
    description:
      "The API client behind the token: its id, kind of partner and partner, the scopes the token carries and the client's rate limit. Useful to check a token before other calls.",
  })
  @Get('integrations/client')
  @MachineOnly()
  @ApiBearerAuth()
  @ApiOkResponse({ type: MachineClientDto })
  getIntegrationClient(@CurrentMachine() machine: MachinePrincipal): MachineClientDto {
    return {
      clientId: machine.clientId,
      partnerKind: machine.partnerKind,
      partnerId: machine.partnerId,
      scopes: [...machine.scopes],
      ratePerMinute: machine.ratePerMinute,
    };
  }
}
