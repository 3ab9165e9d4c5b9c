import { Column, Entity, Index } from 'typeorm';
import { CreatedRecord } from '../../common/database/records';

/** A signed-in session. Tokens carry its id (`sid`); revoking the row ends the session everywhere. */
@Entity('sessions')
export class Session extends CreatedRecord {
  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
