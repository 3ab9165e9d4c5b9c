import { Column, Entity } from 'typeorm';
import { IdentifiedRecord } from '../../../common/database/records';

/**
 * An owner or officer asked to sign a packet, and the record of their signature: the typed name,
 * the consent, where from and when. The sandbox provider keeps only the SHA-256 of the emailed
 * signing token.
 */
@Entity('signature_signers')
export class SignatureSigner extends IdentifiedRecord {
  @Column({ name: 'packet_id', type: 'uuid' })
  packetId: string;

  /** The order the caller listed the signers in. */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  /** The business owner this signer stands for, when the caller named one. */
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ name: 'token_hash', type: 'char', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ name: 'token_expires_at', type: 'timestamptz', nullable: true })
  tokenExpiresAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;

  @Column({ name: 'viewed_at', type: 'timestamptz', nullable: true })
  viewedAt: Date | null;

  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt: Date | null;

  @Column({ name: 'typed_name', type: 'varchar', length: 200, nullable: true })
  typedName: string | null;

  @Column({ type: 'boolean', nullable: true })
  consent: boolean | null;

  @Column({ name: 'signed_ip', type: 'varchar', length: 64, nullable: true })
  signedIp: string | null;

  @Column({ name: 'signed_user_agent', type: 'varchar', length: 512, nullable: true })
  signedUserAgent: string | null;
}
