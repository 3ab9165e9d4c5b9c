/**
 * The signature calls of a purchase under the specification's paths: the quote's packet, its
 * owners' and officers' progress and new links, a client's e-signature profile and an excluded
 * owner's exclusion waiver. Ownership is the quote's read rules, checked by the service.
 */
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ERROR_CATALOGUE, Role } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal, Roles } from '../common/auth/decorators';
import type { Principal, UserPrincipal } from '../common/auth/principal';
import {
  OwnerPacketsDto,
  OwnerPacketsQueryDto,
  RequestWaiverDto,
  ResendOwnerPacketDto,
  SetSigningProfileDto,
  SignaturePacketRequestDto,
  SigningProfileDto,
} from './dto/signatures.dto';
import { SignatureCallsService } from './signature-calls.service';

const described = (...codes: Array<keyof typeof ERROR_CATALOGUE>) =>
  codes.map((c) => `${c}: ${ERROR_CATALOGUE[c].message}`).join(' ');

@ApiTags('signatures')
@ApiBearerAuth()
@Controller()
export class PurchaseSignaturesController {
  constructor(private readonly calls: SignatureCallsService) {}

  @Post('quote/signaturePacket')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerPacketsDto })
  @ApiForbiddenResponse({ description: described(1203, 1301) })
  @ApiConflictResponse({ description: described(1803) })
  signaturePacket(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: SignaturePacketRequestDto,
  ): Promise<OwnerPacketsDto> {
    return this.calls.signaturePacket(caller, dto.quoteId);
  }

  @Get('wc/owner_packets')
  @AllowGuest()
  @ApiOkResponse({ type: OwnerPacketsDto })
  @ApiForbiddenResponse({ description: described(1203, 1301) })
  ownerPackets(
    @CurrentPrincipal() caller: Principal,
    @Query() query: OwnerPacketsQueryDto,
  ): Promise<OwnerPacketsDto> {
    return this.calls.ownerPackets(caller, query.quoteId);
  }

  @Post('wc/owner_packets/resend')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerPacketsDto })
  @ApiForbiddenResponse({ description: described(1203, 1301) })
  @ApiNotFoundResponse({ description: described(1972) })
  @ApiConflictResponse({ description: 'The packet is completed or the signer has signed' })
  resendOwnerPacket(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: ResendOwnerPacketDto,
  ): Promise<OwnerPacketsDto> {
    return this.calls.resend(caller, dto);
  }

  @Post('users/set-anvil')
  @Roles(Role.Client)
  @HttpCode(200)
  @ApiOkResponse({ type: SigningProfileDto })
  setAnvil(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: SetSigningProfileDto,
  ): Promise<SigningProfileDto> {
    return this.calls.setSigningProfile(caller, dto);
  }

  @Post('users/request-waiver')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerPacketsDto })
  @ApiForbiddenResponse({ description: described(1203, 1301) })
  @ApiNotFoundResponse({ description: described(1972) })
  @ApiConflictResponse({ description: described(1971, 1973) })
  requestWaiver(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: RequestWaiverDto,
  ): Promise<OwnerPacketsDto> {
    return this.calls.requestWaiver(caller, dto);
  }
}
