/** The outbox's rows: written with the change that causes a mail, then updated by its delivery. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { insertRecord } from '../../common/database/records';
import { OutboxMail, type StoredAttachment } from './entities/outbox-mail.entity';

export interface NewOutboxMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachment[];
  onceKey?: string | null;
}

/** What a delivery attempt records on its mail. */
export type DeliveryOutcome = Pick<OutboxMail, 'status' | 'attempts' | 'lastError'> &
  Partial<Pick<OutboxMail, 'processedAt'>>;

@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A pending mail, written by `manager` (the caller's transaction). A mail with a `onceKey`
   * that is already in the outbox is not written again: null then.
   */
  async add(manager: EntityManager, mail: NewOutboxMail): Promise<OutboxMail | null> {
    if (!mail.onceKey) {
      return insertRecord(manager, OutboxMail, { ...mail, onceKey: null, status: 'pending' });
    }
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMail)
      .values({ ...mail, status: 'pending' })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    return id ? manager.findOneByOrFail(OutboxMail, { id }) : null;
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
