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
import { Public } from '../../common/auth/decorators';
import { described } from '../../common/http/error-responses';
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
