import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors whose business no carrier writes in their state for a line leave an email to hear
 * when one does: one lead per email, business type, state and line (asking again keeps the
 * first), read by admins as the applications pipeline's Leads view.
 */
export class AppetiteLeads1768300000000 implements MigrationInterface {
  name = 'AppetiteLeads1768300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE appetite_leads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        master_index_code varchar(20) NOT NULL,
        business_type varchar(200) NOT NULL,
        state char(2) NOT NULL,
        coverage_type varchar(8) NOT NULL CHECK (coverage_type IN ('wc', 'gl', 'bop', 'cyber')),
        quote_id uuid REFERENCES applications(id) ON DELETE SET NULL,
        language varchar(2) NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_appetite_leads_ask" ON appetite_leads
         (lower(email), master_index_code, state, coverage_type)`,
    );
    await q.query(`CREATE INDEX "IDX_appetite_leads_created" ON appetite_leads (created_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE appetite_leads`);
  }
}
