import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { CurrentPrincipal, CurrentRep, Public, RepsOnly, Roles } from '../common/auth/decorators';
import type { RepPrincipal, UserPrincipal } from '../common/auth/principal';
import { AuthRateLimit } from '../common/http/rate-limit';
import { IdParamDto } from '../reference-data/common/dto';
import { AuthResponseDto, MessageResponseDto } from '../users/dto/user.dto';
import {
  CreatePayrollRepDto,
  PayrollRepDto,
  PayrollRepPageDto,
  PayrollRepProfileDto,
  PayrollRepsQueryDto,
  RepMagicLinkDto,
  RepSignInRequestDto,
} from './dto/payroll-rep.dto';
import { INVALID_MAGIC_LINK, PayrollRepsService } from './payroll-reps.service';

/** The payroll partner portal's sign-in and profile, and the admin's management of reps. */
@ApiTags('payroll-partners')
@ApiBearerAuth()
@Controller('payroll-partners')
export class PayrollPartnersController {
  constructor(private readonly reps: PayrollRepsService) {}

  @Post('auth/initiate')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async initiateRepSignIn(@Body() dto: RepSignInRequestDto): Promise<MessageResponseDto> {
    await this.reps.requestSignIn(dto.email);
    return {
      message: 'If this email belongs to a payroll partner rep, a sign-in link is on its way.',
    };
  }

  @Post('auth/magic-link')
  @Public()
  @AuthRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ description: INVALID_MAGIC_LINK })
  exchangeRepMagicLink(@Body() dto: RepMagicLinkDto): Promise<AuthResponseDto> {
    return this.reps.exchangeMagicLink(dto.token);
  }

  @Get('auth/token')
  @RepsOnly()
  @ApiOkResponse({ type: AuthResponseDto, description: 'A renewed rep token' })
  refreshRepToken(@CurrentRep() rep: RepPrincipal): Promise<AuthResponseDto> {
    return this.reps.refresh(rep);
  }

  @Post('auth/admin/:id/login-as')
  @Roles(Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto, description: 'A rep token for acting as the rep' })
  @ApiNotFoundResponse({ description: 'No rep has this id' })
  @ApiConflictResponse({ description: 'The rep is inactive' })
  loginAsRep(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param() { id }: IdParamDto,
  ): Promise<AuthResponseDto> {
    return this.reps.loginAs(admin.userId, id);
  }

  @Get('profile')
  @RepsOnly()
  @ApiOkResponse({ type: PayrollRepProfileDto })
  getRepProfile(@CurrentRep() rep: RepPrincipal): Promise<PayrollRepProfileDto> {
    return this.reps.profile(rep);
  }

  @Get('admin/payroll-reps')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PayrollRepPageDto })
  getPayrollReps(@Query() query: PayrollRepsQueryDto): Promise<PayrollRepPageDto> {
    return this.reps.list(query);
  }

  @Post('admin/payroll-reps')
  @Roles(Role.Admin)
  @ApiCreatedResponse({ type: PayrollRepDto })
  @ApiNotFoundResponse({ description: 'No payroll company has this id' })
  @ApiConflictResponse({ description: 'A rep already has this email' })
  createPayrollRep(@Body() dto: CreatePayrollRepDto): Promise<PayrollRepDto> {
    return this.reps.create(dto);
  }
}
