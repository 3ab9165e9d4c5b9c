import { Column, Entity } from 'typeorm';
import type {
  Bindability,
  BindabilityReason,
  CarrierSyncStatus,
  QuoteSource,
  RatingState,
} from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { numberColumn } from '../../../common/database/columns';
import type { RatedTerms } from '../../rating';

/** One carrier's answer to an application's submission. */
@Entity('carrier_quotes')
export class CarrierQuote extends TimestampedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 20 })
  carrier: string;

  @Column({ name: 'rating_state', type: 'varchar', length: 10 })
  ratingState: RatingState;

  @Column({
    name: 'annual_premium_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  annualPremiumCents: number | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  bindability: Bindability | null;

  @Column({ type: 'text', array: true })
  reasons: BindabilityReason[];

  /** Each rating step with its inputs and result. */
  @Column({ type: 'jsonb', nullable: true })
  worksheet: unknown;

  /** The terms the premium was priced for; null when entered by hand or not priced. */
  @Column({ name: 'rated_terms', type: 'jsonb', nullable: true })
  ratedTerms: RatedTerms | null;

  @Column({ name: 'sync_status', type: 'varchar', length: 16 })
  syncStatus: CarrierSyncStatus;

  @Column({ name: 'quote_source', type: 'varchar', length: 8 })
  quoteSource: QuoteSource;

  /** Rated by a sandbox adapter rather than the carrier's own system. */
  @Column({ type: 'boolean', default: true })
  sandbox: boolean;

  @Column({ name: 'effective_date', type: 'date', nullable: true })
  effectiveDate: string | null;

  @Column({ name: 'expiration_date', type: 'date', nullable: true })
  expirationDate: string | null;

  /** The application version the quote was rated from. */
  @Column({ name: 'rated_version', type: 'int', nullable: true })
  ratedVersion: number | null;

  @Column({ name: 'rated_at', type: 'timestamptz', nullable: true })
  ratedAt: Date | null;

  /** What staff wrote with a quote they entered by hand, shown with the quote. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  notes: string | null;
}
