import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

/** A message a rep sent the team from the portal's Contact Us page; also mailed to the admins. */
@Entity('rep_contact_messages')
export class RepContactMessage extends CreatedRecord {
  @Column({ name: 'rep_id', type: 'uuid' })
  repId: string;

  /** The admin who sent it while acting as the rep. */
  @Column({ name: 'acting_user_id', type: 'uuid', nullable: true })
  actingUserId: string | null;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'text' })
  message: string;
}
