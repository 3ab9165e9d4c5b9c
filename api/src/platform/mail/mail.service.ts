import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../jobs';
import type { OutboxMail, StoredAttachment } from './entities/outbox-mail.entity';
import { MAIL_QUEUE, type MailJob } from './mail.worker';
import { OutboxRepository } from './outbox.repository';
import {
  hasSpanish,
  renderMail,
  type MailLanguage,
  type MailTemplateName,
  type MailTemplates,
} from './templates/templates';

/**
 * What a mail may carry besides its data: stored files to attach, and the recipient's language
 * when the caller already holds it (the account it writes to), so no query looks it up again.
 */
export interface MailOptions {
  attachments?: StoredAttachment[];
  language?: MailLanguage;
}

@Injectable()
export class MailService {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(OutboxRepository) private readonly outbox: OutboxRepository,
  ) {}

  /**
   * Writes a mail to the outbox and its delivery job inside the caller's transaction, so both
   * exist exactly when the change that causes them commits. Attachments are stored files, named
   * by file-storage key: the row stays small and the job reads the bytes when it sends.
   */
  async enqueue<K extends MailTemplateName>(
    manager: EntityManager,
    to: string,
    template: K,
    data: MailTemplates[K],
    options: MailOptions = {},
  ): Promise<OutboxMail> {
    return (await this.write(manager, to, template, data, options))!;
  }

  /**
   * As `enqueue`, for a mail that belongs to one moment (`onceKey`, e.g.
   * `payment-receipt:<payment id>`): a second mail for the same moment (a retried job, an event
   * reported twice) is not written, and the answer is then null.
   */
  enqueueOnce<K extends MailTemplateName>(
    manager: EntityManager,
    onceKey: string,
    to: string,
    template: K,
    data: MailTemplates[K],
    options: MailOptions = {},
  ): Promise<OutboxMail | null> {
    return this.write(manager, to, template, data, { ...options, onceKey });
  }

  private async write<K extends MailTemplateName>(
    manager: EntityManager,
    to: string,
    template: K,
    data: MailTemplates[K],
    options: MailOptions & { onceKey?: string },
  ): Promise<OutboxMail | null> {
    // A template without a Spanish version reads in English whoever receives it: nothing to ask.
    const language = hasSpanish(template)
      ? (options.language ?? (await this.languageOf(manager, to)))
      : 'en';
    const rendered = renderMail(template, data, language);
    const mail = await this.outbox.add(manager, {
      to,
      template,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments: (options.attachments ?? []).map(({ storageKey, fileName, contentType }) => ({
        storageKey,
        fileName,
        contentType,
      })),
      onceKey: options.onceKey ?? null,
    });
    if (!mail) return null;
    await this.jobs.send<MailJob>(MAIL_QUEUE, { mailId: mail.id }, manager);
    return mail;
  }

  /**
   * The language a recipient reads: their account's, else the client record's with that email
   * (a guest's, set when their quote started), else English. Read in the caller's transaction, so
   * an account or record made in it counts. Templates without a Spanish version stay English.
   */
  private async languageOf(manager: EntityManager, to: string): Promise<MailLanguage> {
    const rows: Array<{ language: string | null }> = await manager.query(
      `SELECT COALESCE(
         (SELECT language FROM users WHERE email = lower($1)),
         (SELECT language FROM clients WHERE email = lower($1))) AS language`,
      [to],
    );
    return rows[0]?.language === 'es' ? 'es' : 'en';
  }
}
