import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API clients: a partner's system (a payroll company's or a carrier's) signing in with OAuth2
 * client credentials. A client has one or more secrets, stored as SHA-256 digests only: the
 * current one (`expires_at` null) and, after a rotation, the previous one until the overlap the
 * admin chose ends. Every call a client makes is logged in `api_client_calls`.
 *
 * A change that ends or narrows a client (revoked, scopes, rate, a secret's end moved or the
 * secret removed) is announced on `principal_changes` as "machine:<client id>", so every
 * instance drops what it remembers of the client as the change commits.
 */
export class ApiClients1768330000000 implements MigrationInterface {
  name = 'ApiClients1768330000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        partner_kind varchar(20) NOT NULL CONSTRAINT api_clients_partner_kind_known
          CHECK (partner_kind IN ('payroll_company', 'carrier')),
        partner_id uuid NOT NULL,
        scopes text[] NOT NULL DEFAULT '{}',
        rate_per_minute int NOT NULL CHECK (rate_per_minute BETWEEN 1 AND 100000),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        revoked_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_api_clients_partner ON api_clients (partner_kind, partner_id)`);
    await q.query(`
      CREATE TABLE api_client_secrets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES api_clients(id) ON DELETE CASCADE,
        secret_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_api_client_secrets_client ON api_client_secrets (client_id)`);
    await q.query(`
      CREATE TABLE api_client_calls (
        id bigserial PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES api_clients(id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        method varchar(8) NOT NULL,
        path varchar(300) NOT NULL,
        status smallint NOT NULL,
        duration_ms int NOT NULL
      )`);
    await q.query(
      `CREATE INDEX idx_api_client_calls_client ON api_client_calls (client_id, at DESC)`,
    );
    await q.query(`
      CREATE TRIGGER api_clients_principal_changes
        AFTER UPDATE OF revoked_at, scopes, rate_per_minute, partner_kind, partner_id OR DELETE
        ON api_clients
        FOR EACH ROW EXECUTE FUNCTION principal_changes_notify('machine', 'id')`);
    await q.query(`
      CREATE TRIGGER api_client_secrets_principal_changes
        AFTER UPDATE OF expires_at, secret_hash OR DELETE ON api_client_secrets
        FOR EACH ROW EXECUTE FUNCTION principal_changes_notify('machine', 'client_id')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_client_calls`);
    await q.query(`DROP TABLE api_client_secrets`);
    await q.query(`DROP TABLE api_clients`);
  }
}
