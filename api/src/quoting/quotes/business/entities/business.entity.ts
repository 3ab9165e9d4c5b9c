import { Column, Entity, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import type { EntityType, MailingAddressKind } from '@coverline/contracts';
import { TimestampedRecord } from '../../../../common/database/records';
import { Client } from '../../../../identity/clients/entities/client.entity';
import { numberColumn } from '../../../../common/database/columns';
import { BusinessClaim } from './business-claim.entity';
import { BusinessLocation } from './business-location.entity';
import { BusinessOwner } from './business-owner.entity';

export interface MailingAddress {
  kind: MailingAddressKind;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** A client's business: what every coverage line of it is rated from. */
@Entity('businesses')
export class Business extends TimestampedRecord {
  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Client;

  @Column({ name: 'legal_name', type: 'varchar', length: 200, nullable: true })
  legalName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dba: string | null;

  @Column({ name: 'naics_code', type: 'varchar', length: 6, nullable: true })
  naicsCode: string | null;

  @Column({ name: 'master_index_code', type: 'varchar', length: 20, nullable: true })
  masterIndexCode: string | null;

  @Column({ name: 'naics_description', type: 'varchar', length: 200, nullable: true })
  naicsDescription: string | null;

  @Column({ type: 'int', nullable: true })
  employees: number | null;

  @Column({ name: 'owners_count', type: 'int', nullable: true })
  ownersCount: number | null;

  @Column({ name: 'year_established', type: 'int', nullable: true })
  yearEstablished: number | null;

  @Column({ name: 'years_of_experience', type: 'int', nullable: true })
  yearsOfExperience: number | null;

  @Column({ name: 'annual_sales_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  annualSalesCents: number | null;

  @Column({ name: 'payroll_cents', type: 'bigint', nullable: true, transformer: numberColumn })
  payrollCents: number | null;

  /** The FEIN sealed with the data cipher; never stored readable. */
  @Column({ name: 'fein_encrypted', type: 'text', nullable: true })
  feinEncrypted: string | null;

  /** Keyed hash of the nine digits, to find a business by FEIN. */
  @Column({ name: 'fein_hash', type: 'char', length: 64, nullable: true })
  feinHash: string | null;

  @Column({ name: 'no_fein', type: 'boolean', default: false })
  noFein: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ name: 'no_website', type: 'boolean', default: false })
  noWebsite: boolean;

  @Column({ name: 'legal_entity', type: 'varchar', length: 20, nullable: true })
  legalEntity: EntityType | null;

  @Column({ name: 'mailing_address', type: 'jsonb', nullable: true })
  mailingAddress: MailingAddress | null;

  @OneToMany(() => BusinessLocation, (l) => l.business)
  locations?: BusinessLocation[];

  @OneToMany(() => BusinessOwner, (o) => o.business)
  owners?: BusinessOwner[];

  @OneToMany(() => BusinessClaim, (c) => c.business)
  claims?: BusinessClaim[];
}
