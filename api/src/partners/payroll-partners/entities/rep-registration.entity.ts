import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../../common/database/records';

/**
 * A rep's sign-up waiting for its email to be confirmed. Only the SHA-256 of the emailed token
 * is stored; the rep is created when the link is used.
 */
@Entity('rep_registrations')
export class RepRegistration extends TimestampedRecord {
  /** Stored lower-case, unique: registering again replaces the details. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ name: 'token_hash', type: 'char', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
