import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { FileStorage } from '../files';
import { JobsService, type JobAttempt, type RetryPolicy } from '../jobs';
import { Metrics } from '../metrics';
import type { StoredAttachment } from './entities/outbox-mail.entity';
import { MAIL_TRANSPORT, type MailAttachment, type MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

export const MAIL_QUEUE = 'mail-delivery';

/** Five attempts over about a quarter of an hour: 30-60 s, 1-2, 2-4, then 4-8 minutes apart. */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true };

export interface MailJob {
  mailId: string;
}

/**
 * Delivers outbox mail as jobs of the mail queue. pg-boss hands each job to one instance at a
 * time, retries failures with backoff, and keeps the jobs that failed every attempt.
 */
@Injectable()
export class MailWorker implements OnModuleInit {
  constructor(
    @Inject(OutboxRepository) private readonly outbox: OutboxRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(FileStorage) private readonly files: FileStorage,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.register<MailJob>({
      name: MAIL_QUEUE,
      ...MAIL_RETRY,
      work: this.config.mailWorker,
      handler: (job, attempt) => this.deliver(job.mailId, attempt),
    });
  }

  /** Delivers every mail that is due now; returns how many jobs ran. */
  drain(): Promise<number> {
    return this.jobs.drain(MAIL_QUEUE);
  }

  /** The attached files' bytes; a missing one fails the attempt rather than mail without it. */
  private async attachments(files: StoredAttachment[]): Promise<MailAttachment[]> {
    const attached: MailAttachment[] = [];
    for (const { storageKey, fileName, contentType } of files) {
      const content = await this.files.get(storageKey);
      if (!content) throw new Error(`Attachment ${fileName} is missing`);
      attached.push({ filename: fileName, content, contentType });
    }
    return attached;
  }

  private async deliver(mailId: string, { attempt, lastAttempt }: JobAttempt): Promise<void> {
    const mail = await this.outbox.find(mailId);
    // A job that ran again after its mail went out (e.g. an instance died before completing it).
    if (mail?.status !== 'pending') return;
    try {
      await this.transport.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: await this.attachments(mail.attachments),
      });
    } catch (err) {
      await this.outbox.recordDelivery(mailId, {
        status: lastAttempt ? 'failed' : 'pending',
        attempts: attempt,
        lastError: String(err).slice(0, 1000),
      });
      this.metrics.recordDelivery('mail', lastAttempt ? 'failed' : 'retrying');
      throw err;
    }
    await this.outbox.recordDelivery(mailId, {
      status: this.transport.captures ? 'captured' : 'sent',
      attempts: attempt,
      processedAt: new Date(),
      lastError: null,
    });
    this.metrics.recordDelivery('mail', this.transport.captures ? 'captured' : 'delivered');
  }
}
