import { ErrorCode } from './error-codes';
import { addDaysIso } from './rules/dates';

/**
 * The daily runs of the policy year an admin may start by hand (after an outage or a provider's
 * incident): each is the same run its cron starts, for today, and safe to repeat.
 */
export const DAILY_RUNS = ['billing', 'renewals', 'payroll-reminders'] as const;
export type DailyRunName = (typeof DAILY_RUNS)[number];

export const DAILY_RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type DailyRunOutcome = (typeof DAILY_RUN_OUTCOMES)[number];

/** Who started a run: its cron (a pg-boss job) or an admin. */
export const DAILY_RUN_TRIGGERS = ['schedule', 'admin'] as const;
export type DailyRunTrigger = (typeof DAILY_RUN_TRIGGERS)[number];

export const isDailyRun = (name: string): name is DailyRunName =>
  (DAILY_RUNS as readonly string[]).includes(name);

/**
 * How far back a run may be started for a day it missed: after an outage, an admin runs each
 * missed day in order, as its cron would have (instalments charged and retried on the days they
 * were due, renewals opened on theirs).
 */
export const DAILY_RUN_CATCH_UP_DAYS = 31;

/** Why a run may not be started for `day` (a day ahead, 3082; too far back, 3083), or null. */
export function dailyRunDayRefusal(day: string, today: string): ErrorCode | null {
  if (day > today) return ErrorCode.DailyRunDayAhead;
  if (day < addDaysIso(today, -DAILY_RUN_CATCH_UP_DAYS)) return ErrorCode.DailyRunDayTooOld;
  return null;
}
