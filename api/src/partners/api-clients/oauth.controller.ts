import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConsumes,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorCode } from '@coverline/contracts';
import { CurrentMachine, MachineOnly, Public } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { ClientCredentialsService } from './client-credentials.service';
import { MachineClientDto, MachineTokenDto, TokenRequestDto } from './dto/api-client.dto';

/** Partners' systems: an access token for client credentials, and who the token speaks for. */
@ApiTags('integrations')
@Controller()
export class OAuthController {
  constructor(private readonly credentials: ClientCredentialsService) {}

  @Post('oauth/token')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MachineTokenDto })
  @ApiBadRequestResponse({
    description: described(ErrorCode.UnsupportedGrantType, ErrorCode.ApiScopeNotGranted),
  })
  @ApiUnauthorizedResponse({ description: described(ErrorCode.InvalidClientCredentials) })
  issueClientToken(@Body() dto: TokenRequestDto): Promise<MachineTokenDto> {
    return this.credentials.issue(dto);
  }

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
