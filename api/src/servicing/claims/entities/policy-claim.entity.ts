import { Column, Entity } from 'typeorm';
import type { ClaimStatus } from '@coverline/contracts';
import { numberColumn } from '../../../common/database/columns';
import { CreatedRecord } from '../../../common/database/records';

/** A first notice of loss a client filed on a bound policy; the carrier handles the claim. */
@Entity('policy_claims')
export class PolicyClaim extends CreatedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ name: 'amount_of_loss_cents', type: 'bigint', transformer: numberColumn })
  amountOfLossCents: number;

  /** YYYY-MM-DD. */
  @Column({ name: 'date_of_loss', type: 'date' })
  dateOfLoss: string;

  @Column({ type: 'varchar', length: 10 })
  status: ClaimStatus;

  /** Whether the carrier has an email the notice was sent to. */
  @Column({ name: 'carrier_notified', type: 'boolean' })
  carrierNotified: boolean;

  @Column({ name: 'reported_by', type: 'uuid', nullable: true })
  reportedBy: string | null;
}
