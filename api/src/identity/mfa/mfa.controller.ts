import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, Public, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { IssuesSession, SessionResponseDto, UserIdParamDto } from '../auth';
import {
  mapMfaEnrolment,
  mapMfaStatus,
  MfaChallengeCodeDto,
  MfaChallengeDto,
  MfaCodeDto,
  MfaEnrolmentDto,
  MfaSignInEnrolledDto,
  MfaStatusDto,
  RecoveryCodesDto,
} from './dto/mfa.dto';
import { MfaService } from './mfa.service';

/** The second sign-in step: public, carried by the single-use token the password step gave. */
@ApiTags('mfa')
@Controller('users/login/mfa')
export class MfaSignInController {
  constructor(private readonly mfa: MfaService) {}

  @Post()
  @Public()
  @IssuesSession('user')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  verifyMfaSignIn(@Body() dto: MfaChallengeCodeDto): Promise<SessionResponseDto> {
    return this.mfa.completeSignIn(dto.mfaToken, dto.code);
  }

  @Post('enrol')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MfaEnrolmentDto })
  async beginMfaSignInEnrolment(@Body() dto: MfaChallengeDto): Promise<MfaEnrolmentDto> {
    return mapMfaEnrolment(await this.mfa.beginEnrolmentAtSignIn(dto.mfaToken));
  }

  @Post('enrol/confirm')
  @Public()
  @IssuesSession('user')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MfaSignInEnrolledDto })
  confirmMfaSignInEnrolment(@Body() dto: MfaChallengeCodeDto): Promise<MfaSignInEnrolledDto> {
    return this.mfa.confirmEnrolmentAtSignIn(dto.mfaToken, dto.code);
  }
}

/** A staff member's own two-step verification, and an admin's view and reset of others'. */
@ApiTags('mfa')
@ApiBearerAuth()
@Controller('mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Get()
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: MfaStatusDto })
  async getMfaStatus(@CurrentPrincipal() principal: UserPrincipal): Promise<MfaStatusDto> {
    return mapMfaStatus(await this.mfa.status(principal.userId));
  }

  @Post('enrol')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: MfaEnrolmentDto })
  async beginMfaEnrolment(@CurrentPrincipal() principal: UserPrincipal): Promise<MfaEnrolmentDto> {
    return mapMfaEnrolment(await this.mfa.beginEnrolment(principal.userId));
  }

  @Post('enrol/confirm')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto })
  async confirmMfaEnrolment(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: MfaCodeDto,
  ): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.mfa.confirmEnrolment(principal, dto.code) };
  }

  @Post('disable')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: MfaStatusDto })
  async disableMfa(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: MfaCodeDto,
  ): Promise<MfaStatusDto> {
    await this.mfa.disable(principal, dto.code);
    return mapMfaStatus(await this.mfa.status(principal.userId));
  }

  @Get('users/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: MfaStatusDto })
  async getStaffMfaStatus(@Param() { id }: UserIdParamDto): Promise<MfaStatusDto> {
    return mapMfaStatus(await this.mfa.status(id));
  }

  @Post('users/:id/reset')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: MfaStatusDto })
  async resetStaffMfa(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
  ): Promise<MfaStatusDto> {
    await this.mfa.reset(principal, id);
    return mapMfaStatus(await this.mfa.status(id));
  }
}
