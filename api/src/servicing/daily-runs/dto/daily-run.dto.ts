/** The daily runs API's answers. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import {
  DAILY_RUN_OUTCOMES,
  DAILY_RUN_TRIGGERS,
  DAILY_RUNS,
  type DailyRunName,
  type DailyRunOutcome,
  type DailyRunTrigger,
} from '@coverline/contracts';
import type { DailyRunRecord } from '../daily-runs.repository';
import type { DailyRunStatus } from '../daily-runs.service';

/** The day to run for: today unless an admin catches up a missed day. */
export class RunDailyRunDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    description:
      'The day to run for (today when left out): a day the run missed, at most 31 days back, to catch up after an outage; days are run in order, as the cron would have.',
  })
  @IsOptional()
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: 'day must be a date (YYYY-MM-DD).' },
  )
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date (YYYY-MM-DD).' })
  day?: string;
}

export class DailyRunResultDto {
  @ApiProperty({ enum: DAILY_RUNS, enumName: 'DailyRunName' })
  run: DailyRunName;

  @ApiProperty({ enum: DAILY_RUN_TRIGGERS, enumName: 'DailyRunTrigger' })
  trigger: DailyRunTrigger;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The day it ran for (YYYY-MM-DD); null for a cron run, which runs for its day.',
  })
  day: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  startedAt: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;

  @ApiProperty({ enum: DAILY_RUN_OUTCOMES, enumName: 'DailyRunOutcome' })
  outcome: DailyRunOutcome;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer' },
    nullable: true,
    description:
      'What the run did, by count: billing `reminded`, `paid`, `declined`, `unanswered`, `noticesSent`, `cancelled`; renewals `opened`, `lapsed`, `failed`; payroll reminders `late`, `unreported`, `chargesSettled`. Known for runs started by hand.',
  })
  counts: Record<string, number> | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why it failed.' })
  error: string | null;
}

export class DailyRunDto {
  @ApiProperty({ enum: DAILY_RUNS, enumName: 'DailyRunName' })
  run: DailyRunName;

  @ApiProperty({ description: 'The queue its cron feeds.', example: 'instalment-billing' })
  queue: string;

  @ApiProperty({
    description: 'When it runs each day: a cron expression, UTC.',
    example: '0 9 * * *',
  })
  schedule: string;

  @ApiPropertyOptional({
    type: DailyRunResultDto,
    nullable: true,
    description: 'Its latest run, by its cron or by hand, whichever ended later; null if never.',
  })
  lastRun: DailyRunResultDto | null;
}

export const mapManualRun = (r: DailyRunRecord): DailyRunResultDto => ({
  run: r.run,
  trigger: 'admin',
  day: r.day,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  outcome: r.outcome,
  counts: r.summary,
  error: r.error,
});

export const mapDailyRun = ({ definition, manual, scheduled }: DailyRunStatus): DailyRunDto => {
  const manualAt = manual ? (manual.finishedAt ?? manual.startedAt).getTime() : -Infinity;
  const cronLater = scheduled !== null && scheduled.finishedAt.getTime() > manualAt;
  return {
    run: definition.run,
    queue: definition.queue,
    schedule: definition.schedule,
    lastRun: cronLater
      ? {
          run: definition.run,
          trigger: 'schedule',
          day: null,
          startedAt: null,
          finishedAt: scheduled.finishedAt.toISOString(),
          outcome: scheduled.succeeded ? 'succeeded' : 'failed',
          counts: null,
          error: scheduled.error,
        }
      : manual
        ? mapManualRun(manual)
        : null,
  };
};
