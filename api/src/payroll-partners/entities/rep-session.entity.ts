import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A rep's signed-in session; rep tokens carry its id (`sid`), so revoking the row ends them. */
@Entity('rep_sessions')
export class RepSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'rep_id', type: 'uuid' })
  repId: string;

  /** The admin acting as the rep through login-as; null when the rep signed in. */
  @Column({ name: 'acting_user_id', type: 'uuid', nullable: true })
  actingUserId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
