import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
  type StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags, ApiProperty } from '@nestjs/swagger';
import { IsUUID, MaxLength, MinLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Role, ErrorCode } from '@coverline/contracts';
import { AuditRecordDto, mapAuditRecord } from '../../platform/audit';
import { CurrentPrincipal, Public, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { IssuesSession } from '../../identity/auth';
import { documentFile } from '../../purchase/documents';
import { BorEmail, BorSessionGuard } from './bor-session.guard';
import { BorService } from './bor.service';
import {
  BorAddressDto,
  BorApplicationDto,
  BorApplicationInputDto,
  BorCarrierChoiceDto,
  BorCreateDto,
  BorDecisionDto,
  BorListQueryDto,
  BorPageDto,
  BorSessionDto,
  BorStaffApplicationDto,
  BorStartDto,
  BorStartedDto,
  BorSubmittedDto,
} from './dto/bor.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

class BorIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a UUID.' })
  id: string;
}

class BorLetterParamDto extends BorIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'documentId must be a UUID.' })
  documentId: string;
}

class BorMagicLinkParamDto {
  @ApiProperty({ description: 'The token of the emailed link' })
  @MinLength(20)
  @MaxLength(100)
  id: string;
}

/** Broker-of-record changes: the applicant's calls on a BOR session, staff's under `admin`. */
@ApiTags('bor')
@Controller('bor')
export class BorController {
  constructor(private readonly bor: BorService) {}

  @ApiOperationDoc({
    summary: 'Ask for a broker-of-record link',
    description:
      'Mails the applicant a link that opens their broker-of-record session. The answer is the same for any address.',
    errors: [ErrorCode.TooManyAttempts, ErrorCode.MailRateLimited],
  })
  @Post('start')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: BorStartedDto })
  startBor(@Body() dto: BorStartDto, @Ip() ip: string): Promise<BorStartedDto> {
    return this.bor.start(dto.email, dto.borApplicationId, ip);
  }

  @ApiOperationDoc({
    summary: 'Open a broker-of-record session',
    description: "Exchanges the emailed link's token for the applicant's session.",
    errors: [
      ErrorCode.BorLinkInvalid,
      ErrorCode.BorLinkUsed,
      ErrorCode.BorLinkExpired,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Post('auth/magic-link/:id')
  @Public()
  @IssuesSession('bor')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: BorSessionDto })
  borMagicLink(@Param() { id }: BorMagicLinkParamDto): Promise<BorSessionDto> {
    return this.bor.exchange(id);
  }

  @ApiOperationDoc({
    summary: 'List broker-of-record applications',
    description: 'Broker-of-record applications, filtered by status and paged, for staff.',
  })
  @Get('admin')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorPageDto })
  listBorApplications(@Query() q: BorListQueryDto): Promise<BorPageDto> {
    return this.bor.list(q);
  }

  @ApiOperationDoc({
    summary: 'Read a broker-of-record application (staff)',
    description: 'One broker-of-record application with its applicant and letters.',
    errors: [ErrorCode.BorApplicationNotFound],
  })
  @Get('admin/:id')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorStaffApplicationDto })
  getBorApplicationAsStaff(@Param() { id }: BorIdParamDto): Promise<BorStaffApplicationDto> {
    return this.bor.adminGet(id);
  }

  @ApiOperationDoc({
    summary: "Read a broker-of-record change's history",
    description: 'The status changes of a broker-of-record application, for staff.',
    errors: [ErrorCode.BorApplicationNotFound],
  })
  @Get('admin/:id/history')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [AuditRecordDto] })
  async borApplicationHistory(@Param() { id }: BorIdParamDto): Promise<AuditRecordDto[]> {
    return (await this.bor.adminHistory(id)).map(mapAuditRecord);
  }

  @ApiOperationDoc({
    summary: 'Download a broker-of-record letter (staff)',
    description: 'A broker-of-record letter as a PDF, for staff.',
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.DocumentNotFound,
      ErrorCode.DocumentFileMissing,
    ],
  })
  @Get('admin/:id/letters/:documentId')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async borLetterAsStaff(
    @Param() { id, documentId }: BorLetterParamDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.bor.adminLetter(id, documentId));
  }

  @ApiOperationDoc({
    summary: 'Decide a broker-of-record change',
    description: 'Staff accept or decline a submitted broker-of-record application, with a reason.',
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.BorNotEditable,
      ErrorCode.BorStatusNotAllowed,
    ],
  })
  @Post('admin/:id/status')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @HttpCode(200)
  @ApiOkResponse({ type: BorStaffApplicationDto })
  decideBorApplication(
    @CurrentPrincipal() actor: UserPrincipal,
    @Param() { id }: BorIdParamDto,
    @Body() dto: BorDecisionDto,
  ): Promise<BorStaffApplicationDto> {
    return this.bor.decide(actor, id, dto);
  }

  @ApiOperationDoc({
    summary: "Read the applicant's current application",
    description: "The applicant's broker-of-record application.",
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Get('myBorApplication')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorApplicationDto })
  myBorApplication(@BorEmail() email: string): Promise<BorApplicationDto> {
    return this.bor.mine(email);
  }

  @ApiOperationDoc({
    summary: "List the applicant's applications",
    description: 'Every broker-of-record change the applicant started.',
    errors: [
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Get('myBorApplications')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    type: [BorApplicationDto],
    description: 'Every broker-of-record change the applicant started, newest first',
  })
  myBorApplications(@BorEmail() email: string): Promise<BorApplicationDto[]> {
    return this.bor.allMine(email);
  }

  @ApiOperationDoc({
    summary: 'List carriers for a broker-of-record change',
    description: 'The carriers an applicant can name as their current carrier.',
    errors: [
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Get('carriers')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [BorCarrierChoiceDto] })
  borCarrierChoices(): Promise<BorCarrierChoiceDto[]> {
    return this.bor.carrierChoices();
  }

  @ApiOperationDoc({
    summary: 'Start a broker-of-record application',
    description: 'The applicant starts a broker-of-record change for a policy.',
    errors: [
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
      ErrorCode.BorCarrierNotFound,
      ErrorCode.BorPolicyAlreadyRequested,
    ],
  })
  @Post()
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorApplicationDto })
  createBorApplication(
    @BorEmail() email: string,
    @Body() dto: BorCreateDto,
  ): Promise<BorApplicationDto> {
    const { referralToken, ...input } = dto;
    return this.bor.create(email, input, referralToken);
  }

  @ApiOperationDoc({
    summary: 'Read a broker-of-record application',
    description: "One of the applicant's broker-of-record applications.",
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.BorNotYourApplication,
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Get(':id')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorApplicationDto })
  getBorApplication(
    @BorEmail() email: string,
    @Param() { id }: BorIdParamDto,
  ): Promise<BorApplicationDto> {
    return this.bor.get(email, id);
  }

  @ApiOperationDoc({
    summary: 'Change a broker-of-record application',
    description: 'Changes the application before it is submitted.',
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.BorNotYourApplication,
      ErrorCode.BorNotEditable,
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
      ErrorCode.BorCarrierNotFound,
      ErrorCode.BorPolicyAlreadyRequested,
    ],
  })
  @Put(':id')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorApplicationDto })
  updateBorApplication(
    @BorEmail() email: string,
    @Param() { id }: BorIdParamDto,
    @Body() dto: BorApplicationInputDto,
  ): Promise<BorApplicationDto> {
    return this.bor.update(email, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Set the mailing address',
    description: 'Sets the mailing address the broker-of-record letter uses.',
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.BorNotYourApplication,
      ErrorCode.BorNotEditable,
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Put(':id/mailing-address')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorApplicationDto })
  setBorMailingAddress(
    @BorEmail() email: string,
    @Param() { id }: BorIdParamDto,
    @Body() dto: BorAddressDto,
  ): Promise<BorApplicationDto> {
    return this.bor.setMailingAddress(email, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Submit a broker-of-record application',
    description: 'Signs the letter and submits the application for staff to decide.',
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.BorNotYourApplication,
      ErrorCode.BorNotEditable,
      ErrorCode.BorIncomplete,
      ErrorCode.BorStatusNotAllowed,
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.SignaturePacketIncomplete,
      ErrorCode.SignaturePacketAlreadyOut,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Post(':id/submit')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @HttpCode(200)
  @ApiOkResponse({ type: BorSubmittedDto })
  submitBorApplication(
    @BorEmail() email: string,
    @Param() { id }: BorIdParamDto,
  ): Promise<BorSubmittedDto> {
    return this.bor.submit(email, id);
  }

  @ApiOperationDoc({
    summary: 'Download a broker-of-record letter',
    description: "The applicant's signed broker-of-record letter as a PDF.",
    errors: [
      ErrorCode.BorApplicationNotFound,
      ErrorCode.BorNotYourApplication,
      ErrorCode.CrossSiteRequestRefused,
      ErrorCode.DocumentNotFound,
      ErrorCode.DocumentFileMissing,
      ErrorCode.BorSessionRequired,
      ErrorCode.BorSessionOnly,
    ],
  })
  @Get(':id/letters/:documentId')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async borLetter(
    @BorEmail() email: string,
    @Param() { id, documentId }: BorLetterParamDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.bor.letter(email, id, documentId));
  }
}
