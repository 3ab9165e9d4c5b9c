import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API clients' calls are kept as the batches the app writes them in: one row per client per
 * batch (about a second of its calls), the calls in it as a JSON array of
 * `[epoch ms, method, path, status, ms taken]`, oldest first. A row per call cost the database
 * a heap row, two index entries and a foreign key check for every call a partner's system made:
 * at thousands of calls a second that was most of the database's work, and took CPU the API
 * answered with. Every call is still there, with everything the log held; the client's page
 * reads them newest first from the newest batches. The rows logged so far move into batches of a
 * minute each.
 */
export class ApiClientCallsInBatches1768520000000 implements MigrationInterface {
  name = 'ApiClientCallsInBatches1768520000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_client_call_batches (
        id bigserial PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES api_clients(id) ON DELETE CASCADE,
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL,
        call_count int NOT NULL CHECK (call_count > 0),
        calls json NOT NULL
      )`);
    await q.query(
      `CREATE INDEX idx_api_client_call_batches_client
         ON api_client_call_batches (client_id, last_at DESC, id DESC)`,
    );
    await q.query(`
      INSERT INTO api_client_call_batches (client_id, first_at, last_at, call_count, calls)
      SELECT client_id, min(at), max(at), count(*),
             json_agg(
               json_build_array(
                 round(extract(epoch FROM at) * 1000), method, path, status, duration_ms
               ) ORDER BY at, id)
        FROM api_client_calls
       GROUP BY client_id, date_trunc('minute', at)`);
    await q.query(`DROP TABLE api_client_calls`);
  }

  public async down(q: QueryRunner): Promise<void> {
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
      INSERT INTO api_client_calls (client_id, at, method, path, status, duration_ms)
      SELECT b.client_id, to_timestamp((c.e->>0)::float8 / 1000), c.e->>1, c.e->>2,
             (c.e->>3)::smallint, (c.e->>4)::int
        FROM api_client_call_batches b
       CROSS JOIN LATERAL json_array_elements(b.calls) WITH ORDINALITY AS c(e, n)
       ORDER BY b.id, c.n`);
    await q.query(`DROP TABLE api_client_call_batches`);
  }
}
