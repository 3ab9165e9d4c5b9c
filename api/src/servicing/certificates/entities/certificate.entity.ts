import { Column, Entity } from 'typeorm';
import type { CertificateStatus } from '@coverline/contracts';
import { TimestampedRecord } from '../../../common/database/records';

/** An address on a certificate: the insured's, the holder's, or a job location. */
export interface CertificateAddress {
  street: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * A certificate of insurance requested for a bound policy: what it certifies to whom, and,
 * once issued, the PDF in use and who issued it. A request asking for an endorsement the
 * policy does not grant blanket waits as pending until staff issue it.
 */
@Entity('certificates')
export class Certificate extends TimestampedRecord {
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @Column({ type: 'varchar', length: 10 })
  status: CertificateStatus;

  @Column({ name: 'insured_name', type: 'varchar', length: 200 })
  insuredName: string;

  @Column({ name: 'insured_dba', type: 'varchar', length: 200, nullable: true })
  insuredDba: string | null;

  @Column({ name: 'insured_address', type: 'jsonb' })
  insuredAddress: CertificateAddress;

  @Column({ name: 'holder_name', type: 'varchar', length: 200 })
  holderName: string;

  @Column({ name: 'holder_address', type: 'jsonb' })
  holderAddress: CertificateAddress;

  @Column({ name: 'holder_email', type: 'varchar', length: 254, nullable: true })
  holderEmail: string | null;

  @Column({ name: 'job_locations', type: 'jsonb', default: () => `'[]'` })
  jobLocations: CertificateAddress[];

  @Column({ name: 'additional_insured', type: 'boolean', default: false })
  additionalInsured: boolean;

  @Column({ name: 'waiver_of_subrogation', type: 'boolean', default: false })
  waiverOfSubrogation: boolean;

  @Column({ name: 'waiver_parties', type: 'jsonb', default: () => `'[]'` })
  waiverParties: string[];

  @Column({ name: 'description_of_operations', type: 'varchar', length: 1000, nullable: true })
  descriptionOfOperations: string | null;

  /** The PDF in use; a re-issue replaces it and retires the one before. */
  @Column({ name: 'document_id', type: 'uuid', nullable: true })
  documentId: string | null;

  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;

  @Column({ name: 'issued_by', type: 'uuid', nullable: true })
  issuedBy: string | null;

  @Column({ name: 'issued_at', type: 'timestamptz', nullable: true })
  issuedAt: Date | null;
}
