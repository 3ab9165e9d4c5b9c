import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ApiScope, PartnerKind } from '@coverline/contracts';
import { ApiClientSecret } from './entities/api-client-secret.entity';
import { ApiClient } from './entities/api-client.entity';

/** A client with its partner's name, as admins list it. */
export interface ApiClientRow {
  id: string;
  name: string;
  partner_kind: PartnerKind;
  partner_id: string;
  partner_name: string | null;
  scopes: ApiScope[];
  rate_per_minute: number;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
  /** When the rotated-out secret stops working, while one still does. */
  overlap_ends_at: Date | null;
}

/** What a token check needs of a live client. */
export interface LiveClientRow {
  partner_kind: PartnerKind;
  partner_id: string;
  partner_code: string | null;
  scopes: ApiScope[];
  rate_per_minute: number;
  secret_expires_at: Date | null;
}

/** One call as the log holds it: `[epoch ms, method, path, status, ms taken]`. */
export type LoggedCall = [number, string, string, number, number];

/** A client's calls of one batch, oldest first, and the times of its first and last. */
export interface ClientCalls {
  clientId: string;
  firstMs: number;
  lastMs: number;
  calls: LoggedCall[];
}

/** One logged call, as the client's page reads it. */
export interface ApiCallRow {
  client_id: string;
  at: Date;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
}

/** The partner's name: a payroll company's or a carrier's, read across by table name. */
const PARTNER_NAME = `CASE c.partner_kind
  WHEN 'payroll_company' THEN (SELECT p.name FROM payroll_companies p WHERE p.id = c.partner_id)
  WHEN 'carrier' THEN (SELECT k.name FROM carriers k WHERE k.id = c.partner_id) END`;

const CLIENT_COLUMNS = `c.id, c.name, c.partner_kind, c.partner_id, ${PARTNER_NAME} AS partner_name,
  c.scopes, c.rate_per_minute, c.revoked_at, c.last_used_at, c.created_at,
  (SELECT max(s.expires_at) FROM api_client_secrets s
    WHERE s.client_id = c.id AND s.expires_at > now()) AS overlap_ends_at`;

@Injectable()
export class ApiClientsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  insert(m: EntityManager, client: Partial<ApiClient>): Promise<ApiClient> {
    return m.save(m.create(ApiClient, client));
  }

  async addSecret(m: EntityManager, clientId: string, secretHash: string): Promise<void> {
    await m.insert(ApiClientSecret, { clientId, secretHash, expiresAt: null });
  }

  /** Sets the end of every secret still open-ended or ending later than `until`. */
  async endSecrets(m: EntityManager, clientId: string, until: Date): Promise<void> {
    await m.query(
      `UPDATE api_client_secrets SET expires_at = $2
        WHERE client_id = $1 AND (expires_at IS NULL OR expires_at > $2)`,
      [clientId, until],
    );
  }

  /** The client locked for a change in the caller's transaction. */
  locked(m: EntityManager, id: string): Promise<ApiClient | null> {
    return m.findOne(ApiClient, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(m: EntityManager, id: string, changes: Partial<ApiClient>): Promise<void> {
    await m.update(ApiClient, { id }, changes);
  }

  async row(id: string): Promise<ApiClientRow | undefined> {
    const rows: ApiClientRow[] = await this.db.query(
      `SELECT ${CLIENT_COLUMNS} FROM api_clients c WHERE c.id = $1`,
      [id],
    );
    return rows[0];
  }

  async page(
    partnerKind: PartnerKind | undefined,
    skip: number,
    take: number,
  ): Promise<[ApiClientRow[], number]> {
    const where = partnerKind ? 'WHERE c.partner_kind = $1' : '';
    const params = partnerKind ? [partnerKind] : [];
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${CLIENT_COLUMNS} FROM api_clients c ${where}
          ORDER BY c.revoked_at IS NOT NULL, c.created_at DESC, c.id
          LIMIT ${take} OFFSET ${skip}`,
        params,
      ) as Promise<ApiClientRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM api_clients c ${where}`, params) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return [rows, total];
  }

  /** The id of the secret with this digest, if it belongs to the client and still works. */
  async secretFor(clientId: string, secretHash: string): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT s.id FROM api_client_secrets s JOIN api_clients c ON c.id = s.client_id
        WHERE s.client_id = $1 AND s.secret_hash = $2 AND c.revoked_at IS NULL
          AND (s.expires_at IS NULL OR s.expires_at > now())`,
      [clientId, secretHash],
    );
    return rows[0]?.id;
  }

  /** The client and secret a token names, while the client is unrevoked and the secret holds. */
  async live(clientId: string, secretId: string): Promise<LiveClientRow | undefined> {
    const rows: LiveClientRow[] = await this.db.query(
      `SELECT c.partner_kind, c.partner_id, c.scopes, c.rate_per_minute,
              s.expires_at AS secret_expires_at,
              CASE c.partner_kind
                WHEN 'payroll_company' THEN (SELECT p.code FROM payroll_companies p WHERE p.id = c.partner_id)
                WHEN 'carrier' THEN (SELECT k.name FROM carriers k WHERE k.id = c.partner_id)
              END AS partner_code
         FROM api_clients c JOIN api_client_secrets s ON s.client_id = c.id
        WHERE c.id = $1 AND s.id = $2 AND c.revoked_at IS NULL
          AND (s.expires_at IS NULL OR s.expires_at > now())`,
      [clientId, secretId],
    );
    return rows[0];
  }

  /** Whether the partner exists: a payroll company or a carrier, by kind. */
  async partnerExists(kind: PartnerKind, id: string): Promise<boolean> {
    const table = kind === 'carrier' ? 'carriers' : 'payroll_companies';
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * Writes each client's calls of a batch as one row, in one statement, and moves each client's
   * last use forward to its latest call in the batch. Calls of a client that no longer exists
   * are dropped.
   */
  async logCalls(batch: readonly ClientCalls[]): Promise<void> {
    await this.db.query(
      `WITH batch AS (
         SELECT * FROM json_to_recordset($1::json)
           AS b(client_id uuid, first_ms float8, last_ms float8, call_count int, calls json)
          WHERE EXISTS (SELECT 1 FROM api_clients c WHERE c.id = b.client_id)
       ), logged AS (
         INSERT INTO api_client_call_batches (client_id, first_at, last_at, call_count, calls)
         SELECT client_id, to_timestamp(first_ms / 1000), to_timestamp(last_ms / 1000),
                call_count, calls
           FROM batch
       )
       UPDATE api_clients c SET last_used_at = greatest(c.last_used_at, to_timestamp(b.last_ms / 1000))
         FROM batch b
        WHERE c.id = b.client_id`,
      [
        JSON.stringify(
          batch.map((b) => ({
            client_id: b.clientId,
            first_ms: b.firstMs,
            last_ms: b.lastMs,
            call_count: b.calls.length,
            calls: b.calls,
          })),
        ),
      ],
    );
  }

  /**
   * Deletes up to `limit` of the oldest batches whose last call is before `cutoff` (a batch
   * spans about a second, so none straddles the cutoff by more); answers how many calls they
   * held.
   */
  async forgetCallsBefore(
    cutoff: Date,
    limit: number,
  ): Promise<{ batches: number; calls: number }> {
    const [row] = (await this.db.query(
      `WITH gone AS (
         DELETE FROM api_client_call_batches
          WHERE id IN (SELECT id FROM api_client_call_batches
                        WHERE last_at < $1 ORDER BY last_at LIMIT $2)
          RETURNING call_count
       )
       SELECT count(*)::int AS batches, coalesce(sum(call_count), 0)::int AS calls FROM gone`,
      [cutoff, limit],
    )) as Array<{ batches: number; calls: number }>;
    return row;
  }

  /**
   * The client's latest calls, newest first, and how many it has made. Only the newest batches
   * that can hold the page are opened: enough batches, newest last call first, to hold
   * `skip + take` calls, and every batch whose last call is no older than the oldest first call
   * among them (batches of several instances overlap in time).
   */
  calls(clientId: string, skip: number, take: number): Promise<[ApiCallRow[], number]> {
    return Promise.all([
      this.db.query(
        `WITH newest AS (
           SELECT first_at, call_count,
                  sum(call_count) OVER (ORDER BY last_at DESC, id DESC) AS running
             FROM (SELECT id, first_at, last_at, call_count FROM api_client_call_batches
                    WHERE client_id = $1 ORDER BY last_at DESC, id DESC LIMIT $2) n
         ), cutoff AS (
           SELECT coalesce(min(first_at), '-infinity') AS since
             FROM newest WHERE running - call_count < $2
         )
         SELECT b.client_id, to_timestamp((c.e->>0)::float8 / 1000) AS at, c.e->>1 AS method,
                c.e->>2 AS path, (c.e->>3)::int AS status, (c.e->>4)::int AS duration_ms
           FROM api_client_call_batches b
          CROSS JOIN cutoff
          CROSS JOIN LATERAL json_array_elements(b.calls) WITH ORDINALITY AS c(e, n)
          WHERE b.client_id = $1 AND b.last_at >= cutoff.since
          ORDER BY at DESC, b.id DESC, c.n DESC
          LIMIT $3 OFFSET $4`,
        [clientId, skip + take, take, skip],
      ) as Promise<ApiCallRow[]>,
      (
        this.db.query(
          `SELECT coalesce(sum(call_count), 0)::int AS total FROM api_client_call_batches
            WHERE client_id = $1`,
          [clientId],
        ) as Promise<Array<{ total: number }>>
      ).then(([{ total }]) => total),
    ]);
  }
}
