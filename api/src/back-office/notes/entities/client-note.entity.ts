import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../../common/database/records';

export const NOTE_SCOPES = ['client', 'policy'] as const;
export type NoteScope = (typeof NOTE_SCOPES)[number];

/**
 * A staff note kept with a client: about the client, or about one of the client's applications
 * (`scope` policy, naming it in `applicationId`). A quote reset never touches it.
 */
@Entity('client_notes')
export class ClientNote extends TimestampedRecord {
  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @Column({ type: 'varchar', length: 10 })
  scope: NoteScope;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId: string | null;

  @Column({ type: 'varchar', length: 2000 })
  text: string;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  /** The note's place among the client's pinned notes (0 first); null when not pinned. */
  @Column({ name: 'pinned_position', type: 'integer', nullable: true })
  pinnedPosition: number | null;

  @Column({ type: 'boolean', default: false })
  archived: boolean;
}
