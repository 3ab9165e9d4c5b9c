import { MigrationInterface, QueryRunner } from 'typeorm';

/** Settings admins maintain: carriers, payroll companies, NAICS master index, texts, rules, questions. */
export class ReferenceData1763800000000 implements MigrationInterface {
  name = 'ReferenceData1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE reference_seeds (
        name varchar(100) PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE carriers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        shared_id varchar(100),
        agent_url varchar(500),
        client_url varchar(500),
        email varchar(254),
        phone varchar(30),
        claim_url varchar(500),
        logo_key varchar(200),
        logo_content_type varchar(50),
        discount_percent numeric(5, 2) NOT NULL DEFAULT 0
          CHECK (discount_percent >= 0 AND discount_percent <= 100),
        coverages text[] NOT NULL DEFAULT '{}',
        payment_types text[] NOT NULL DEFAULT '{}',
        initial_quote_max_backdated_days int NOT NULL DEFAULT 0
          CHECK (initial_quote_max_backdated_days >= 0),
        active_quote_max_backdated_days int NOT NULL DEFAULT 0
          CHECK (active_quote_max_backdated_days >= 0),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_carriers_name" ON carriers (lower(name))`);
    await q.query(`
      CREATE TABLE payroll_companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        code varchar(20) NOT NULL,
        email_domain varchar(253),
        url varchar(500),
        quoting_coverages text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_payroll_companies_name" ON payroll_companies (lower(name))`,
    );
    await q.query(`CREATE UNIQUE INDEX "IDX_payroll_companies_code" ON payroll_companies (code)`);
    await q.query(`
      CREATE TABLE naics_codes (
        code char(6) PRIMARY KEY CHECK (code ~ '^[0-9]{6}$'),
        title varchar(200) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE naics_mappings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        master_index_code varchar(20) NOT NULL,
        master_index_description varchar(200) NOT NULL,
        naics_code char(6) NOT NULL REFERENCES naics_codes(code),
        naics_description varchar(200) NOT NULL,
        hartford_spectrum_code varchar(10),
        hartford_spectrum_description varchar(200),
        employers_description varchar(200),
        payroll_state varchar(200),
        wc_class_code varchar(10),
        wc_class_question varchar(500),
        wc_class_description varchar(500),
        custom_class_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
        gl_class_code varchar(10),
        gl_class_description varchar(200),
        external_quoter_code varchar(50),
        external_quoter_hash varchar(128),
        external_quoter_description varchar(200),
        keywords text[] NOT NULL DEFAULT '{}',
        search_text text NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_naics_mappings_master_index_code" ON naics_mappings (master_index_code)`,
    );
    await q.query(`CREATE INDEX "IDX_naics_mappings_naics_code" ON naics_mappings (naics_code)`);
    // The business type search matches typos and fragments through trigrams.
    await q.query(
      `CREATE INDEX "IDX_naics_mappings_search_trgm" ON naics_mappings USING gin (search_text gin_trgm_ops)`,
    );
    await q.query(`
      CREATE TABLE coverage_texts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('covered', 'popup')),
        status varchar(16) NOT NULL CHECK (status IN ('published', 'draft')),
        title varchar(200) NOT NULL,
        body text NOT NULL DEFAULT '',
        what_is_covered text[] NOT NULL DEFAULT '{}',
        what_is_not_covered text[] NOT NULL DEFAULT '{}',
        free_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_coverage_texts_name" ON coverage_texts (name)`);
    await q.query(`
      CREATE TABLE owner_payroll_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        year int NOT NULL,
        entity_type varchar(20) NOT NULL,
        state char(2) NOT NULL,
        set_amount_cents int NOT NULL,
        min_amount_cents int NOT NULL,
        max_amount_cents int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (min_amount_cents >= 0 AND min_amount_cents <= set_amount_cents
          AND set_amount_cents <= max_amount_cents)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_owner_payroll_rules_key" ON owner_payroll_rules (year, state, entity_type)`,
    );
    await q.query(`
      CREATE TABLE question_sets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(16) NOT NULL CHECK (kind IN ('payroll', 'underwriting', 'owner')),
        carrier varchar(50) NOT NULL,
        coverage varchar(10) NOT NULL,
        questions jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_question_sets_key" ON question_sets (kind, carrier, coverage)`,
    );
    await q.query(`
      CREATE TABLE owner_titles (
        entity_type varchar(20) PRIMARY KEY,
        titles text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE owner_titles`);
    await q.query(`DROP TABLE question_sets`);
    await q.query(`DROP TABLE owner_payroll_rules`);
    await q.query(`DROP TABLE coverage_texts`);
    await q.query(`DROP TABLE naics_mappings`);
    await q.query(`DROP TABLE naics_codes`);
    await q.query(`DROP TABLE payroll_companies`);
    await q.query(`DROP TABLE carriers`);
    await q.query(`DROP TABLE reference_seeds`);
  }
}
