import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

/** A rep's signed-in session; rep tokens carry its id (`sid`), so revoking the row ends them. */
@Entity('rep_sessions')
export class RepSession extends CreatedRecord {
  @Column({ name: 'rep_id', type: 'uuid' })
  repId: string;

  /** The admin acting as the rep through login-as; null when the rep signed in. */
  @Column({ name: 'acting_user_id', type: 'uuid', nullable: true })
  actingUserId: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
