import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A carrier quote's worksheet (a few kilobytes of JSON, rewritten by every rating) is compressed
 * when stored. PostgreSQL's default, pglz, costs the database more CPU per rating than lz4 does
 * for the same size; lz4 is used where the server was built with it, pglz stays elsewhere. Rows
 * already stored keep their compression until they are next written.
 */
export class WorksheetsCompressedWithLz41768510000000 implements MigrationInterface {
  name = 'WorksheetsCompressedWithLz41768510000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$ BEGIN
        ALTER TABLE carrier_quotes ALTER COLUMN worksheet SET COMPRESSION lz4;
      EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN NULL;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carrier_quotes ALTER COLUMN worksheet SET COMPRESSION default`);
  }
}
