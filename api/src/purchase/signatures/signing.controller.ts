import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Ip,
  Param,
  Post,
  Res,
  type StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { documentFile } from '../documents';
import {
  SigningDocumentParamDto,
  SignPacketDto,
  SigningPacketDto,
  SigningReceiptDto,
  SigningTokenParamDto,
} from './dto/signing.dto';
import { SandboxSigningService, SigningLinkErrors } from './sandbox-signing.service';
import { ErrorCode } from '@coverline/contracts';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The sandbox signing page's calls: the emailed token is the credential, no sign-in needed. */
@ApiTags('signatures')
@Controller('signatures/sign')
export class SigningController {
  constructor(private readonly signing: SandboxSigningService) {}

  @ApiOperationDoc({
    summary: 'Read a signature packet',
    description:
      "What the signer is asked to sign: the packet's documents and signer. The token in the link is the credential; it expires.",
    errors: [
      ErrorCode.TooManyAttempts,
      ErrorCode.SignaturePacketNotFound,
      ErrorCode.SigningLinkInvalid,
      ErrorCode.SigningLinkUsed,
      ErrorCode.SigningRequestWithdrawn,
    ],
  })
  @Get(':token')
  @Public()
  @AuthRateLimit()
  @ApiOkResponse({ type: SigningPacketDto })
  @ApiNotFoundResponse({ description: SigningLinkErrors.unknown })
  @ApiConflictResponse({ description: SigningLinkErrors.used })
  @ApiGoneResponse({ description: SigningLinkErrors.voided })
  getSigningPacket(@Param() { token }: SigningTokenParamDto): Promise<SigningPacketDto> {
    return this.signing.view(token);
  }

  @ApiOperationDoc({
    summary: 'Download a document to sign',
    description:
      'One document of a signature packet, for the signer reading before signing. The token in the link is the credential.',
    errors: [
      ErrorCode.TooManyAttempts,
      ErrorCode.DocumentNotFound,
      ErrorCode.DocumentFileMissing,
      ErrorCode.SignaturePacketNotFound,
      ErrorCode.SigningLinkInvalid,
      ErrorCode.SigningLinkUsed,
      ErrorCode.SigningRequestWithdrawn,
      ErrorCode.SigningDocumentNotInPacket,
    ],
  })
  @Get(':token/documents/:documentId')
  @Public()
  @AuthRateLimit()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The document file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: SigningLinkErrors.unknown })
  @ApiGoneResponse({ description: SigningLinkErrors.voided })
  async getSigningDocument(
    @Param() { token, documentId }: SigningDocumentParamDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.signing.document(token, documentId));
  }

  @ApiOperationDoc({
    summary: 'Sign a signature packet',
    description:
      'The signer signs every document of the packet; the signed documents join the quote.',
    errors: [
      ErrorCode.TooManyAttempts,
      ErrorCode.SignaturePacketNotFound,
      ErrorCode.SigningLinkInvalid,
      ErrorCode.SigningLinkUsed,
      ErrorCode.SigningRequestWithdrawn,
      ErrorCode.TypedNameMismatch,
    ],
  })
  @Post(':token')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: SigningReceiptDto })
  @ApiBadRequestResponse({ description: 'Consent missing or the typed name is not the signer’s' })
  @ApiNotFoundResponse({ description: SigningLinkErrors.unknown })
  @ApiConflictResponse({ description: SigningLinkErrors.used })
  @ApiGoneResponse({ description: SigningLinkErrors.voided })
  signPacket(
    @Param() { token }: SigningTokenParamDto,
    @Body() dto: SignPacketDto,
    @Ip() ip: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<SigningReceiptDto> {
    return this.signing.sign(token, dto, { ip: ip ?? null, userAgent: userAgent ?? null });
  }
}
