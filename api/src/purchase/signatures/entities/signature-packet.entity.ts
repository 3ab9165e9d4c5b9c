import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

export type PacketStatus = 'sent' | 'completed' | 'voided';

/**
 * An application's packet (its documents, signed by every owner and officer; one at a time) or
 * an excluded owner's exclusion waiver, which does not complete the application.
 */
export type PacketKind = 'application' | 'waiver' | 'bor';

/** A document the signers are asked to sign, as the caller named it when the packet went out. */
export interface PacketDocument {
  documentId: string;
  title: string;
  /** Where the signing page can show the document; null when it is shown by title only. */
  url: string | null;
}

/** One request for signatures on an application's documents, sent through a signature provider. */
@Entity('signature_packets')
export class SignaturePacket extends CreatedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 16, default: 'application' })
  kind: PacketKind;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ name: 'provider_packet_id', type: 'varchar', length: 128, nullable: true })
  providerPacketId: string | null;

  @Column({ name: 'business_name', type: 'varchar', length: 200 })
  businessName: string;

  @Column({ type: 'jsonb' })
  documents: PacketDocument[];

  @Column({ type: 'varchar', length: 16, default: 'sent' })
  status: PacketStatus;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;
}
