import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { described } from '../../common/http/error-responses';
import {
  CurrentPrincipal,
  CurrentRep,
  Public,
  RepsOnly,
  Roles,
} from '../../common/auth/decorators';
import type { RepPrincipal, UserPrincipal } from '../../common/auth/principal';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { IdParamDto } from '../../quoting/reference-data';
import {
  AuthResponseDto,
  EndsSession,
  IssuesSession,
  SessionResponseDto,
} from '../../identity/auth';
import { MessageResponseDto } from '../../identity/users';
import {
  ApprovePayrollRepDto,
  RejectPayrollRepDto,
  CompleteRegistrationDto,
  RegisterPayrollRepDto,
  RegistrationCompleteDto,
  RegistrationEmailDto,
  RepContactDto,
  RepRegistrationDto,
  UpdateRepProfileDto,
  CreatePayrollRepDto,
  PayrollRepDto,
  PayrollRepPageDto,
  PayrollRepProfileDto,
  PayrollRepsQueryDto,
  RepMagicLinkDto,
  RepSignInRequestDto,
} from './dto/payroll-rep.dto';
import { PayrollRepsService } from './payroll-reps.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** The payroll partner portal's sign-in and profile, and the admin's management of reps. */
@ApiTags('payroll-partners')
@ApiBearerAuth()
@Controller('payroll-partners')
export class PayrollPartnersController {
  constructor(private readonly reps: PayrollRepsService) {}

  @ApiOperationDoc({
    summary: 'Ask for a rep sign-in link',
    description:
      "Mails a one-time sign-in link to a rep's address. The answer is the same for any address.",
    errors: [ErrorCode.TooManyAttempts, ErrorCode.MailRateLimited],
  })
  @Post('auth/initiate')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async initiateRepSignIn(
    @Body() dto: RepSignInRequestDto,
    @Ip() ip: string,
  ): Promise<MessageResponseDto> {
    await this.reps.requestSignIn(dto.email, ip);
    return {
      message: 'If this email belongs to a payroll partner rep, a sign-in link is on its way.',
    };
  }

  @ApiOperationDoc({
    summary: 'Sign a rep in from a magic link',
    description: 'Exchanges the token of the emailed sign-in link for a rep session.',
    errors: [ErrorCode.RepSignInLinkInvalid, ErrorCode.TooManyAttempts],
  })
  @Post('auth/magic-link')
  @Public()
  @IssuesSession('rep')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiBadRequestResponse({ description: described(ErrorCode.RepSignInLinkInvalid) })
  exchangeRepMagicLink(@Body() dto: RepMagicLinkDto): Promise<SessionResponseDto> {
    return this.reps.exchangeMagicLink(dto.token);
  }

  @ApiOperationDoc({
    summary: 'Renew a rep session',
    description: 'Answers a renewed rep session for a rep whose session is still valid.',
  })
  @Get('auth/token')
  @RepsOnly()
  @IssuesSession('rep')
  @ApiOkResponse({ type: SessionResponseDto, description: 'A renewed rep session' })
  refreshRepToken(@CurrentRep() rep: RepPrincipal): Promise<SessionResponseDto> {
    return this.reps.refresh(rep);
  }

  @ApiOperationDoc({
    summary: 'Act as a rep',
    description:
      'An admin gets a rep session for one rep, to see the partner portal as they do. The act is audited.',
    errors: [
      ErrorCode.RepAwaitingApproval,
      ErrorCode.PayrollRepNotFound,
      ErrorCode.PayrollRepInactive,
    ],
  })
  @Post('auth/admin/:id/login-as')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto, description: 'A rep token for acting as the rep' })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollRepNotFound) })
  @ApiConflictResponse({
    description: described(ErrorCode.RepAwaitingApproval, ErrorCode.PayrollRepInactive),
  })
  loginAsRep(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: IdParamDto,
  ): Promise<AuthResponseDto> {
    return this.reps.loginAs(admin.userId, id);
  }

  @ApiOperationDoc({
    summary: 'Read own rep profile',
    description: "The signed-in rep's name, contact details and payroll company.",
    errors: [ErrorCode.PayrollRepNotFound],
  })
  @Get('profile')
  @RepsOnly()
  @ApiOkResponse({ type: PayrollRepProfileDto })
  getRepProfile(@CurrentRep() rep: RepPrincipal): Promise<PayrollRepProfileDto> {
    return this.reps.profile(rep);
  }

  @ApiOperationDoc({
    summary: 'Change own rep profile',
    description: 'The signed-in rep changes their name or phone.',
    errors: [ErrorCode.PayrollRepNotFound],
  })
  @Patch('profile')
  @RepsOnly()
  @ApiOkResponse({ type: PayrollRepProfileDto })
  updateRepProfile(
    @CurrentRep() rep: RepPrincipal,
    @Body() dto: UpdateRepProfileDto,
  ): Promise<PayrollRepProfileDto> {
    return this.reps.updateProfile(rep, dto);
  }

  @ApiOperationDoc({
    summary: 'Sign a rep out',
    description: "Ends the rep's session and clears its cookie.",
  })
  @Post('auth/logout')
  @RepsOnly()
  @EndsSession('rep')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async logoutRep(@CurrentRep() rep: RepPrincipal): Promise<MessageResponseDto> {
    await this.reps.logout(rep);
    return { message: 'Signed out' };
  }

  @ApiOperationDoc({
    summary: 'Message the Coverline team',
    description: "A rep sends a message to the partner team, mailed with the rep's details.",
    errors: [ErrorCode.PayrollRepNotFound],
  })
  @Post('contact')
  @RepsOnly()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async contactTeam(
    @CurrentRep() rep: RepPrincipal,
    @Body() dto: RepContactDto,
  ): Promise<MessageResponseDto> {
    await this.reps.contact(rep, dto);
    return { message: 'Your message was sent to the Coverline team.' };
  }

  @ApiOperationDoc({
    summary: 'List payroll reps',
    description: 'Every payroll rep with their company and registration state.',
  })
  @Get('admin/payroll-reps')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PayrollRepPageDto })
  getPayrollReps(@Query() query: PayrollRepsQueryDto): Promise<PayrollRepPageDto> {
    return this.reps.list(query);
  }

  @ApiOperationDoc({
    summary: 'Create a payroll rep',
    description:
      'An admin creates an approved rep for a payroll company; the rep signs in with a magic link.',
    errors: [ErrorCode.PayrollCompanyNotFound, ErrorCode.RepEmailInUse],
  })
  @Post('admin/payroll-reps')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: PayrollRepDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollCompanyNotFound) })
  @ApiConflictResponse({ description: described(ErrorCode.RepEmailInUse) })
  createPayrollRep(@Body() dto: CreatePayrollRepDto): Promise<PayrollRepDto> {
    return this.reps.create(dto);
  }

  @ApiOperationDoc({
    summary: 'Approve a payroll rep',
    description:
      "Approves a rep's registration: they can sign in and refer clients for their payroll company.",
    errors: [
      ErrorCode.RepNotAwaitingApproval,
      ErrorCode.PayrollCompanyNotFound,
      ErrorCode.PayrollRepNotFound,
    ],
  })
  @Post('admin/payroll-reps/:id/approve')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: PayrollRepDto })
  @ApiNotFoundResponse({
    description: described(ErrorCode.PayrollRepNotFound, ErrorCode.PayrollCompanyNotFound),
  })
  @ApiConflictResponse({ description: described(ErrorCode.RepNotAwaitingApproval) })
  approvePayrollRep(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: ApprovePayrollRepDto,
  ): Promise<PayrollRepDto> {
    return this.reps.approve(admin, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Reject a payroll rep',
    description: "Refuses a rep's registration; they cannot sign in.",
    errors: [ErrorCode.RepNotAwaitingApproval, ErrorCode.PayrollRepNotFound],
  })
  @Post('admin/payroll-reps/:id/reject')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: PayrollRepDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollRepNotFound) })
  @ApiConflictResponse({ description: described(ErrorCode.RepNotAwaitingApproval) })
  rejectPayrollRep(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: RejectPayrollRepDto,
  ): Promise<PayrollRepDto> {
    return this.reps.reject(admin, id, dto);
  }
}

/** Self-registration of payroll partner reps: details, the confirmation mail, the confirmation. */
@ApiTags('payroll-partners')
@Controller('payroll-rep')
export class PayrollRepRegistrationController {
  constructor(private readonly reps: PayrollRepsService) {}

  @ApiOperationDoc({
    summary: 'Register as a payroll rep',
    description: "Starts a rep's registration: an email with a link to complete it is sent.",
    errors: [ErrorCode.RepEmailTaken, ErrorCode.TooManyAttempts],
  })
  @Post('register')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: RepRegistrationDto })
  @ApiConflictResponse({ description: described(ErrorCode.RepEmailTaken) })
  registerPayrollRep(@Body() dto: RegisterPayrollRepDto): Promise<RepRegistrationDto> {
    return this.reps.register(dto);
  }

  @ApiOperationDoc({
    summary: 'Resend the rep registration email',
    description: 'Mails the registration link again to a rep whose registration is not complete.',
    errors: [
      ErrorCode.RepEmailTaken,
      ErrorCode.RepRegistrationNotFound,
      ErrorCode.TooManyAttempts,
      ErrorCode.MailRateLimited,
    ],
  })
  @Post('register/email')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.RepRegistrationNotFound) })
  @ApiConflictResponse({ description: described(ErrorCode.RepEmailTaken) })
  async sendRepRegistrationEmail(
    @Body() dto: RegistrationEmailDto,
    @Ip() ip: string,
  ): Promise<MessageResponseDto> {
    await this.reps.sendRegistrationEmail(dto.email, ip);
    return { message: 'A confirmation link is on its way.' };
  }

  @ApiOperationDoc({
    summary: 'Complete rep registration',
    description:
      'The rep finishes registering from the emailed link: their name, phone and payroll company. An admin then approves them.',
    errors: [
      ErrorCode.RepEmailTaken,
      ErrorCode.RepRegistrationLinkInvalid,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Post('register/complete')
  @Public()
  @IssuesSession('rep')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: RegistrationCompleteDto })
  @ApiBadRequestResponse({ description: described(ErrorCode.RepRegistrationLinkInvalid) })
  completeRepRegistration(@Body() dto: CompleteRegistrationDto): Promise<RegistrationCompleteDto> {
    return this.reps.completeRegistration(dto.token);
  }
}
