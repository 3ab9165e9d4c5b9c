import { Column, Entity } from 'typeorm';
import { CreatedRecord } from '../../../common/database/records';

/**
 * The sandbox payroll service's own record: its one answer to a registration, kept so a repeated
 * submission gets the same account number (or the same refusal), as a real service would.
 */
@Entity('sandbox_paygo_accounts')
export class SandboxPaygoAccount extends CreatedRecord {
  @Column({ name: 'registration_id', type: 'uuid' })
  registrationId: string;

  @Column({ type: 'varchar', length: 16 })
  status: 'accepted' | 'declined';

  @Column({ name: 'account_number', type: 'varchar', length: 40, nullable: true })
  accountNumber: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;
}
