/**
 * Mails reps the status changes of their referrals. Changes come from the referral module and
 * from triggers that follow the attached quote, so they are recorded as rows
 * (`referral_status_events`) and turned into mails by a job: every minute on a pg-boss schedule,
 * and at once after a change this module makes.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService, type RetryPolicy } from '../../platform/jobs';
import { MailService } from '../../platform/mail';

export const REFERRAL_STATUS_QUEUE = 'referral-status-mail';
const RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true };
const BATCH = 100;

interface PendingEvent {
  id: string;
  from_status: string | null;
  to_status: string;
  number: string;
  business_name: string;
  rep_email: string;
  rep_first_name: string;
  notify: boolean;
}

@Injectable()
export class ReferralStatusNotifier implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
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
      const count = await this.db.transaction(async (m) => {
        const events: PendingEvent[] = await m.query(
          `SELECT e.id, e.from_status, e.to_status, r.number, r.business_name,
                  p.email AS rep_email, p.first_name AS rep_first_name,
                  (p.active AND p.notify_referral_status) AS notify
             FROM referral_status_events e
             JOIN referrals r ON r.id = e.referral_id
             JOIN payroll_reps p ON p.id = r.rep_id
            WHERE e.notified_at IS NULL
            ORDER BY e.id
            LIMIT ${BATCH}
              FOR UPDATE OF e SKIP LOCKED`,
        );
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
          await m.query(
            `UPDATE referral_status_events SET notified_at = now() WHERE id = ANY($1)`,
            [events.map((e) => e.id)],
          );
        }
        return events.length;
      });
      handled += count;
      if (count < BATCH) return handled;
    }
  }
}
