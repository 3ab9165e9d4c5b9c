/**
 * The daily premium audit run (a pg-boss cron job): opens the audit of every workers'
 * compensation policy whose term ended (not cancelled), asking the client for the final payroll
 * or, pay-as-you-go, taking it from the payroll reports once they cover the term or the reporting
 * grace days have passed; and asks the provider again about differences it never answered. One
 * audit per policy (a unique row, taken under the policy's lock) and mails with once keys, so a
 * rerun or a second instance opens, bills and mails nothing more.
 */
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { PremiumAuditsRepository } from './premium-audits.repository';
import { PremiumAuditsService, type AuditRunOutcome } from './premium-audits.service';

export const PREMIUM_AUDIT_QUEUE = 'premium-audits';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true };
/** After the payroll reporting run (15:00 UTC), so the day's last reports are in. */
const DAILY = '30 15 * * *';
const BATCH = 200;

export interface PremiumAuditRunSummary {
  opened: number;
  audited: number;
  settled: number;
  failed: number;
}

@Injectable()
export class PremiumAuditRunService implements OnModuleInit {
  private readonly logger = new Logger('PremiumAuditRun');

  constructor(
    @Inject(PremiumAuditsRepository) private readonly repository: PremiumAuditsRepository,
    @Inject(PremiumAuditsService) private readonly audits: PremiumAuditsService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register({
      name: PREMIUM_AUDIT_QUEUE,
      ...RETRY,
      work: this.config.mailWorker,
      handler: async () => {
        await this.run();
      },
    });
    await this.jobs.schedule(PREMIUM_AUDIT_QUEUE, DAILY);
  }

  /** One run as of `today` (the injected clock's, unless a test moves it). */
  async run(today: string = this.clock.today()): Promise<PremiumAuditRunSummary> {
    const summary: PremiumAuditRunSummary = { opened: 0, audited: 0, settled: 0, failed: 0 };
    const count = (outcome: AuditRunOutcome) => {
      if (outcome === 'opened') summary.opened += 1;
      if (outcome === 'audited') summary.audited += 1;
    };
    summary.settled = await this.audits.settlePending(500);
    let after: string | null = null;
    for (;;) {
      const open = await this.repository.openPaygo(after, BATCH);
      for (const audit of open) count(await this.step(audit.applicationId, today, summary));
      if (open.length < BATCH) break;
      after = open[open.length - 1].id;
    }
    after = null;
    for (;;) {
      const due = await this.repository.dueForAudit(today, after, BATCH);
      for (const policy of due) count(await this.step(policy.applicationId, today, summary));
      if (due.length < BATCH) return summary;
      after = due[due.length - 1].policyId;
    }
  }

  /** One policy; a policy that cannot be audited (no rating, no rates) is logged and left. */
  private async step(
    applicationId: string,
    today: string,
    summary: PremiumAuditRunSummary,
  ): Promise<AuditRunOutcome> {
    try {
      return await this.audits.openOrAdvance(applicationId, today);
    } catch (error) {
      summary.failed += 1;
      this.logger.warn(
        `premium audit of quote ${applicationId}: not opened (${(error as Error).message})`,
      );
      return 'none';
    }
  }
}
