import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A workers compensation quote remembers the experience modification staff verified, who did
 * and when. A credit mod (under 1.00) binds only while the mod typed is the one verified.
 */
export class ExperienceModVerification1768140000000 implements MigrationInterface {
  name = 'ExperienceModVerification1768140000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE applications
        ADD COLUMN experience_mod_verified numeric(4, 2)
          CHECK (experience_mod_verified BETWEEN 0.5 AND 2.5),
        ADD COLUMN experience_mod_verified_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN experience_mod_verified_at timestamptz`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE applications
        DROP COLUMN experience_mod_verified,
        DROP COLUMN experience_mod_verified_by,
        DROP COLUMN experience_mod_verified_at`);
  }
}
