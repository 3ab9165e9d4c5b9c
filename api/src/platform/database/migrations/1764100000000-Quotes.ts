import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients, their businesses (locations, owners, claims), applications (one per client, business
 * and coverage line) with their submission answers, workers compensation class codes and the
 * carrier quotes rated from them.
 */
export class Quotes1764100000000 implements MigrationInterface {
  name = 'Quotes1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        phone varchar(30),
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_clients_email" ON clients (email)`);
    await q.query(`CREATE INDEX "IDX_clients_user_id" ON clients (user_id)`);

    await q.query(`
      CREATE TABLE businesses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        legal_name varchar(200),
        dba varchar(200),
        naics_code varchar(6),
        master_index_code varchar(20),
        naics_description varchar(200),
        employees int CHECK (employees BETWEEN 0 AND 9999),
        owners_count int CHECK (owners_count BETWEEN 1 AND 50),
        year_established int,
        years_of_experience int CHECK (years_of_experience >= 0),
        annual_sales_cents bigint CHECK (annual_sales_cents >= 0),
        payroll_cents bigint CHECK (payroll_cents >= 0),
        fein_encrypted text,
        fein_hash char(64),
        no_fein boolean NOT NULL DEFAULT false,
        website varchar(500),
        no_website boolean NOT NULL DEFAULT false,
        legal_entity varchar(20),
        mailing_address jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((fein_encrypted IS NULL) = (fein_hash IS NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_businesses_client_id" ON businesses (client_id)`);
    await q.query(`CREATE INDEX "IDX_businesses_fein_hash" ON businesses (fein_hash)`);
    await q.query(`CREATE INDEX "IDX_businesses_legal_name" ON businesses (lower(legal_name))`);

    await q.query(`
      CREATE TABLE business_locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
        position int NOT NULL,
        address varchar(200),
        address2 varchar(200),
        city varchar(100),
        state varchar(2),
        zip varchar(10),
        is_primary boolean NOT NULL DEFAULT false,
        building_type varchar(20),
        sprinklers boolean,
        bpp_coverage_cents bigint CHECK (bpp_coverage_cents >= 0),
        building_coverage_cents bigint CHECK (building_coverage_cents >= 0),
        square_footage int CHECK (square_footage >= 0),
        year_built int,
        construction varchar(30),
        stories int CHECK (stories >= 0),
        home_office boolean
      )`);
    await q.query(
      `CREATE INDEX "IDX_business_locations_business_id" ON business_locations (business_id, position)`,
    );

    await q.query(`
      CREATE TABLE business_owners (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
        position int NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        primary_work_state varchar(2),
        title varchar(100),
        ownership_percent numeric(5, 2) CHECK (ownership_percent BETWEEN 0 AND 100),
        inclusion varchar(10) CHECK (inclusion IN ('Included', 'Excluded')),
        payroll_estimate_cents bigint CHECK (payroll_estimate_cents >= 0),
        class_code varchar(4),
        email varchar(254),
        signature_status varchar(10) NOT NULL DEFAULT 'Not sent'
          CHECK (signature_status IN ('Not sent', 'Sent', 'Signed'))
      )`);
    await q.query(
      `CREATE INDEX "IDX_business_owners_business_id" ON business_owners (business_id, position)`,
    );

    await q.query(`
      CREATE TABLE business_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
        position int NOT NULL,
        description varchar(2000),
        amount_of_loss_cents bigint CHECK (amount_of_loss_cents >= 0),
        loss_date date,
        open boolean
      )`);
    await q.query(
      `CREATE INDEX "IDX_business_claims_business_id" ON business_claims (business_id, position)`,
    );

    await q.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
        coverage_type varchar(8) NOT NULL CHECK (coverage_type IN ('wc', 'gl', 'bop', 'cyber')),
        status varchar(24) NOT NULL DEFAULT 'In process' CHECK (status IN ('In process',
          'In review', 'Ready to bind', 'Purchase pending', 'Awaiting signatures', 'Completed',
          'Bound', 'Archive')),
        status_before_archive varchar(24),
        active boolean NOT NULL DEFAULT true,
        agent_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        locked boolean NOT NULL DEFAULT false,
        step varchar(32) NOT NULL DEFAULT 'coverage',
        effective_date date,
        expiration_date date,
        submitted_at timestamptz,
        employers_liability_level smallint CHECK (employers_liability_level BETWEEN 1 AND 3),
        waiver_of_subrogation boolean,
        gl_limit varchar(8),
        property_deductible_cents bigint,
        blanket_additional_insured boolean,
        cyber_limit_cents bigint,
        cyber_retention_cents bigint,
        payroll_answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        underwriting_answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        owner_answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        property_answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        cyber_answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        carriers text[] NOT NULL DEFAULT '{}',
        settings jsonb NOT NULL DEFAULT '{}'::jsonb,
        selected_carrier_quote_id uuid,
        payroll_rep_referral_token varchar(500),
        payroll_rep_referral_context jsonb,
        rating_started_at timestamptz,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_applications_client_id" ON applications (client_id)`);
    await q.query(`CREATE INDEX "IDX_applications_business_id" ON applications (business_id)`);
    await q.query(`CREATE INDEX "IDX_applications_agent_id" ON applications (agent_id)`);
    await q.query(`CREATE INDEX "IDX_applications_status" ON applications (status, updated_at)`);
    // The one active quote per client and product.
    await q.query(
      `CREATE UNIQUE INDEX "IDX_applications_one_active" ON applications (client_id, coverage_type) WHERE active`,
    );

    await q.query(`
      CREATE TABLE application_class_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        position int NOT NULL,
        state varchar(2) NOT NULL,
        class_code varchar(4) NOT NULL,
        description varchar(500),
        payroll_cents bigint CHECK (payroll_cents >= 0),
        full_time_employees int CHECK (full_time_employees >= 0),
        part_time_employees int CHECK (part_time_employees >= 0),
        source varchar(10) NOT NULL DEFAULT 'manual' CHECK (source IN ('naics', 'manual'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_application_class_codes_key" ON application_class_codes (application_id, state, class_code)`,
    );

    await q.query(`
      CREATE TABLE carrier_quotes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        carrier varchar(20) NOT NULL,
        rating_state varchar(10) NOT NULL DEFAULT 'rating' CHECK (rating_state IN ('rating', 'done')),
        annual_premium_cents bigint CHECK (annual_premium_cents >= 0),
        bindability varchar(24) CHECK (bindability IN ('BINDABLE_THRU_API',
          'BINDABLE_NOT_THRU_API', 'BINDABILITY_PENDING', 'ERROR', 'REFERRED', 'DECLINED', 'BOUND')),
        reasons text[] NOT NULL DEFAULT '{}',
        worksheet jsonb,
        sync_status varchar(16) NOT NULL DEFAULT 'Not submitted' CHECK (sync_status IN
          ('Not submitted', 'Up to date', 'Out of sync', 'API disabled')),
        quote_source varchar(8) NOT NULL DEFAULT 'api' CHECK (quote_source IN ('api', 'agent')),
        sandbox boolean NOT NULL DEFAULT true,
        effective_date date,
        expiration_date date,
        rated_version int,
        rated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "IDX_carrier_quotes_carrier" ON carrier_quotes (application_id, carrier)`,
    );
    await q.query(`
      ALTER TABLE applications ADD CONSTRAINT "FK_applications_selected_carrier_quote"
        FOREIGN KEY (selected_carrier_quote_id) REFERENCES carrier_quotes(id) ON DELETE SET NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE applications DROP CONSTRAINT "FK_applications_selected_carrier_quote"`,
    );
    await q.query(`DROP TABLE carrier_quotes`);
    await q.query(`DROP TABLE application_class_codes`);
    await q.query(`DROP TABLE applications`);
    await q.query(`DROP TABLE business_claims`);
    await q.query(`DROP TABLE business_owners`);
    await q.query(`DROP TABLE business_locations`);
    await q.query(`DROP TABLE businesses`);
    await q.query(`DROP TABLE clients`);
  }
}
