/**
 * The public page behind the link and QR code printed on a certificate: anyone holding the
 * certificate checks the policy today. Public and rate limited per address like the other calls
 * that take a code from a link.
 */
import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@coverline/contracts';
import { Public } from '../../common/auth/decorators';
import { described } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { CertificateVerificationService } from './certificate-verification.service';
import {
  CertificateVerificationDto,
  CertificateVerificationParamDto,
} from './dto/certificate-verification.dto';

@ApiTags('certificates')
@Controller('certificates')
export class CertificateVerificationController {
  constructor(private readonly verification: CertificateVerificationService) {}

  @ApiOperationDoc({
    summary: 'Verify a certificate of insurance',
    description:
      "The page behind the link and QR code printed on a certificate: what the certificate says, the policy's standing today and whether a newer certificate or a change to the policy supersedes it. Anyone holding the certificate may check; rate limited per address.",
    errors: [
      ErrorCode.CertificateVerificationNotFound,
      ErrorCode.QuoteNotFound,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Get('verify/:verificationId')
  @Public()
  @AuthRateLimit()
  @ApiOkResponse({ type: CertificateVerificationDto })
  @ApiBadRequestResponse({ description: 'The code is not one a certificate prints' })
  @ApiNotFoundResponse({ description: described(3071) })
  verifyCertificate(
    @Param() { verificationId }: CertificateVerificationParamDto,
  ): Promise<CertificateVerificationDto> {
    return this.verification.verify(verificationId);
  }
}
