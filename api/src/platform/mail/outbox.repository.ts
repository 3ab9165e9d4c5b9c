/** The outbox's rows: written with the change that causes a mail, then updated by its delivery. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { OutboxMail, type StoredAttachment } from './entities/outbox-mail.entity';

export interface NewOutboxMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachment[];
}

/** What a delivery attempt records on its mail. */
export type DeliveryOutcome = Pick<OutboxMail, 'status' | 'attempts' | 'lastError'> &
  Partial<Pick<OutboxMail, 'processedAt'>>;

@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A pending mail, written by `manager` (the caller's transaction). */
  add(manager: EntityManager, mail: NewOutboxMail): Promise<OutboxMail> {
    return manager.save(manager.create(OutboxMail, { ...mail, status: 'pending' }));
  }

  find(id: string): Promise<OutboxMail | null> {
    return this.db.getRepository(OutboxMail).findOneBy({ id });
  }

  async recordDelivery(id: string, outcome: DeliveryOutcome): Promise<void> {
    await this.db.getRepository(OutboxMail).update({ id }, outcome);
  }

  /** The newest mail, or the newest sent to one address. */
  newest(query: { to?: string; limit: number }): Promise<OutboxMail[]> {
    return this.db.getRepository(OutboxMail).find({
      where: query.to ? { to: query.to } : {},
      order: { createdAt: 'DESC' },
      take: query.limit,
    });
  }
}
