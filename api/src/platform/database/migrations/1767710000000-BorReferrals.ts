import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A BOR referral follows the broker-of-record application its client starts from the mailed
 * link, as other referrals follow their quote.
 */
export class BorReferrals1767710000000 implements MigrationInterface {
  name = 'BorReferrals1767710000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE referrals ADD COLUMN bor_application_id uuid REFERENCES bor_applications (id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_referrals_bor_application" ON referrals (bor_application_id) WHERE bor_application_id IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE referrals DROP COLUMN bor_application_id`);
  }
}
