/**
 * Mails reps the status changes of their referrals. Changes come from the referral module and
 * from triggers that follow the attached quote, so they are recorded as rows
 * (`referral_status_events`) and turned into mails by a job: every minute on a pg-boss schedule,
 * and once the settling time has passed after a change this module makes.
 *
 * A referral is mailed only once its changes have settled (none in the last
 * `referralStatusSettleSeconds`, five minutes unless configured), and only when the status it settled on differs from the
 * one the rep last heard of: several changes in a row make one mail, and a change undone
 * before it settled makes none.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock';
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
    @Inject(CLOCK) private readonly clock: Clock,
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

  /** Asks for a sweep once the change the caller's transaction makes has had time to settle. */
  async wake(m: EntityManager): Promise<void> {
    await this.jobs.send(REFERRAL_STATUS_QUEUE, {}, m, {
      startAfterSeconds: this.config.referralStatusSettleSeconds + 5,
    });
  }

  /**
   * Mails each referral whose changes settled by `asOf` (now, unless a test says otherwise) and
   * whose status differs from the one last mailed; returns how many referrals it handled.
   * Referrals are locked and skipped by concurrent sweeps, and their changes marked in the
   * transaction that writes the mails.
   */
  async sweep(asOf: Date = this.clock.now()): Promise<number> {
    const settledBefore = new Date(asOf.getTime() - this.config.referralStatusSettleSeconds * 1000);
    let handled = 0;
    for (;;) {
      const count = await this.repo.transaction(async (m) => {
        const referrals = await this.repo.settledReferrals(m, settledBefore, BATCH);
        for (const r of referrals) {
          if (!r.notify || r.status === r.mailed_status) continue;
          await this.mail.enqueue(m, r.rep_email, 'referral-status-changed', {
            firstName: r.rep_first_name,
            referralNumber: r.number,
            businessName: r.business_name,
            fromStatus: r.mailed_status,
            toStatus: r.status,
            referralTrakUrl: `${this.config.publicUrl}/payroll-partner/referraltrak`,
          });
        }
        if (referrals.length) {
          await this.repo.markNotified(
            m,
            referrals.map((r) => r.referral_id),
          );
        }
        return referrals.length;
      });
      handled += count;
      if (count < BATCH) return handled;
    }
  }
}
