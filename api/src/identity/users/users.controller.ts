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
import { Messages, Role } from '@coverline/contracts';
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

/** Every route here needs a signed-in user unless marked public; user tokens only (no guests). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post('register')
  @Public()
  @IssuesSession('user')
  @AuthRateLimit()
  @ApiCreatedResponse({ type: SessionResponseDto })
  @ApiConflictResponse({ description: Messages.emailTaken })
  register(@Body() dto: RegisterDto, @Ip() ip: string): Promise<SessionResponseDto> {
    return this.users.register(dto, ip);
  }

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

  @Get('me')
  @ApiOkResponse({ type: UserDto })
  getMe(@CurrentPrincipal() principal: UserPrincipal): Promise<UserDto> {
    return this.users.me(principal);
  }

  @Post('token')
  @IssuesSession('user')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  refreshToken(@CurrentPrincipal() principal: UserPrincipal): Promise<SessionResponseDto> {
    return this.users.refresh(principal);
  }

  @Post('logout')
  @EndsSession('user')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is revoked; its tokens stop working' })
  async logout(@CurrentPrincipal() principal: UserPrincipal): Promise<void> {
    await this.users.logout(principal);
  }

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

  @Post('reset-password')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.users.resetPassword(dto.token, dto.password);
    return { message: 'Your password has been reset. You can sign in now.' };
  }

  @Post('verify-email')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<MessageResponseDto> {
    await this.users.verifyEmail(dto.token);
    return { message: 'Your email is confirmed.' };
  }

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

  @Post('createAgent')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: AgentDto })
  async createAgent(
    @CurrentPrincipal() principal: UserPrincipal,
    @Body() dto: CreateAgentDto,
  ): Promise<AgentDto> {
    return mapAgent(await this.users.createAgent(principal, dto), 0);
  }

  @Get('agent/:id')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AgentDto })
  async getAgent(@Param() { id }: UserIdParamDto): Promise<AgentDto> {
    const { agent, deals } = await this.users.findAgent(id);
    return mapAgent(agent, deals);
  }

  @Get('agents')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AgentPageDto })
  async getAgents(@Query() query: AgentsQueryDto): Promise<AgentPageDto> {
    const page = await this.users.listAgents(query);
    return { ...page, items: page.items.map(({ agent, deals }) => mapAgent(agent, deals)) };
  }

  @Get('agentsAndAdmin')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [StaffMemberDto] })
  async getAgentsAndAdmin(): Promise<StaffMemberDto[]> {
    return (await this.users.listStaff()).map(mapStaffMember);
  }

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

  @Patch('update/:id')
  @ApiOkResponse({ type: UserDto })
  async updateUser(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return mapUser(await this.users.updateUser(principal, id, dto));
  }

  @Put('update/:id')
  @ApiOkResponse({ type: UserDto })
  async replaceUser(
    @CurrentPrincipal() principal: UserPrincipal,
    @Param() { id }: UserIdParamDto,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    return mapUser(await this.users.updateUser(principal, id, dto));
  }

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

  @Get('app-path')
  @ApiOkResponse({ type: AppPathDto })
  async getAppPath(@CurrentPrincipal() principal: UserPrincipal): Promise<AppPathDto> {
    return { path: await this.users.appPath(principal) };
  }
}
