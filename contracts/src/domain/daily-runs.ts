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
