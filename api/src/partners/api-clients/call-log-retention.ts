/**
 * Keeps API clients' call log to its retention period: a daily pg-boss job deletes the batches
 * whose last call is older than `API_CALL_LOG_RETENTION_DAYS` (90 unless configured), 1,000
 * batches per statement so no statement holds the table long. A partner's system may call
 * thousands of times a second; without it the log grows for ever.
 */
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { ApiClientsRepository } from './api-clients.repository';

export const CALL_LOG_RETENTION_QUEUE = 'api-call-log-retention';
/** Early morning across the US, when partners' systems call least. */
export const CALL_LOG_RETENTION_SCHEDULE = '30 7 * * *';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 300, retryBackoff: true };
/** Batches deleted per statement (each holds up to a few thousand calls). */
export const RETENTION_CHUNK = 1_000;

@Injectable()
export class CallLogRetention implements OnModuleInit {
  private readonly logger = new Logger('CallLogRetention');

  constructor(
    @Inject(ApiClientsRepository) private readonly rows: ApiClientsRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register({
      name: CALL_LOG_RETENTION_QUEUE,
      ...RETRY,
      work: this.config.mailWorker,
      handler: async () => {
        await this.run();
      },
    });
    await this.jobs.schedule(CALL_LOG_RETENTION_QUEUE, CALL_LOG_RETENTION_SCHEDULE);
  }

  /** Deletes every batch past the retention period as of `now`; answers what went. */
  async run(now: Date = this.clock.now()): Promise<{ batches: number; calls: number }> {
    const cutoff = new Date(now.getTime() - this.config.apiCallLogRetentionDays * 86_400_000);
    const total = { batches: 0, calls: 0 };
    for (;;) {
      const gone = await this.rows.forgetCallsBefore(cutoff, RETENTION_CHUNK);
      total.batches += gone.batches;
      total.calls += gone.calls;
      if (gone.batches < RETENTION_CHUNK) break;
    }
    if (total.batches > 0) {
      this.logger.log(
        `deleted ${total.calls} API calls (${total.batches} batches) logged before ${cutoff.toISOString()}`,
      );
    }
    return total;
  }
}
