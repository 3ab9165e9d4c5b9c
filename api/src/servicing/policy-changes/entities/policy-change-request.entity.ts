import { Column, Entity } from 'typeorm';
import type { PolicyChangeStatus, PolicyChangeType } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';

/** A client's request to change or service a bound policy, and staff's answer to it. */
@Entity('policy_change_requests')
export class PolicyChangeRequest extends TimestampedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 30 })
  type: PolicyChangeType;

  @Column({ type: 'varchar', length: 2000 })
  details: string;

  @Column({ type: 'varchar', length: 20 })
  status: PolicyChangeStatus;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  answer: string | null;

  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;

  @Column({ name: 'answered_by', type: 'uuid', nullable: true })
  answeredBy: string | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;
}
