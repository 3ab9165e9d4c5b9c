import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Messages, Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Public, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { AuthRateLimit } from '../../common/http/rate-limit';
import {
  AgentDto,
  AgentPageDto,
  AgentsQueryDto,
  AppPathDto,
  AssignAgentDto,
  ChangePasswordDto,
  CreateAgentDto,
  LoginDto,
  mapAgent,
  mapStaffMember,
  mapUser,
  MessageResponseDto,
  RegisterDto,
  RequestResetPasswordDto,
  ResetPasswordDto,
  SetActiveDto,
  StaffMemberDto,
  UpdateAgentDto,
  UpdateUserDto,
  UserDto,
  VerifyEmailDto,
} from './dto/user.dto';
import { EndsSession, IssuesSession, SessionResponseDto, UserIdParamDto } from '../auth';
import { LoginResponseDto } from '../mfa';
import { UsersService } from './users.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/** Every route here needs a signed-in user unless marked public; user tokens only (no guests). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ApiOperationDoc({
    summary: 'Create a client account',
    description: 'Creates a client account with email and password and mails a verification link.',
    errors: [
      ErrorCode.EmailTaken,
      ErrorCode.TooManyAttempts,
      ErrorCode.MailRateLimited,
      ErrorCode.PasswordTooCommon,
      ErrorCode.PasswordHasPersonalInfo,
    ],
  })
  @Post('register')
  @Public()
  @IssuesSession('user')
  @AuthRateLimit()
  @ApiCreatedResponse({ type: SessionResponseDto })
  @ApiConflictResponse({ description: Messages.emailTaken })
  register(@Body() dto: RegisterDto, @Ip() ip: string): Promise<SessionResponseDto> {
    return this.users.register(dto, ip);
  }

  @ApiOperationDoc({
    summary: 'Sign in',
    description:
      'Signs a user in with email and password. Answers the session (or, for staff with two-step verification, a pending token for the second step). Repeated failures slow down and then refuse.',
    errors: [
      ErrorCode.InvalidCredentials,
      ErrorCode.AccountInactive,
      ErrorCode.TooManyAttempts,
      ErrorCode.SignInBackoff,
    ],
  })
  @Post('login')
  @Public()
  @IssuesSession('user')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: Messages.invalidCredentials })
  login(@Body() dto: LoginDto): Promise<LoginResponseDto> {
    return this.users.login(dto.email, dto.password);
  }

  @ApiOperationDoc({
    summary: 'Read the signed-in user',
    description: "The signed-in user's account: name, email, role, verification state.",
    errors: [ErrorCode.SignInRequired],
  })
  @Get('me')
  @ApiOkResponse({ type: UserDto })
  getMe(@CurrentPrincipal() principal: UserPrincipal): Promise<UserDto> {
    return this.users.me(principal);
  }

  @ApiOperationDoc({
    summary: 'Renew the session',
    description:
      "Answers a new access token for the caller's live session, so a session in use does not lapse.",
  })
  @Post('token')
  @IssuesSession('user')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  refreshToken(@CurrentPrincipal() principal: UserPrincipal): Promise<SessionResponseDto> {
    return this.users.refresh(principal);
  }

  @ApiOperationDoc({
    summary: 'Sign out',
    description:
      "Ends the caller's session: its token stops working and the session cookie is cleared.",
  })
  @Post('logout')
  @EndsSession('user')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is revoked; its tokens stop working' })
  async logout(@CurrentPrincipal() principal: UserPrincipal): Promise<void> {
    await this.users.logout(principal);
  }

  @ApiOperationDoc({
    summary: 'Ask for a password reset',
    description:
      'Mails a reset link if the email has an account. The answer is the same whether or not it does, so it reveals no account.',
    errors: [ErrorCode.TooManyAttempts, ErrorCode.MailRateLimited],
  })
  @Post('request-reset-password')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async requestResetPassword(
    @Body() dto: RequestResetPasswordDto,
    @Ip() ip: string,
  ): Promise<MessageResponseDto> {
    await this.users.requestPasswordReset(dto.email, ip);
    return { message: Messages.resetRequested };
  }

  @ApiOperationDoc({
    summary: 'Set a new password from a reset link',
    description:
      'Sets a new password with the token from the reset email; every session of the account ends.',
    errors: [
      ErrorCode.ResetLinkInvalid,
      ErrorCode.TooManyAttempts,
      ErrorCode.PasswordTooCommon,
      ErrorCode.PasswordHasPersonalInfo,
    ],
  })
  @Post('reset-password')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.users.resetPassword(dto.token, dto.password);
    return { message: 'Your password has been reset. You can sign in now.' };
  }

  @ApiOperationDoc({
    summary: 'Confirm an email address',
    description:
      'Confirms the address with the token from the verification email; a pending change of sign-in email takes effect.',
    errors: [
      ErrorCode.EmailTaken,
      ErrorCode.VerificationLinkInvalid,
      ErrorCode.ClientEmailTaken,
      ErrorCode.TooManyAttempts,
    ],
  })
  @Post('verify-email')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<MessageResponseDto> {
    await this.users.verifyEmail(dto.token);
    return { message: 'Your email is confirmed.' };
  }

  @ApiOperationDoc({
    summary: 'Resend the verification email',
    description: 'Mails a new email verification link to the address of an unverified account.',
    errors: [ErrorCode.UserNotFound, ErrorCode.TooManyAttempts, ErrorCode.MailRateLimited],
  })
  @Post('resend-verification')
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async resendVerification(
    @CurrentPrincipal() principal: UserPrincipal,
    @Ip() ip: string,
  ): Promise<MessageResponseDto> {
    const sent = await this.users.resendVerification(principal, ip);
    return {
      message: sent ? 'We sent you a new confirmation link.' : 'Your email is already confirmed.',
    };
  }

  @ApiOperationDoc({
    summary: 'Change own password',
    description:
      "Changes the signed-in user's password after checking the current one; other sessions end.",
    errors: [
      ErrorCode.UserNotFound,
      ErrorCode.CurrentPasswordIncorrect,
      ErrorCode.PasswordTooCommon,
      ErrorCode.PasswordHasPersonalInfo,
    ],
  })
  @Post('change-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async changePassword(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: ChangePasswordDto,
  ): Promise<MessageResponseDto> {
    await this.users.changePassword(principal, dto);
    return { message: 'Your password has been changed.' };
  }

  @ApiOperationDoc({
    summary: 'Create an agent',
    description: 'Creates an agent account.',
    errors: [ErrorCode.EmailTaken, ErrorCode.JoinDateInFuture],
  })
  @Post('createAgent')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: AgentDto })
  async createAgent(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: CreateAgentDto,
  ): Promise<AgentDto> {
    return mapAgent(await this.users.createAgent(principal, dto), 0);
  }

  @ApiOperationDoc({
    summary: 'Read an agent',
    description: 'One agent account with its details and active state.',
    errors: [ErrorCode.AgentNotFound],
  })
  @Get('agent/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AgentDto })
  async getAgent(@Param() { id }: UserIdParamDto): Promise<AgentDto> {
    const { agent, deals } = await this.users.findAgent(id);
    return mapAgent(agent, deals);
  }

  @ApiOperationDoc({
    summary: 'List agents',
    description: 'Every agent account, for assignment pickers and the staff list.',
  })
  @Get('agents')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AgentPageDto })
  async getAgents(@Query() query: AgentsQueryDto): Promise<AgentPageDto> {
    const page = await this.users.listAgents(query);
    return { ...page, items: page.items.map(({ agent, deals }) => mapAgent(agent, deals)) };
  }

  @ApiOperationDoc({
    summary: 'List agents and admins',
    description: 'Every staff account (agents and admins) a client or quote can be assigned to.',
  })
  @Get('agentsAndAdmin')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [StaffMemberDto] })
  async getAgentsAndAdmin(): Promise<StaffMemberDto[]> {
    return (await this.users.listStaff()).map(mapStaffMember);
  }

  @ApiOperationDoc({
    summary: 'Activate or deactivate a user',
    description:
      'Turns a user account on or off; a deactivated user cannot sign in and their sessions end.',
    errors: [ErrorCode.UserNotFound, ErrorCode.CannotDeactivateSelf],
  })
  @Post('set-active')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  async setActive(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: SetActiveDto,
  ): Promise<UserDto> {
    return mapUser(await this.users.setActive(principal, dto.userId, dto.active));
  }

  @ApiOperationDoc({
    summary: "Change a user's details",
    description:
      "Changes some of a user's details. Admins edit anyone; agents edit their own clients.",
    errors: [
      ErrorCode.NotYourClient,
      ErrorCode.AccessDenied,
      ErrorCode.EmailTaken,
      ErrorCode.UserNotFound,
    ],
  })
  @Patch('update/:id')
  @ApiOkResponse({ type: UserDto })
  async updateUser(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return mapUser(await this.users.updateUser(principal, id, dto));
  }

  @ApiOperationDoc({
    summary: "Replace a user's details",
    description:
      "Replaces a user's editable details in full. Admins edit anyone; agents edit their own clients.",
    errors: [
      ErrorCode.NotYourClient,
      ErrorCode.AccessDenied,
      ErrorCode.EmailTaken,
      ErrorCode.UserNotFound,
    ],
  })
  @Put('update/:id')
  @ApiOkResponse({ type: UserDto })
  async replaceUser(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return mapUser(await this.users.updateUser(principal, id, dto));
  }

  @ApiOperationDoc({
    summary: 'Change an agent',
    description: "Changes an agent's details or active state.",
    errors: [ErrorCode.EmailTaken, ErrorCode.AgentNotFound, ErrorCode.JoinDateInFuture],
  })
  @Patch('updateAgent/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AgentDto })
  async updateAgent(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
    @Body() dto: UpdateAgentDto,
  ): Promise<AgentDto> {
    const { agent, deals } = await this.users.updateAgent(principal, id, dto);
    return mapAgent(agent, deals);
  }

  @ApiOperationDoc({
    summary: "Reassign a client's agent",
    description: 'Assigns a client to another agent.',
    errors: [
      ErrorCode.UserNotFound,
      ErrorCode.OnlyClientsAssignable,
      ErrorCode.AssigneeNotStaff,
      ErrorCode.AssigneeDeactivated,
    ],
  })
  @Patch('update/:id/agent-assigned')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: UserDto })
  async updateAgentAssigned(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
    @Body() dto: AssignAgentDto,
  ): Promise<UserDto> {
    return mapUser(await this.users.assignAgent(principal, id, dto.agentId));
  }

  @ApiOperationDoc({
    summary: 'Read where the user continues',
    description:
      'The page of the app the signed-in user should land on next (an open quote, the portal, the back office).',
    errors: [ErrorCode.UserNotFound],
  })
  @Get('app-path')
  @ApiOkResponse({ type: AppPathDto })
  async getAppPath(@CurrentPrincipal() principal: UserPrincipal): Promise<AppPathDto> {
    return { path: await this.users.appPath(principal) };
  }
}
