/**
 * Certificates of insurance: what a new one of a bound policy starts from, issue one, list a
 * policy's certificates, the staff list of every certificate, and change and re-issue one.
 * Thin: the service checks access to the policy's quote.
 */
import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { CertificatesService } from './certificates.service';
import {
  CertificateDraftDto,
  CertificateDto,
  CertificateListQueryDto,
  CertificatePageDto,
  CertificateQuoteParamDto,
  CreateCertificateDto,
  UpdateCertificateDto,
} from './dto/certificate.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('certificates')
@ApiBearerAuth()
@Controller('coi')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @ApiOperationDoc({
    summary: 'Issue a certificate of insurance',
    description:
      "Issues a certificate of insurance on a bound policy for a certificate holder; the PDF joins the quote's documents.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.CertificatePolicyNotBound,
      ErrorCode.CertificatePolicyExpired,
      ErrorCode.CertificatePolicyCancelled,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CertificateContentInvalid,
    ],
  })
  @Post('create')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiCreatedResponse({ type: CertificateDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(2001, 2002, 3072) })
  createCertificate(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: CreateCertificateDto,
  ): Promise<CertificateDto> {
    return this.certificates.create(caller, dto);
  }

  @ApiOperationDoc({
    summary: "List a policy's certificates",
    description: "The certificates of insurance issued on the quote's policy.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get('quote/:quoteId')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: [CertificateDto] })
  @QuoteReadRefused()
  quoteCertificates(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { quoteId }: CertificateQuoteParamDto,
  ): Promise<CertificateDto[]> {
    return this.certificates.forQuote(caller, quoteId);
  }

  @ApiOperationDoc({
    summary: 'Preview a certificate',
    description:
      "What a certificate of insurance for the quote's policy would say, before issuing it.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.CertificatePolicyNotBound,
      ErrorCode.CertificatePolicyExpired,
      ErrorCode.CertificatePolicyCancelled,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
    ],
  })
  @Get('draft/:quoteId')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: CertificateDraftDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(2001, 2002, 3072) })
  certificateDraft(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { quoteId }: CertificateQuoteParamDto,
  ): Promise<CertificateDraftDto> {
    return this.certificates.draft(caller, quoteId);
  }

  @ApiOperationDoc({
    summary: 'List certificates',
    description: 'Certificates of insurance issued, filtered and paged.',
  })
  @Get()
  @Roles(Role.Agent, Role.Admin)
  @ApiOkResponse({ type: CertificatePageDto })
  listCertificates(
    @CurrentPrincipal() caller: UserPrincipal,
    @Query() query: CertificateListQueryDto,
  ): Promise<CertificatePageDto> {
    return this.certificates.list(caller, query);
  }

  @ApiOperationDoc({
    summary: 'Reissue a certificate',
    description: "Changes a certificate's holder or details; a new PDF replaces the old one.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.CertificatePolicyNotBound,
      ErrorCode.CertificatePolicyExpired,
      ErrorCode.CertificatePolicyCancelled,
      ErrorCode.CertificateNotFound,
      ErrorCode.SignInRequired,
      ErrorCode.QuoteNotFound,
      ErrorCode.CertificateContentInvalid,
    ],
  })
  @Put()
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: CertificateDto })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(2003) })
  @ApiConflictResponse({ description: described(2001, 2002, 3072) })
  updateCertificate(
    @CurrentPrincipal() caller: UserPrincipal,
    @Body() dto: UpdateCertificateDto,
  ): Promise<CertificateDto> {
    return this.certificates.update(caller, dto);
  }
}
