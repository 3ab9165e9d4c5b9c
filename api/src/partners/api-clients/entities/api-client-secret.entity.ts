import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

/** One of a client's secrets, as its SHA-256 digest; `expiresAt` is set when rotated out. */
@Entity('api_client_secrets')
export class ApiClientSecret extends CreatedRecord {
  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @Column({ name: 'secret_hash', type: 'char', length: 64 })
  secretHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
