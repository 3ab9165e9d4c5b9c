/**
 * The signature calls of a purchase under the specification's paths: the quote's packet, its
 * owners' and officers' progress and new links, a client's e-signature profile and an excluded
 * owner's exclusion waiver. Ownership is the quote's read rules, checked by the service.
 */
import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { AllowGuest, CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
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
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('signatures')
@ApiBearerAuth()
@Controller()
export class PurchaseSignaturesController {
  constructor(private readonly calls: SignatureCallsService) {}

  @ApiOperationDoc({
    summary: 'Send the signature packet',
    description:
      'Prepares the application documents for the selected quote and sends them to the signer.',
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.PurchaseStepUnavailable,
      ErrorCode.SignInRequired,
      ErrorCode.MailRateLimited,
      ErrorCode.QuoteNotFound,
      ErrorCode.SignaturePacketIncomplete,
      ErrorCode.SignerNotFound,
      ErrorCode.SignaturePacketNotFound,
      ErrorCode.SignaturePacketNotOut,
      ErrorCode.SignerAlreadySigned,
      ErrorCode.SignaturePacketAlreadyOut,
    ],
  })
  @Post('quote/signaturePacket')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerPacketsDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1803) })
  signaturePacket(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: SignaturePacketRequestDto,
    @Ip() ip: string,
  ): Promise<OwnerPacketsDto> {
    return this.calls.signaturePacket(caller, dto.quoteId, ip);
  }

  @ApiOperationDoc({
    summary: 'List owner signature packets',
    description:
      "The signature packets sent to the business's owners for workers' compensation exclusion or inclusion, with their signing state.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get('wc/owner_packets')
  @AllowGuest()
  @ApiOkResponse({ type: OwnerPacketsDto })
  @QuoteReadRefused()
  ownerPackets(
    @CurrentPrincipal() caller: Principal,
    @Query() query: OwnerPacketsQueryDto,
  ): Promise<OwnerPacketsDto> {
    return this.calls.ownerPackets(caller, query.quoteId);
  }

  @ApiOperationDoc({
    summary: "Resend an owner's signature packet",
    description: "Mails an owner's signature link again.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.OwnerNotOnQuote,
      ErrorCode.SignInRequired,
      ErrorCode.MailRateLimited,
      ErrorCode.QuoteNotFound,
      ErrorCode.SignerNotFound,
      ErrorCode.SignaturePacketNotFound,
      ErrorCode.SignaturePacketNotOut,
      ErrorCode.SignerAlreadySigned,
    ],
  })
  @Post('wc/owner_packets/resend')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerPacketsDto })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(1972) })
  @ApiConflictResponse({ description: 'The packet is completed or the signer has signed' })
  resendOwnerPacket(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: ResendOwnerPacketDto,
    @Ip() ip: string,
  ): Promise<OwnerPacketsDto> {
    return this.calls.resend(caller, dto, ip);
  }

  @ApiOperationDoc({
    summary: "Record signatures for a guest's quote",
    description: "Records the signature step of a guest's quote.",
    errors: [ErrorCode.GuestTokenRequiredRegistration],
  })
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

  @ApiOperationDoc({
    summary: 'Request an owner waiver',
    description: "Sends the owner's waiver of workers' compensation coverage for signature.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.OwnerNotExcluded,
      ErrorCode.OwnerNotOnQuote,
      ErrorCode.WaiverAlreadySigned,
      ErrorCode.SignInRequired,
      ErrorCode.MailRateLimited,
      ErrorCode.QuoteNotFound,
      ErrorCode.SignaturePacketIncomplete,
      ErrorCode.SignerNotFound,
      ErrorCode.SignaturePacketNotFound,
      ErrorCode.SignaturePacketNotOut,
      ErrorCode.SignerAlreadySigned,
      ErrorCode.SignaturePacketAlreadyOut,
    ],
  })
  @Post('users/request-waiver')
  @AllowGuest()
  @HttpCode(200)
  @ApiOkResponse({ type: OwnerPacketsDto })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(1972) })
  @ApiConflictResponse({ description: described(1971, 1973) })
  requestWaiver(
    @CurrentPrincipal() caller: Principal,
    @Body() dto: RequestWaiverDto,
    @Ip() ip: string,
  ): Promise<OwnerPacketsDto> {
    return this.calls.requestWaiver(caller, dto, ip);
  }
}
