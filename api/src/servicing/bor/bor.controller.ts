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
import type { Response } from 'express';
import { Role } from '@coverline/contracts';
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

  @Post('start')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: BorStartedDto })
  startBor(@Body() dto: BorStartDto, @Ip() ip: string): Promise<BorStartedDto> {
    return this.bor.start(dto.email, dto.borApplicationId, ip);
  }

  @Post('auth/magic-link/:id')
  @Public()
  @IssuesSession('bor')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: BorSessionDto })
  borMagicLink(@Param() { id }: BorMagicLinkParamDto): Promise<BorSessionDto> {
    return this.bor.exchange(id);
  }

  @Get('admin')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorPageDto })
  listBorApplications(@Query() q: BorListQueryDto): Promise<BorPageDto> {
    return this.bor.list(q);
  }

  @Get('admin/:id')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorStaffApplicationDto })
  getBorApplicationAsStaff(@Param() { id }: BorIdParamDto): Promise<BorStaffApplicationDto> {
    return this.bor.adminGet(id);
  }

  @Get('admin/:id/history')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [AuditRecordDto] })
  async borApplicationHistory(@Param() { id }: BorIdParamDto): Promise<AuditRecordDto[]> {
    return (await this.bor.adminHistory(id)).map(mapAuditRecord);
  }

  @Get('admin/:id/letters/:documentId')
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async borLetterAsStaff(
    @Param() { id, documentId }: BorLetterParamDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.bor.adminLetter(id, documentId));
  }

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

  @Get('myBorApplication')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: BorApplicationDto })
  myBorApplication(@BorEmail() email: string): Promise<BorApplicationDto> {
    return this.bor.mine(email);
  }

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

  @Get('carriers')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [BorCarrierChoiceDto] })
  borCarrierChoices(): Promise<BorCarrierChoiceDto[]> {
    return this.bor.carrierChoices();
  }

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

  @Get(':id/letters/:documentId')
  @Public()
  @UseGuards(BorSessionGuard)
  @ApiBearerAuth()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async borLetter(
    @BorEmail() email: string,
    @Param() { id, documentId }: BorLetterParamDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return documentFile(res, await this.bor.letter(email, id, documentId));
  }
}
