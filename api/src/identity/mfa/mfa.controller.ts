import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
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
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The second sign-in step: public, carried by the single-use token the password step gave. */
@ApiTags('mfa')
@Controller('users/login/mfa')
export class MfaSignInController {
  constructor(private readonly mfa: MfaService) {}

  @ApiOperationDoc({
    summary: 'Finish sign-in with a two-step code',
    description:
      'The second step of a staff sign-in: a code from the authenticator (or a recovery code) with the pending token answers the session.',
    errors: [
      ErrorCode.MfaCodeInvalid,
      ErrorCode.MfaChallengeInvalid,
      ErrorCode.MfaTooManyAttempts,
      ErrorCode.MfaNotEnabled,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Post()
  @Public()
  @IssuesSession('user')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  verifyMfaSignIn(@Body() dto: MfaChallengeCodeDto): Promise<SessionResponseDto> {
    return this.mfa.completeSignIn(dto.mfaToken, dto.code);
  }

  @ApiOperationDoc({
    summary: 'Start enrolment during sign-in',
    description:
      "For staff whose sign-in requires two-step verification but who have none yet: starts enrolment with the sign-in's pending token.",
    errors: [
      ErrorCode.MfaChallengeInvalid,
      ErrorCode.MfaTooManyAttempts,
      ErrorCode.MfaAlreadyEnabled,
      ErrorCode.MfaStaffMemberNotFound,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Post('enrol')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MfaEnrolmentDto })
  async beginMfaSignInEnrolment(@Body() dto: MfaChallengeDto): Promise<MfaEnrolmentDto> {
    return mapMfaEnrolment(await this.mfa.beginEnrolmentAtSignIn(dto.mfaToken));
  }

  @ApiOperationDoc({
    summary: 'Confirm enrolment and finish sign-in',
    description:
      'Confirms the enrolment started during sign-in and completes the sign-in, answering the session.',
    errors: [
      ErrorCode.MfaCodeInvalid,
      ErrorCode.MfaChallengeInvalid,
      ErrorCode.MfaTooManyAttempts,
      ErrorCode.MfaAlreadyEnabled,
      ErrorCode.MfaEnrolmentNotStarted,
      ErrorCode.TooManyAttempts,
    ],
  })
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

  @ApiOperationDoc({
    summary: 'Read own two-step verification status',
    description:
      'Whether two-step verification is on for the signed-in staff member, and whether it is required.',
    errors: [ErrorCode.MfaStaffMemberNotFound],
  })
  @Get()
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: MfaStatusDto })
  async getMfaStatus(@CurrentPrincipal() principal: UserPrincipal): Promise<MfaStatusDto> {
    return mapMfaStatus(await this.mfa.status(principal.userId));
  }

  @ApiOperationDoc({
    summary: 'Start two-step verification enrolment',
    description:
      'Creates a new authenticator secret for the signed-in staff member and answers it (and its QR code) once; enrolment completes with a code from the authenticator.',
    errors: [ErrorCode.MfaAlreadyEnabled, ErrorCode.MfaStaffMemberNotFound],
  })
  @Post('enrol')
  @Roles(Role.Admin, Role.Agent)
  @HttpCode(200)
  @ApiOkResponse({ type: MfaEnrolmentDto })
  async beginMfaEnrolment(@CurrentPrincipal() principal: UserPrincipal): Promise<MfaEnrolmentDto> {
    return mapMfaEnrolment(await this.mfa.beginEnrolment(principal.userId));
  }

  @ApiOperationDoc({
    summary: 'Confirm two-step verification enrolment',
    description:
      'Checks a code from the authenticator against the pending secret; on success two-step verification is on and recovery codes are answered once.',
    errors: [
      ErrorCode.MfaCodeInvalid,
      ErrorCode.MfaChallengeInvalid,
      ErrorCode.MfaAlreadyEnabled,
      ErrorCode.MfaEnrolmentNotStarted,
      ErrorCode.MfaStaffMemberNotFound,
    ],
  })
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

  @ApiOperationDoc({
    summary: 'Turn off two-step verification',
    description:
      "Turns off the signed-in staff member's two-step verification after checking a current code.",
    errors: [
      ErrorCode.MfaCodeInvalid,
      ErrorCode.MfaChallengeInvalid,
      ErrorCode.MfaNotEnabled,
      ErrorCode.MfaRequired,
      ErrorCode.MfaStaffMemberNotFound,
    ],
  })
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

  @ApiOperationDoc({
    summary: "Read a staff member's two-step status",
    description: 'Whether a staff member has two-step verification on.',
    errors: [ErrorCode.MfaStaffMemberNotFound],
  })
  @Get('users/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: MfaStatusDto })
  async getStaffMfaStatus(@Param() { id }: UserIdParamDto): Promise<MfaStatusDto> {
    return mapMfaStatus(await this.mfa.status(id));
  }

  @ApiOperationDoc({
    summary: "Reset a staff member's two-step verification",
    description:
      "Removes a staff member's authenticator so they enrol again at their next sign-in.",
    errors: [ErrorCode.MfaNotEnabled, ErrorCode.MfaStaffMemberNotFound],
  })
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
