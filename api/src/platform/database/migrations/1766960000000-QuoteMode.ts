import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API or manual quotes: the mode of an application (its carrier quotes rated through the
 * carriers' APIs, or entered by staff) and the notes staff enter with a manual carrier quote.
 */
export class QuoteMode1766960000000 implements MigrationInterface {
  name = 'QuoteMode1766960000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE applications ADD COLUMN quote_mode varchar(8) NOT NULL DEFAULT 'api'
         CHECK (quote_mode IN ('api', 'manual'))`,
    );
    await q.query(`ALTER TABLE carrier_quotes ADD COLUMN notes varchar(1000)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carrier_quotes DROP COLUMN notes`);
    await q.query(`ALTER TABLE applications DROP COLUMN quote_mode`);
  }
}
