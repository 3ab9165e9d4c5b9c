import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A client's e-signature profile: the legal name they sign with and when they agreed to sign
 * electronically. The signing page offers the name to a signer who is that client.
 */
@Entity('signing_profiles')
export class SigningProfile {
  @PrimaryColumn({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @Column({ name: 'legal_name', type: 'varchar', length: 200 })
  legalName: string;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
