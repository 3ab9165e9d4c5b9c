/**
 * Admins run a daily run of the policy year now, for today: after an outage or a provider's
 * incident the day's billing, renewals or payroll reminders need not wait for tomorrow's cron;
 * the days an outage missed are run in order, each for its own day (at most 31 days back).
 * Each run is the one its cron starts and is safe to repeat (it claims what it works on and
 * sends every mail once), so running it again does nothing twice. A run started by hand is
 * recorded with its counts and audited; one of each kind runs by hand at a time.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DAILY_RUNS,
  dailyRunDayRefusal,
  ErrorCode,
  isDailyRun,
  type DailyRunName,
} from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import type { UserPrincipal } from '../../common/auth/principal';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { DomainException } from '../../common/errors/domain.exception';
import { AuditService } from '../../platform/audit';
import { JobsService, type FinishedJob } from '../../platform/jobs';
import {
  BillingRunService,
  INSTALMENT_BILLING_QUEUE,
  INSTALMENT_BILLING_SCHEDULE,
} from '../instalments';
import {
  PAYROLL_REPORTING_QUEUE,
  PAYROLL_REPORTING_SCHEDULE,
  PayrollReportRemindersService,
} from '../payroll-reports';
import { RENEWALS_QUEUE, RENEWALS_SCHEDULE, RenewalRunService } from '../renewals';
import { DailyRunsRepository, type DailyRunRecord } from './daily-runs.repository';

/** A run started by hand still `running` after this long died with its process. */
const ABANDONED_AFTER_MS = 60 * 60_000;
const ERROR_MAX = 500;

export interface DailyRunDefinition {
  run: DailyRunName;
  queue: string;
  /** The cron, UTC. */
  schedule: string;
}

export const DAILY_RUN_DEFINITIONS: Record<DailyRunName, DailyRunDefinition> = {
  billing: {
    run: 'billing',
    queue: INSTALMENT_BILLING_QUEUE,
    schedule: INSTALMENT_BILLING_SCHEDULE,
  },
  renewals: { run: 'renewals', queue: RENEWALS_QUEUE, schedule: RENEWALS_SCHEDULE },
  'payroll-reminders': {
    run: 'payroll-reminders',
    queue: PAYROLL_REPORTING_QUEUE,
    schedule: PAYROLL_REPORTING_SCHEDULE,
  },
};

/** A run's latest end: by its cron (a pg-boss job) or by an admin, whichever is later. */
export interface DailyRunStatus {
  definition: DailyRunDefinition;
  manual: DailyRunRecord | null;
  scheduled: FinishedJob | null;
}

/** A daily run's service: one run as of a day, answering its counts. */
interface DailyRunner {
  run(today: string): Promise<object>;
}

@Injectable()
export class DailyRunsService {
  private readonly logger = new Logger('DailyRuns');
  private readonly runners: Record<DailyRunName, DailyRunner>;

  constructor(
    @Inject(DailyRunsRepository) private readonly repository: DailyRunsRepository,
    @Inject(BillingRunService) private readonly billing: BillingRunService,
    @Inject(RenewalRunService) private readonly renewals: RenewalRunService,
    @Inject(PayrollReportRemindersService)
    private readonly payrollReminders: PayrollReportRemindersService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.runners = {
      billing: this.billing,
      renewals: this.renewals,
      'payroll-reminders': this.payrollReminders,
    };
  }

  async list(): Promise<DailyRunStatus[]> {
    const manual = await this.repository.latest();
    return Promise.all(
      DAILY_RUNS.map(async (run) => {
        const definition = DAILY_RUN_DEFINITIONS[run];
        return {
          definition,
          manual: manual.get(run) ?? null,
          scheduled: await this.jobs.lastFinished(definition.queue),
        };
      }),
    );
  }

  /**
   * Runs `name` now for today, or for `day` it missed (3082 ahead, 3083 over 31 days back);
   * answers the record with the run's counts.
   */
  async runNow(admin: UserPrincipal, name: string, day?: string): Promise<DailyRunRecord> {
    if (!isDailyRun(name)) throw new DomainException(ErrorCode.DailyRunUnknown);
    const refusal = day === undefined ? null : dailyRunDayRefusal(day, this.clock.today());
    if (refusal !== null) throw new DomainException(refusal);
    const today = day ?? this.clock.today();
    const staleBefore = new Date(this.clock.now().getTime() - ABANDONED_AFTER_MS);
    let started: DailyRunRecord;
    try {
      started = await this.repository.transaction(async (m) => {
        await this.repository.abandon(m, name, staleBefore);
        const record = await this.repository.start(m, name, today, admin.userId);
        await this.audit.record(m, admin, {
          action: 'runDailyRun',
          before: null,
          after: { dailyRunId: record.id, run: name, day: today },
        });
        return record;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainException(ErrorCode.DailyRunInProgress);
      throw error;
    }
    try {
      const summary = await this.execute(name, today);
      return await this.repository.finish(started.id, 'succeeded', { ...summary }, null);
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      this.logger.error(`Daily run ${name} for ${today} failed: ${message}`);
      return this.repository.finish(started.id, 'failed', null, message.slice(0, ERROR_MAX));
    }
  }

  /**
   * The run's own service, as a runner: what goes wrong in it is recorded on the run (`failed`,
   * with why) and never answered as a refusal.
   */
  private async execute(name: DailyRunName, today: string): Promise<Record<string, number>> {
    const runner: DailyRunner = this.runners[name];
    return { ...(await runner.run(today)) };
  }
}
