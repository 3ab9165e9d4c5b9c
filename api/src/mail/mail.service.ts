import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxMail } from './entities/outbox-mail.entity';
import { renderMail, type MailTemplateName, type MailTemplates } from './templates/templates';

@Injectable()
export class MailService {
  /**
   * Writes a mail to the outbox inside the caller's transaction, so the mail exists exactly when
   * the change that causes it commits. The mail worker delivers it afterwards.
   */
  async enqueue<K extends MailTemplateName>(
    manager: EntityManager,
    to: string,
    template: K,
    data: MailTemplates[K],
  ): Promise<OutboxMail> {
    const rendered = renderMail(template, data);
    return manager.save(
      manager.create(OutboxMail, {
        to,
        template,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        status: 'pending',
      }),
    );
  }
}
