import { Column, Entity } from 'typeorm';
import type { Role } from '@coverline/contracts';
import { CreatedRecord } from '../../../common/database/records';
import type { AuditAction, AuditSnapshot } from '../audit-action';

/** One staff action: who did what to which application or user, before and after, and when. */
@Entity('audit_records')
export class AuditRecord extends CreatedRecord {
  @Column({ name: 'actor_user_id', type: 'uuid' })
  actorUserId: string;

  @Column({ name: 'actor_role', type: 'varchar', length: 16 })
  actorRole: Role;

  @Column({ type: 'varchar', length: 48 })
  action: AuditAction;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId: string | null;

  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: AuditSnapshot | null;

  @Column({ type: 'jsonb', nullable: true })
  after: AuditSnapshot | null;
}
