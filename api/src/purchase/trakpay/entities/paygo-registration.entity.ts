import { Column, Entity } from 'typeorm';
import { TimestampedRecord } from '../../../common/database/records';
import type {
  EntityType,
  OwnerInclusion,
  PayFrequency,
  PaygoCarrierStatus,
  SecurityQuestion,
} from '@coverline/contracts';

/** An officer as the payroll service records them. */
export interface PaygoOfficer {
  name: string;
  title: string;
  ownershipPercent: number;
  inclusion: OwnerInclusion;
}

/**
 * A quote's registration with its carrier's pay-as-you-go payroll service. The FEIN and bank
 * numbers are sealed with the DataCipher (the FEIN also as its keyed hash, for the one
 * registration per FEIN rule); the portal password and security answer are argon2id hashes.
 */
@Entity('paygo_registrations')
export class PaygoRegistration extends TimestampedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  /** The carrier of the quote's selected carrier quote, by name. */
  @Column({ type: 'varchar', length: 100 })
  carrier: string;

  @Column({ name: 'legal_name', type: 'varchar', length: 200 })
  legalName: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dba: string | null;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'char', length: 2 })
  state: string;

  @Column({ type: 'varchar', length: 10 })
  zip: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 40 })
  entityType: EntityType;

  @Column({ name: 'fein_encrypted', type: 'text' })
  feinEncrypted: string;

  @Column({ name: 'fein_hash', type: 'varchar', length: 64 })
  feinHash: string;

  @Column({ name: 'fein_last4', type: 'char', length: 4 })
  feinLast4: string;

  @Column({ name: 'effective_date', type: 'date' })
  effectiveDate: string;

  @Column({ name: 'expiration_date', type: 'date' })
  expirationDate: string;

  @Column({ name: 'payroll_company_id', type: 'uuid' })
  payrollCompanyId: string;

  @Column({ type: 'jsonb' })
  officers: PaygoOfficer[];

  @Column({ name: 'account_holder_names', type: 'varchar', length: 200 })
  accountHolderNames: string;

  @Column({ name: 'name_on_account', type: 'varchar', length: 200 })
  nameOnAccount: string;

  @Column({ name: 'account_number_sealed', type: 'text' })
  accountNumberSealed: string;

  @Column({ name: 'routing_number_sealed', type: 'text' })
  routingNumberSealed: string;

  @Column({ name: 'account_number_last4', type: 'char', length: 4 })
  accountNumberLast4: string;

  @Column({ name: 'routing_number_last4', type: 'char', length: 4 })
  routingNumberLast4: string;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'security_question', type: 'varchar', length: 40 })
  securityQuestion: SecurityQuestion;

  @Column({ name: 'security_answer_hash', type: 'text' })
  securityAnswerHash: string;

  @Column({ name: 'pay_frequency', type: 'varchar', length: 16 })
  payFrequency: PayFrequency;

  @Column({ name: 'carrier_status', type: 'varchar', length: 16 })
  carrierStatus: PaygoCarrierStatus;

  @Column({ name: 'carrier_account_number', type: 'varchar', length: 40, nullable: true })
  carrierAccountNumber: string | null;

  /** The payroll service's reason when it declined. */
  @Column({ name: 'carrier_message', type: 'varchar', length: 500, nullable: true })
  carrierMessage: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true })
  createdByUserId: string | null;
}
