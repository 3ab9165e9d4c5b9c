import { Column, Entity, Index } from 'typeorm';
import type { Language } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';

/**
 * A small business's contact person, known by email. Guests and agents create clients before
 * any account exists; `userId` links the client account once there is one.
 */
@Entity('clients')
export class Client extends TimestampedRecord {
  /** Stored lower-cased; unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** The language the client chose when their quote started; mails to them are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
}
