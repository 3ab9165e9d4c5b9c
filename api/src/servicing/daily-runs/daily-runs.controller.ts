/** Admins see the policy year's daily runs and run one now, for today or a day it missed. */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { DAILY_RUNS, ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { DailyRunsService } from './daily-runs.service';
import {
  DailyRunDto,
  DailyRunResultDto,
  mapDailyRun,
  mapManualRun,
  RunDailyRunDto,
} from './dto/daily-run.dto';

@ApiTags('daily-runs')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/daily-runs')
export class DailyRunsController {
  constructor(private readonly runs: DailyRunsService) {}

  @ApiOperationDoc({
    summary: 'List the daily runs',
    description:
      'The daily runs of the policy year (instalment billing, renewals, payroll report reminders): each with its schedule and its latest run, by its cron or by an admin, with when it ended and how.',
  })
  @Get()
  @ApiOkResponse({ type: [DailyRunDto] })
  async getDailyRuns(): Promise<DailyRunDto[]> {
    return (await this.runs.list()).map(mapDailyRun);
  }

  @ApiOperationDoc({
    summary: 'Run a daily run now',
    description:
      "Runs `billing`, `renewals` or `payroll-reminders` now for today, as its cron would (after an outage or a payment provider's incident), or for a day it missed (`day`, at most 31 days back; run missed days in order). Safe to repeat: what the day's run already did is not done again. Answers when it is done, with its counts (or why it failed). One of a kind at a time. Audited.",
    errors: [
      ErrorCode.DailyRunUnknown,
      ErrorCode.DailyRunInProgress,
      ErrorCode.DailyRunDayAhead,
      ErrorCode.DailyRunDayTooOld,
    ],
  })
  @Post(':run')
  @HttpCode(200)
  @ApiParam({ name: 'run', enum: DAILY_RUNS, enumName: 'DailyRunName' })
  @ApiOkResponse({ type: DailyRunResultDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.DailyRunUnknown) })
  @ApiConflictResponse({ description: described(ErrorCode.DailyRunInProgress) })
  @ApiBadRequestResponse({
    description: described(ErrorCode.DailyRunDayAhead, ErrorCode.DailyRunDayTooOld),
  })
  async runDailyRun(
    @CurrentPrincipal() admin: UserPrincipal,
    @Param('run') run: string,
    @Body() dto: RunDailyRunDto,
  ): Promise<DailyRunResultDto> {
    return mapManualRun(await this.runs.runNow(admin, run, dto.day));
  }
}
