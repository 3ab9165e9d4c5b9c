import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { CertifiedFacts } from '@coverline/contracts';

/**
 * One issue of a certificate as its public verification link sees it: the random id printed on
 * the PDF (not the certificate's id, which is guessable from its number), and what the PDF
 * printed that may be shown to anyone holding the link: the business, its city and state, and
 * the policy's facts. A re-issue adds a row; the links of earlier issues keep answering.
 */
@Entity('certificate_verifications')
export class CertificateVerification {
  @PrimaryColumn({ name: 'verification_id', type: 'varchar', length: 32 })
  verificationId: string;

  @Column({ name: 'certificate_id', type: 'uuid' })
  certificateId: string;

  @Column({ name: 'issued_on', type: 'date' })
  issuedOn: string;

  /** The business's legal name; null when the policy names none (never a person's email). */
  @Column({ name: 'business_name', type: 'varchar', length: 200, nullable: true })
  businessName: string | null;

  @Column({ name: 'business_dba', type: 'varchar', length: 200, nullable: true })
  businessDba: string | null;

  @Column({ name: 'insured_city', type: 'varchar', length: 100 })
  insuredCity: string;

  @Column({ name: 'insured_state', type: 'varchar', length: 2 })
  insuredState: string;

  @Column({ type: 'jsonb' })
  facts: CertifiedFacts;

  @Column({ type: 'boolean', default: false })
  sandbox: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
