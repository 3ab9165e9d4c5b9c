import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

/** An emailed single-use sign-in link of a BOR applicant; only the token's hash is kept. */
@Entity('bor_magic_links')
export class BorMagicLink extends CreatedRecord {
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
