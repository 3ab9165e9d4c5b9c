import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, PayoutDecision, ReferralType, Role } from '@coverline/contracts';
import {
  CurrentPrincipal,
  CurrentRep,
  Public,
  RepsOnly,
  Roles,
} from '../../common/auth/decorators';
import type { RepPrincipal, UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { contentDisposition } from '../../common/http/content-disposition';
import { IdParamDto } from '../../quoting/reference-data';
import {
  AdminReferralListQueryDto,
  AttachReferralDto,
  CloseReferralDto,
  PaygoClientPageDto,
  PaygoClientsQueryDto,
  PayoutReportDto,
  PayoutReportQueryDto,
  ReferralDetailDto,
  ReferralDto,
  ReferralInputDto,
  ReferralInvitationDto,
  ReferralInvitationParamDto,
  ReferralListQueryDto,
  ReferralPageDto,
  RepReferralDetailDto,
} from './dto/referral.dto';
import { ReferralsAdminService } from './referrals-admin.service';
import { ReferralsService } from './referrals.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

const NO_COMPANY = described(ErrorCode.RepWithoutPayrollCompany);
const CLOSED = described(ErrorCode.ReferralClosed);

/**
 * ReferralTrak: reps refer clients and follow their company's referrals; admins attach quotes,
 * decide payouts and close referrals under `admin`. Thin: the services hold the rules.
 */
@ApiTags('referrals')
@ApiBearerAuth()
@Controller('payroll-partners/referraltrak')
export class ReferralsController {
  constructor(
    private readonly referrals: ReferralsService,
    private readonly admin: ReferralsAdminService,
  ) {}

  @ApiOperationDoc({
    summary: "Refer new workers' compensation business",
    description:
      'A rep refers a business without coverage; the client is mailed a link to a quote that starts with what the rep entered.',
    errors: [ErrorCode.ReferralNotFound, ErrorCode.RepWithoutPayrollCompany],
  })
  @Post('new-biz/wc')
  @RepsOnly()
  @ApiCreatedResponse({ type: ReferralDto, description: 'The client is mailed a quote link' })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  referNewBizWc(
    @CurrentRep() rep: RepPrincipal,
    @Body() dto: ReferralInputDto,
  ): Promise<ReferralDto> {
    return this.referrals.create(rep, ReferralType.NewBizWC, dto);
  }

  @ApiOperationDoc({
    summary: "Refer a workers' compensation comparison",
    description:
      'A rep refers a client with a policy to compare against; the client is mailed a link to a quote that starts with what the rep entered.',
    errors: [ErrorCode.ReferralNotFound, ErrorCode.RepWithoutPayrollCompany],
  })
  @Post('comparison/wc')
  @RepsOnly()
  @ApiCreatedResponse({ type: ReferralDto, description: 'The client is mailed a quote link' })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  referComparisonWc(
    @CurrentRep() rep: RepPrincipal,
    @Body() dto: ReferralInputDto,
  ): Promise<ReferralDto> {
    return this.referrals.create(rep, ReferralType.ComparisonWcQuote, dto);
  }

  @ApiOperationDoc({
    summary: 'Refer a client leaving a PEO',
    description:
      "A rep refers a business leaving a professional employer organisation that needs its own workers' compensation; the client is mailed a quote link.",
    errors: [ErrorCode.ReferralNotFound, ErrorCode.RepWithoutPayrollCompany],
  })
  @Post('peo-takeaway')
  @RepsOnly()
  @ApiCreatedResponse({ type: ReferralDto, description: 'The client is mailed a quote link' })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  referPeoTakeaway(
    @CurrentRep() rep: RepPrincipal,
    @Body() dto: ReferralInputDto,
  ): Promise<ReferralDto> {
    return this.referrals.create(rep, ReferralType.PEOTakeaway, dto);
  }

  @ApiOperationDoc({
    summary: 'Refer a broker-of-record change',
    description:
      "A rep refers a client who wants Coverline as broker of record on their workers' compensation policy. The referral starts Not Started; the team contacts the client.",
    errors: [ErrorCode.ReferralNotFound, ErrorCode.RepWithoutPayrollCompany],
  })
  @Post('bor/wc')
  @RepsOnly()
  @ApiCreatedResponse({
    type: ReferralDto,
    description: 'Not Started: the team contacts the client',
  })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  referBorWc(@CurrentRep() rep: RepPrincipal, @Body() dto: ReferralInputDto): Promise<ReferralDto> {
    return this.referrals.create(rep, ReferralType.BOR, dto);
  }

  @ApiOperationDoc({
    summary: 'Refer a client for another need',
    description:
      'A rep refers a client for another line or need; the client is mailed a quote link.',
    errors: [ErrorCode.ReferralNotFound, ErrorCode.RepWithoutPayrollCompany],
  })
  @Post('other')
  @RepsOnly()
  @ApiCreatedResponse({ type: ReferralDto, description: 'The client is mailed a quote link' })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  referOther(@CurrentRep() rep: RepPrincipal, @Body() dto: ReferralInputDto): Promise<ReferralDto> {
    return this.referrals.create(rep, ReferralType.Other, dto);
  }

  @ApiOperationDoc({
    summary: 'List referrals',
    description:
      "The referrals of the rep's payroll company, newest first, filtered by status, type and search text, one page at a time.",
    errors: [ErrorCode.RepWithoutPayrollCompany],
  })
  @Get()
  @RepsOnly()
  @ApiOkResponse({ type: ReferralPageDto, description: "The rep's payroll company's referrals" })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  listReferrals(
    @CurrentRep() rep: RepPrincipal,
    @Query() q: ReferralListQueryDto,
  ): Promise<ReferralPageDto> {
    return this.referrals.repList(rep, q);
  }

  @ApiOperationDoc({
    summary: 'List pay-as-you-go clients',
    description:
      "The rep's payroll company's clients on pay-as-you-go workers' compensation, with their policy and reporting state.",
    errors: [ErrorCode.RepWithoutPayrollCompany],
  })
  @Get('paygo-portal')
  @RepsOnly()
  @ApiOkResponse({ type: PaygoClientPageDto })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  listPaygoClients(
    @CurrentRep() rep: RepPrincipal,
    @Query() q: PaygoClientsQueryDto,
  ): Promise<PaygoClientPageDto> {
    return this.referrals.paygoClients(rep, q);
  }

  @ApiOperationDoc({
    summary: 'Read a referral invitation',
    description:
      "What a referred client's quote link starts with: the business and contact the rep entered. Public: the token in the link is the credential; it expires.",
    errors: [ErrorCode.ReferralLinkInvalid, ErrorCode.TooManyAttempts],
  })
  @Get('invitation/:token')
  @Public()
  @AuthRateLimit()
  @ApiOkResponse({ type: ReferralInvitationDto, description: 'What the quote starts with' })
  @ApiNotFoundResponse({ description: described(ErrorCode.ReferralLinkInvalid) })
  getReferralInvitation(
    @Param() { token }: ReferralInvitationParamDto,
  ): Promise<ReferralInvitationDto> {
    return this.referrals.invitation(token);
  }

  @ApiOperationDoc({
    summary: 'List all referrals',
    description: 'Referrals of every payroll company, filtered by company, status and type, paged.',
  })
  @Get('admin/list')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: ReferralPageDto })
  listReferralsAsAdmin(@Query() q: AdminReferralListQueryDto): Promise<ReferralPageDto> {
    return this.admin.list(q);
  }

  @ApiOperationDoc({
    summary: 'Read the payout report',
    description:
      'The referrals of a payroll company eligible for payout in a period, with their premiums and totals.',
    errors: [ErrorCode.PayrollCompanyNotFound],
  })
  @Get('admin/payouts')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PayoutReportDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollCompanyNotFound) })
  getPayoutReport(@Query() q: PayoutReportQueryDto): Promise<PayoutReportDto> {
    return this.admin.payoutReport(q);
  }

  @ApiOperationDoc({
    summary: 'Download the payout report as CSV',
    description:
      'The payout report for a payroll company and period as a CSV file: one row per referral eligible for payout.',
    errors: [ErrorCode.PayrollCompanyNotFound],
  })
  @Get('admin/payouts/csv')
  @Roles(Role.Admin)
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollCompanyNotFound) })
  async downloadPayoutReport(
    @Query() q: PayoutReportQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { fileName, content } = await this.admin.payoutCsv(q);
    res.header('Cache-Control', 'private, no-store');
    const bytes = Buffer.from(content, 'utf8');
    return new StreamableFile(bytes, {
      type: 'text/csv; charset=utf-8',
      length: bytes.length,
      disposition: contentDisposition(fileName),
    });
  }

  @ApiOperationDoc({
    summary: 'Read a referral (staff)',
    description:
      'One referral with its status history, its quote and its payout decision, for the partner team.',
    errors: [ErrorCode.ReferralNotFound],
  })
  @Get('admin/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.ReferralNotFound) })
  getReferralAsAdmin(@Param() { id }: IdParamDto): Promise<ReferralDetailDto> {
    return this.admin.get(id);
  }

  @ApiOperationDoc({
    summary: 'Attach a quote to a referral',
    description:
      "Links a referral to the quote the referred client started, so the referral follows the quote's progress.",
    errors: [
      ErrorCode.ReferralNotFound,
      ErrorCode.ReferralAlreadyAttached,
      ErrorCode.ReferralClosed,
      ErrorCode.QuoteAlreadyReferred,
      ErrorCode.ReferralQuoteNotFound,
    ],
  })
  @Post('admin/:id/attach')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.ReferralQuoteNotFound) })
  @ApiConflictResponse({
    description: `${described(ErrorCode.ReferralAlreadyAttached)}; ${described(ErrorCode.QuoteAlreadyReferred)}; ${CLOSED}`,
  })
  attachReferral(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: AttachReferralDto,
  ): Promise<ReferralDetailDto> {
    return this.admin.attach(actor, id, dto.quoteId);
  }

  @ApiOperationDoc({
    summary: "Detach a referral's quote",
    description:
      'Removes the link between a referral and its quote, for a quote attached by mistake.',
    errors: [ErrorCode.ReferralNotFound, ErrorCode.ReferralNotAttached, ErrorCode.ReferralClosed],
  })
  @Post('admin/:id/detach')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiConflictResponse({ description: `${described(ErrorCode.ReferralNotAttached)}; ${CLOSED}` })
  detachReferral(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: IdParamDto,
  ): Promise<ReferralDetailDto> {
    return this.admin.detach(actor, id);
  }

  @ApiOperationDoc({
    summary: 'Mark a referral eligible for payout',
    description: 'Records the payout decision for a bound referral: it joins the payout report.',
    errors: [
      ErrorCode.ReferralNotFound,
      ErrorCode.ReferralClosed,
      ErrorCode.PayoutDecisionUnchanged,
      ErrorCode.PayoutNeedsQuote,
    ],
  })
  @Post('admin/:id/eligible-for-payout')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiConflictResponse({
    description: `${described(ErrorCode.PayoutNeedsQuote)}; ${described(ErrorCode.PayoutDecisionUnchanged)}; ${CLOSED}`,
  })
  markEligibleForPayout(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: IdParamDto,
  ): Promise<ReferralDetailDto> {
    return this.admin.setPayout(actor, id, PayoutDecision.Eligible);
  }

  @ApiOperationDoc({
    summary: 'Mark a referral ineligible for payout',
    description: 'Records that a referral earns no payout, with the reason.',
    errors: [
      ErrorCode.ReferralNotFound,
      ErrorCode.ReferralClosed,
      ErrorCode.PayoutDecisionUnchanged,
      ErrorCode.PayoutNeedsQuote,
    ],
  })
  @Post('admin/:id/ineligible-for-payout')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiConflictResponse({ description: described(ErrorCode.PayoutDecisionUnchanged) })
  markIneligibleForPayout(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: IdParamDto,
  ): Promise<ReferralDetailDto> {
    return this.admin.setPayout(actor, id, PayoutDecision.Ineligible);
  }

  @ApiOperationDoc({
    summary: 'Close a referral',
    description: 'Closes a referral with a reason; a closed referral no longer changes.',
    errors: [
      ErrorCode.ReferralNotFound,
      ErrorCode.ReferralClosed,
      ErrorCode.ReferralStatusNotAllowed,
    ],
  })
  @Post('admin/:id/status')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiConflictResponse({
    description: `${described(ErrorCode.ReferralStatusNotAllowed)}; ${CLOSED}`,
  })
  closeReferral(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: CloseReferralDto,
  ): Promise<ReferralDetailDto> {
    return this.admin.close(actor, id, dto.status);
  }

  @ApiOperationDoc({
    summary: 'Read a referral',
    description:
      "One referral of the rep's payroll company: the referred business, its status history, and the quote or policy it led to. Reps see only their own company's referrals.",
    errors: [
      ErrorCode.ReferralNotFound,
      ErrorCode.ReferralOfAnotherCompany,
      ErrorCode.RepWithoutPayrollCompany,
    ],
  })
  @Get(':id')
  @RepsOnly()
  @ApiOkResponse({
    type: RepReferralDetailDto,
    description: 'The referral, its status history, and the quote or BOR change it led to',
  })
  @ApiForbiddenResponse({ description: described(ErrorCode.ReferralOfAnotherCompany) })
  @ApiNotFoundResponse({ description: described(ErrorCode.ReferralNotFound) })
  getReferral(
    @CurrentRep() rep: RepPrincipal,
    @Param() { id }: IdParamDto,
  ): Promise<RepReferralDetailDto> {
    return this.referrals.repGet(rep, id);
  }
}
