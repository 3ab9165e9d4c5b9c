import { Column, Entity, Index } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

export type OneTimeTokenPurpose = 'reset' | 'verify-email';

/** A single-use emailed link (password reset or email verification). Only the SHA-256 of the emailed token is stored. */
@Entity('password_reset_tokens')
export class PasswordResetToken extends CreatedRecord {
  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Index({ unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 16, default: 'reset' })
  purpose: OneTimeTokenPurpose;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
