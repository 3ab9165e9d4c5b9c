import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import type {
  Answers,
  ApplicationStatus,
  CoverageType,
  QuoteMode,
  WizardStep,
} from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import { Business } from '../business/entities/business.entity';
import { Client } from '../../../identity/clients/entities/client.entity';
import { numberColumn } from '../../../common/database/columns';

/**
 * A quote: one per client, business and coverage line, with the submission's line-specific
 * answers. `version` guards every write (a stale one is 409/1226).
 */
@Entity('applications')
export class Application extends TimestampedRecord {
  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Client;

  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Business;

  @Column({ name: 'coverage_type', type: 'varchar', length: 8 })
  coverageType: CoverageType;

  @Column({ type: 'varchar', length: 24 })
  status: ApplicationStatus;

  @Column({ name: 'status_before_archive', type: 'varchar', length: 24, nullable: true })
  statusBeforeArchive: ApplicationStatus | null;

  /** The one quote per client and coverage the client works with; others are kept inactive. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Null while the application is "New": no agent assigned yet. */
  @Column({ name: 'agent_id', type: 'uuid', nullable: true })
  agentId: string | null;

  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true })
  createdByUserId: string | null;

  @Column({ type: 'boolean', default: false })
  locked: boolean;

  /** The furthest wizard step reached. */
  @Column({ type: 'varchar', length: 32 })
  step: WizardStep;

  @Column({ name: 'effective_date', type: 'date', nullable: true })
  effectiveDate: string | null;

  @Column({ name: 'expiration_date', type: 'date', nullable: true })
  expirationDate: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ name: 'employers_liability_level', type: 'smallint', nullable: true })
  employersLiabilityLevel: number | null;

  @Column({ name: 'waiver_of_subrogation', type: 'boolean', nullable: true })
  waiverOfSubrogation: boolean | null;

  @Column({ name: 'gl_limit', type: 'varchar', length: 8, nullable: true })
  glLimit: string | null;

  @Column({
    name: 'property_deductible_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  propertyDeductibleCents: number | null;

  @Column({ name: 'blanket_additional_insured', type: 'boolean', nullable: true })
  blanketAdditionalInsured: boolean | null;

  @Column({ name: 'cyber_limit_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  cyberLimitCents: number | null;

  @Column({
    name: 'cyber_retention_cents',
    type: 'bigint',
    nullable: true,
    transformer: numberColumn,
  })
  cyberRetentionCents: number | null;

  @Column({ name: 'payroll_answers', type: 'jsonb' })
  payrollAnswers: Answers;

  @Column({ name: 'underwriting_answers', type: 'jsonb' })
  underwritingAnswers: Answers;

  @Column({ name: 'owner_answers', type: 'jsonb' })
  ownerAnswers: Answers;

  /**
   * The experience modification staff verified (the `experienceMod` underwriting answer it
   * confirmed); a credit mod binds only while the answer is this value.
   */
  @Column({
    name: 'experience_mod_verified',
    type: 'numeric',
    precision: 4,
    scale: 2,
    nullable: true,
    transformer: numberColumn,
  })
  experienceModVerified: number | null;

  @Column({ name: 'experience_mod_verified_by', type: 'uuid', nullable: true })
  experienceModVerifiedBy: string | null;

  @Column({ name: 'experience_mod_verified_at', type: 'timestamptz', nullable: true })
  experienceModVerifiedAt: Date | null;

  @Column({ name: 'property_answers', type: 'jsonb' })
  propertyAnswers: Answers;

  @Column({ name: 'cyber_answers', type: 'jsonb' })
  cyberAnswers: Answers;

  /** Carriers the client or agent chose to quote with; empty means every active carrier. */
  @Column({ type: 'text', array: true })
  carriers: string[];

  @Column({ type: 'jsonb' })
  settings: Answers;

  @Column({ name: 'selected_carrier_quote_id', type: 'uuid', nullable: true })
  selectedCarrierQuoteId: string | null;

  @Column({ name: 'payroll_rep_referral_token', type: 'varchar', length: 500, nullable: true })
  payrollRepReferralToken: string | null;

  @Column({ name: 'payroll_rep_referral_context', type: 'jsonb', nullable: true })
  payrollRepReferralContext: Answers | null;

  @Column({ name: 'rating_started_at', type: 'timestamptz', nullable: true })
  ratingStartedAt: Date | null;

  /** Carrier quotes rated through the carriers' APIs, or entered by staff (quote-mode). */
  @Column({ name: 'quote_mode', type: 'varchar', length: 8, default: 'api' })
  quoteMode: QuoteMode;

  @Column({ type: 'int' })
  version: number;
}
