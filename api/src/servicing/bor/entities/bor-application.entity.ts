import { Column, Entity } from 'typeorm';
import type { CoverageType } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';
import type { BorStatus } from '../bor-status';

/** A business's appointment of Coverline as broker of record for a policy it holds elsewhere. */
@Entity('bor_applications')
export class BorApplication extends TimestampedRecord {
  /** The applicant's email: the BOR session's claim, and who may see the application. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The client the application belongs to, from the applicant's email once submitted. */
  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId: string | null;

  @Column({ type: 'varchar', length: 24, default: 'draft' })
  status: BorStatus;

  @Column({ name: 'legal_name', type: 'varchar', length: 200, nullable: true })
  legalName: string | null;

  /** Sealed with the data cipher. */
  @Column({ name: 'fein_encrypted', type: 'text', nullable: true })
  feinEncrypted: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true }) street: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) street2: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'char', length: 2, nullable: true }) state: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) zip: string | null;

  @Column({ name: 'mailing_street', type: 'varchar', length: 200, nullable: true })
  mailingStreet: string | null;
  @Column({ name: 'mailing_street2', type: 'varchar', length: 200, nullable: true })
  mailingStreet2: string | null;
  @Column({ name: 'mailing_city', type: 'varchar', length: 100, nullable: true })
  mailingCity: string | null;
  @Column({ name: 'mailing_state', type: 'char', length: 2, nullable: true })
  mailingState: string | null;
  @Column({ name: 'mailing_zip', type: 'varchar', length: 10, nullable: true })
  mailingZip: string | null;

  /** The current carrier when it is one of the carriers in settings (its email gets the letter). */
  @Column({ name: 'carrier_id', type: 'uuid', nullable: true })
  carrierId: string | null;

  @Column({ name: 'carrier_name', type: 'varchar', length: 100, nullable: true })
  carrierName: string | null;

  @Column({ name: 'policy_number', type: 'varchar', length: 60, nullable: true })
  policyNumber: string | null;

  @Column({ name: 'coverage_type', type: 'varchar', length: 8, nullable: true })
  coverageType: CoverageType | null;

  @Column({ name: 'effective_date', type: 'date', nullable: true })
  effectiveDate: string | null;

  @Column({ name: 'signer_name', type: 'varchar', length: 200, nullable: true })
  signerName: string | null;
  @Column({ name: 'signer_title', type: 'varchar', length: 100, nullable: true })
  signerTitle: string | null;
  @Column({ name: 'signer_email', type: 'varchar', length: 254, nullable: true })
  signerEmail: string | null;

  @Column({ name: 'letter_document_id', type: 'uuid', nullable: true })
  letterDocumentId: string | null;
  @Column({ name: 'signed_letter_document_id', type: 'uuid', nullable: true })
  signedLetterDocumentId: string | null;
  @Column({ name: 'packet_id', type: 'uuid', nullable: true })
  packetId: string | null;

  @Column({ name: 'carrier_notified', type: 'boolean', default: false })
  carrierNotified: boolean;

  /** Staff's note on the carrier's answer, shown to the applicant. */
  @Column({ name: 'status_note', type: 'varchar', length: 1000, nullable: true })
  statusNote: string | null;

  /** Staff's internal note: never in an answer to the applicant. */
  @Column({ name: 'internal_note', type: 'varchar', length: 1000, nullable: true })
  internalNote: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;
  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt: Date | null;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
