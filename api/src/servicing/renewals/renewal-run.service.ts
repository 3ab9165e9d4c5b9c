/**
 * The daily renewal run (a pg-boss cron job, the injected clock's day): opens the renewal of
 * each active policy whose term ends within the notice days and lapses the offers still open
 * when their term ended. Idempotent: a policy has one renewal (its row is locked while it is
 * opened, and the table keeps one per policy), and every mail goes once per policy.
 */
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { RenewalsRepository } from './renewals.repository';
import { RenewalsService } from './renewals.service';

export const RENEWALS_QUEUE = 'policy-renewals';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true };
/** Before the billing run, so a renewal opened and an instalment charged do not share a slot. */
export const RENEWALS_SCHEDULE = '0 8 * * *';
const BATCH = 100;

export interface RenewalRunSummary {
  opened: number;
  lapsed: number;
  /** Renewals that could not be opened or lapsed; logged, and tried again by the next run. */
  failed: number;
}

@Injectable()
export class RenewalRunService implements OnModuleInit {
  private readonly logger = new Logger('PolicyRenewals');

  constructor(
    @Inject(RenewalsRepository) private readonly repository: RenewalsRepository,
    @Inject(RenewalsService) private readonly renewals: RenewalsService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register({
      name: RENEWALS_QUEUE,
      ...RETRY,
      work: this.config.mailWorker,
      handler: async () => {
        await this.run();
      },
    });
    await this.jobs.schedule(RENEWALS_QUEUE, RENEWALS_SCHEDULE);
  }

  /** One run as of `today` (the injected clock's, unless a test moves it). */
  async run(today: string = this.clock.today()): Promise<RenewalRunSummary> {
    const summary: RenewalRunSummary = { opened: 0, lapsed: 0, failed: 0 };
    const failed = new Set<string>();
    for (;;) {
      const due = await this.repository.dueForOpening(today, BATCH);
      const fresh = due.filter((c) => !failed.has(c.policyId));
      if (fresh.length === 0) break;
      for (const candidate of fresh) {
        try {
          if (await this.renewals.open(candidate, today)) summary.opened += 1;
        } catch (error) {
          failed.add(candidate.policyId);
          summary.failed += 1;
          this.logger.error(
            `Renewal of policy ${candidate.policyId} not opened: ${(error as Error).message}`,
          );
        }
      }
      if (due.length < BATCH) break;
    }
    for (const renewal of await this.repository.dueToLapse(today)) {
      try {
        if (await this.renewals.lapse(renewal.id, renewal.policyId)) summary.lapsed += 1;
      } catch (error) {
        summary.failed += 1;
        this.logger.error(`Renewal ${renewal.id} not lapsed: ${(error as Error).message}`);
      }
    }
    return summary;
  }
}
