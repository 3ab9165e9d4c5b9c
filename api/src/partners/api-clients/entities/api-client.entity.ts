import { Column, Entity } from 'typeorm';
import type { ApiScope, PartnerKind } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';

/** A partner's system that calls the API with client credentials. */
@Entity('api_clients')
export class ApiClient extends TimestampedRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'partner_kind', type: 'varchar', length: 20 })
  partnerKind: PartnerKind;

  /** The payroll company's or the carrier's id, by `partnerKind`. */
  @Column({ name: 'partner_id', type: 'uuid' })
  partnerId: string;

  @Column({ type: 'text', array: true })
  scopes: ApiScope[];

  @Column({ name: 'rate_per_minute', type: 'int' })
  ratePerMinute: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Written with the call log's batches, so a few seconds behind at most. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
