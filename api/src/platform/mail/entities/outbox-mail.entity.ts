import { Column, Entity, Index } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

export type OutboxStatus = 'pending' | 'sent' | 'captured' | 'failed';

/** A file sent along with a mail, read from file storage under its key when the mail goes out. */
export interface StoredAttachment {
  storageKey: string;
  fileName: string;
  contentType: string;
}

/**
 * A mail written in the same transaction as the change that causes it; the mail worker delivers
 * it (SMTP) or keeps it captured for the dev mailbox.
 */
@Entity('mail_outbox')
export class OutboxMail extends CreatedRecord {
  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 64 })
  template: string;

  /**
   * The moment a mail is for (`payment-receipt:<payment id>`, ...), when it must go out once
   * however often that moment is reported; unique among the rows that have one.
   */
  @Index('mail_outbox_once_key', { unique: true, where: 'once_key IS NOT NULL' })
  @Column({ name: 'once_key', type: 'varchar', length: 120, nullable: true })
  onceKey: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Files sent along; the mail job loads their bytes from file storage. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: StoredAttachment[];

  @Index()
  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
