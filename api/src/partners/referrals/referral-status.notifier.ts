/**
 * Mails reps the status changes of their referrals. Changes come from the referral module and
 * from triggers that follow the attached quote, so they are recorded as rows
 * (`referral_status_events`) and turned into mails by a job: every minute on a pg-boss schedule,
 * and at once after a change this module makes.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { MailService } from '../../platform/mail';
import { ReferralsRepository } from './referrals.repository';

export const REFERRAL_STATUS_QUEUE = 'referral-status-mail';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true };
const BATCH = 100;

@Injectable()
export class ReferralStatusNotifier implements OnModuleInit {
  constructor(
    @Inject(ReferralsRepository) private readonly repo: ReferralsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register({
      name: REFERRAL_STATUS_QUEUE,
      ...RETRY,
      work: this.config.mailWorker,
      handler: async () => {
        await this.sweep();
      },
    });
    await this.jobs.schedule(REFERRAL_STATUS_QUEUE, '* * * * *');
  }

  /** Asks for a sweep once the caller's transaction commits. */
  async wake(m: EntityManager): Promise<void> {
    await this.jobs.send(REFERRAL_STATUS_QUEUE, {}, m);
  }

  /**
   * Mails every status change not mailed yet; returns how many changes it handled. Rows are
   * locked and skipped by concurrent sweeps, and marked in the transaction that writes the mails.
   */
  async sweep(): Promise<number> {
    let handled = 0;
    for (;;) {
      const count = await this.repo.transaction(async (m) => {
        const events = await this.repo.pendingStatusEvents(m, BATCH);
        for (const e of events.filter((row) => row.notify)) {
          await this.mail.enqueue(m, e.rep_email, 'referral-status-changed', {
            firstName: e.rep_first_name,
            referralNumber: e.number,
            businessName: e.business_name,
            fromStatus: e.from_status,
            toStatus: e.to_status,
            referralTrakUrl: `${this.config.publicUrl}/payroll-partner/referraltrak`,
          });
        }
        if (events.length) {
          await this.repo.markNotified(
            m,
            events.map((e) => e.id),
          );
        }
        return events.length;
      });
      handled += count;
      if (count < BATCH) return handled;
    }
  }
}
