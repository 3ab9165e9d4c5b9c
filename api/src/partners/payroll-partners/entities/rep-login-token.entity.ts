import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

/** A single-use emailed sign-in link for a rep. Only the SHA-256 of the emailed token is stored. */
@Entity('rep_login_tokens')
export class RepLoginToken extends CreatedRecord {
  @Column({ name: 'rep_id', type: 'uuid' })
  repId: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
