import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JobsService } from '../jobs';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MAIL_QUEUE, type MailJob } from './mail.worker';
import { renderMail, type MailTemplateName, type MailTemplates } from './templates/templates';

@Injectable()
export class MailService {
  constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

  /**
   * Writes a mail to the outbox and its delivery job inside the caller's transaction, so both
   * exist exactly when the change that causes them commits. Attachments are stored documents,
   * named by id: the row stays small and the job reads the bytes when it sends.
   */
  async enqueue<K extends MailTemplateName>(
    manager: EntityManager,
    to: string,
    template: K,
    data: MailTemplates[K],
    options: { attachmentDocumentIds?: string[] } = {},
  ): Promise<OutboxMail> {
    const rendered = renderMail(template, data);
    const mail = await manager.save(
      manager.create(OutboxMail, {
        to,
        template,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachmentDocumentIds: options.attachmentDocumentIds ?? [],
        status: 'pending',
      }),
    );
    await this.jobs.send<MailJob>(MAIL_QUEUE, { mailId: mail.id }, manager);
    return mail;
  }
}
