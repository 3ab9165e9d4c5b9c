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
import type { Response } from 'express';
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

  @Post('other')
  @RepsOnly()
  @ApiCreatedResponse({ type: ReferralDto, description: 'The client is mailed a quote link' })
  @ApiForbiddenResponse({ description: NO_COMPANY })
  referOther(@CurrentRep() rep: RepPrincipal, @Body() dto: ReferralInputDto): Promise<ReferralDto> {
    return this.referrals.create(rep, ReferralType.Other, dto);
  }

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

  @Get('admin/list')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: ReferralPageDto })
  listReferralsAsAdmin(@Query() q: AdminReferralListQueryDto): Promise<ReferralPageDto> {
    return this.admin.list(q);
  }

  @Get('admin/payouts')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PayoutReportDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollCompanyNotFound) })
  getPayoutReport(@Query() q: PayoutReportQueryDto): Promise<PayoutReportDto> {
    return this.admin.payoutReport(q);
  }

  @Get('admin/payouts/csv')
  @Roles(Role.Admin)
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollCompanyNotFound) })
  async downloadPayoutReport(
    @Query() q: PayoutReportQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { fileName, content } = await this.admin.payoutCsv(q);
    res.setHeader('Cache-Control', 'private, no-store');
    const bytes = Buffer.from(content, 'utf8');
    return new StreamableFile(bytes, {
      type: 'text/csv; charset=utf-8',
      length: bytes.length,
      disposition: contentDisposition(fileName),
    });
  }

  @Get('admin/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: ReferralDetailDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.ReferralNotFound) })
  getReferralAsAdmin(@Param() { id }: IdParamDto): Promise<ReferralDetailDto> {
    return this.admin.get(id);
  }

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
