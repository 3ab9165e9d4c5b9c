import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A carrier quote keeps the terms it was priced for (limits, retention, deductible, payroll per
 * class with owners' payroll), which may differ from those asked; null for a quote entered by
 * hand or not priced.
 */
export class CarrierQuoteRatedTerms1768150000000 implements MigrationInterface {
  name = 'CarrierQuoteRatedTerms1768150000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carrier_quotes ADD COLUMN rated_terms jsonb`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carrier_quotes DROP COLUMN rated_terms`);
  }
}
