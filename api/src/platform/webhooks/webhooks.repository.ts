/** The SQL of webhooks: subscriptions, the deliveries the triggers wrote, and their attempts. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerKind, WebhookDeliveryStatus, WebhookEventType } from '@coverline/contracts';
import type { DataSource, EntityManager } from 'typeorm';

export interface WebhookSubscription {
  id: string;
  partnerKind: PartnerKind;
  partnerId: string;
  /** The payroll company's or carrier's name. */
  partnerName: string;
  /** The API client that made it through the API and manages it; null when an admin made it. */
  apiClientId: string | null;
  url: string;
  description: string | null;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  eventVersion: number;
  eventData: object;
  occurredAt: Date;
  subscriptionId: string;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export interface WebhookAttempt {
  attempt: number;
  replay: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  attemptedAt: Date;
}

export interface NewSubscription {
  partnerKind: PartnerKind;
  partnerId: string;
  apiClientId: string | null;
  url: string;
  description: string | null;
  eventTypes: WebhookEventType[];
  secretSealed: string;
  createdBy: string | null;
}

export interface SubscriptionChange {
  url?: string;
  description?: string | null;
  eventTypes?: WebhookEventType[];
  enabled?: boolean;
}

interface SubscriptionRow {
  id: string;
  partner_kind: PartnerKind;
  partner_id: string;
  partner_name: string | null;
  api_client_id: string | null;
  url: string;
  description: string | null;
  event_types: WebhookEventType[];
  enabled: boolean;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookEventType;
  version: number;
  data: object;
  occurred_at: Date;
  subscription_id: string;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

const SUBSCRIPTION_SELECT = `
  SELECT s.*, COALESCE(pc.name, c.name) AS partner_name
    FROM webhook_subscriptions s
    LEFT JOIN payroll_companies pc ON s.partner_kind = 'payroll_company' AND pc.id = s.partner_id
    LEFT JOIN carriers c ON s.partner_kind = 'carrier' AND c.id = s.partner_id`;

const DELIVERY_SELECT = `
  SELECT d.id, d.event_id, e.type, e.version, e.data, e.occurred_at, d.subscription_id, s.url,
         d.status, d.attempts, d.last_status_code, d.last_latency_ms, d.last_error,
         d.delivered_at, d.created_at
    FROM webhook_deliveries d
    JOIN webhook_events e ON e.id = d.event_id
    JOIN webhook_subscriptions s ON s.id = d.subscription_id`;

const toSubscription = (r: SubscriptionRow): WebhookSubscription => ({
  id: r.id,
  partnerKind: r.partner_kind,
  partnerId: r.partner_id,
  partnerName: r.partner_name ?? '',
  apiClientId: r.api_client_id,
  url: r.url,
  description: r.description,
  eventTypes: r.event_types,
  enabled: r.enabled,
  secretSealed: r.secret_sealed,
  previousSecretSealed: r.previous_secret_sealed,
  previousSecretExpiresAt: r.previous_secret_expires_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  eventId: r.event_id,
  eventType: r.type,
  eventVersion: r.version,
  eventData: r.data,
  occurredAt: r.occurred_at,
  subscriptionId: r.subscription_id,
  url: r.url,
  status: r.status,
  attempts: r.attempts,
  lastStatusCode: r.last_status_code,
  lastLatencyMs: r.last_latency_ms,
  lastError: r.last_error,
  deliveredAt: r.delivered_at,
  createdAt: r.created_at,
});

/** Whose subscriptions a list reads: a partner's, one API client's, or (nothing set) everyone's. */
export interface SubscriptionOwner {
  partnerKind?: PartnerKind;
  partnerId?: string;
  apiClientId?: string;
}

/** UPDATE ... RETURNING answers [rows, count] through TypeORM. */
const updatedRows = <T>(result: unknown): T[] => (result as [T[], number])[0];

@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The payroll company's or carrier's name; null when no such partner exists. */
  async partnerName(kind: PartnerKind, id: string): Promise<string | null> {
    const table = kind === 'carrier' ? 'carriers' : 'payroll_companies';
    const rows: Array<{ name: string }> = await this.db.query(
      `SELECT name FROM ${table} WHERE id = $1`,
      [id],
    );
    return rows[0]?.name ?? null;
  }

  async addSubscription(
    s: NewSubscription,
    m: EntityManager = this.db.manager,
  ): Promise<WebhookSubscription> {
    const rows: Array<{ id: string }> = await m.query(
      `INSERT INTO webhook_subscriptions (partner_kind, partner_id, api_client_id, url,
         description, event_types, secret_sealed, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        s.partnerKind,
        s.partnerId,
        s.apiClientId,
        s.url,
        s.description,
        s.eventTypes,
        s.secretSealed,
        s.createdBy,
      ],
    );
    return (await this.findSubscription(rows[0].id, m))!;
  }

  async findSubscription(
    id: string,
    m: EntityManager = this.db.manager,
  ): Promise<WebhookSubscription | null> {
    const rows: SubscriptionRow[] = await m.query(`${SUBSCRIPTION_SELECT} WHERE s.id = $1`, [id]);
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async listSubscriptions(filter: SubscriptionOwner): Promise<WebhookSubscription[]> {
    const rows: SubscriptionRow[] = await this.db.query(
      `${SUBSCRIPTION_SELECT}
        WHERE ($1::varchar IS NULL OR s.partner_kind = $1)
          AND ($2::uuid IS NULL OR s.partner_id = $2)
          AND ($3::uuid IS NULL OR s.api_client_id = $3)
        ORDER BY s.created_at DESC`,
      [filter.partnerKind ?? null, filter.partnerId ?? null, filter.apiClientId ?? null],
    );
    return rows.map(toSubscription);
  }

  /**
   * How many subscriptions the API client made, counted under a lock held until the caller's
   * transaction ends, so two creations at once cannot both pass the limit.
   */
  async countForClientLocked(m: EntityManager, apiClientId: string): Promise<number> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `webhook-subscriptions:${apiClientId}`,
    ]);
    const rows: Array<{ count: number }> = await m.query(
      `SELECT count(*)::int AS count FROM webhook_subscriptions WHERE api_client_id = $1`,
      [apiClientId],
    );
    return rows[0].count;
  }

  /** Applies the change; false when the subscription does not exist. */
  async changeSubscription(
    id: string,
    change: SubscriptionChange,
    m: EntityManager = this.db.manager,
  ): Promise<boolean> {
    const result = await m.query(
      `UPDATE webhook_subscriptions SET
         url = COALESCE($2, url),
         description = CASE WHEN $3 THEN $4 ELSE description END,
         event_types = COALESCE($5, event_types),
         enabled = COALESCE($6, enabled),
         updated_at = now()
       WHERE id = $1 RETURNING id`,
      [
        id,
        change.url ?? null,
        change.description !== undefined,
        change.description ?? null,
        change.eventTypes ?? null,
        change.enabled ?? null,
      ],
    );
    return updatedRows(result).length > 0;
  }

  /** The new secret signs from now on; the old one goes on signing beside it until `until`. */
  async rotateSecret(
    id: string,
    secretSealed: string,
    until: Date,
    m: EntityManager = this.db.manager,
  ): Promise<boolean> {
    const result = await m.query(
      `UPDATE webhook_subscriptions SET
         previous_secret_sealed = secret_sealed, previous_secret_expires_at = $3,
         secret_sealed = $2, updated_at = now()
       WHERE id = $1 RETURNING id`,
      [id, secretSealed, until],
    );
    return updatedRows(result).length > 0;
  }

  /** Deletes the subscription with its deliveries and their attempts. */
  async deleteSubscription(id: string, m: EntityManager = this.db.manager): Promise<boolean> {
    const result = await m.query(`DELETE FROM webhook_subscriptions WHERE id = $1`, [id]);
    return (result as [unknown, number])[1] > 0;
  }

  /**
   * Claims up to `limit` deliveries the triggers wrote and nobody has queued yet, marks them
   * queued and hands them to `queue` in the same transaction, so each is queued exactly once
   * whichever instance claims it.
   */
  async queueNewDeliveries(
    limit: number,
    queue: (m: EntityManager, deliveryIds: string[]) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (m) => {
      const rows: Array<{ id: string }> = await m
        .query(
          `WITH claimed AS (
           SELECT id FROM webhook_deliveries WHERE queued_at IS NULL
            ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         UPDATE webhook_deliveries d SET queued_at = now()
           FROM claimed WHERE d.id = claimed.id RETURNING d.id`,
          [limit],
        )
        .then((r) => updatedRows<{ id: string }>(r));
      if (rows.length > 0)
        await queue(
          m,
          rows.map((r) => r.id),
        );
      return rows.length;
    });
  }

  /** Whether any delivery waits to be queued: cheap, for the poll between claims. */
  async hasNewDeliveries(): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM webhook_deliveries WHERE queued_at IS NULL LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** The subscription's deliveries queued and waiting for a retry after a failed attempt. */
  async retryingDeliveryIds(subscriptionId: string, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM webhook_deliveries
        WHERE subscription_id = $1 AND status = 'pending' AND attempts > 0
          AND queued_at IS NOT NULL
        ORDER BY created_at LIMIT $2`,
      [subscriptionId, limit],
    );
    return rows.map((r) => r.id);
  }

  async findDelivery(id: string): Promise<WebhookDelivery | null> {
    const rows: DeliveryRow[] = await this.db.query(`${DELIVERY_SELECT} WHERE d.id = $1`, [id]);
    return rows[0] ? toDelivery(rows[0]) : null;
  }

  async listDeliveries(
    filter: {
      subscriptionId?: string;
      status?: WebhookDeliveryStatus;
      limit: number;
    },
    owner: SubscriptionOwner = {},
  ): Promise<WebhookDelivery[]> {
    const rows: DeliveryRow[] = await this.db.query(
      `${DELIVERY_SELECT}
        WHERE ($1::uuid IS NULL OR d.subscription_id = $1)
          AND ($2::varchar IS NULL OR d.status = $2)
          AND ($4::varchar IS NULL OR s.partner_kind = $4)
          AND ($5::uuid IS NULL OR s.partner_id = $5)
          AND ($6::uuid IS NULL OR s.api_client_id = $6)
        ORDER BY d.created_at DESC LIMIT $3`,
      [
        filter.subscriptionId ?? null,
        filter.status ?? null,
        filter.limit,
        owner.partnerKind ?? null,
        owner.partnerId ?? null,
        owner.apiClientId ?? null,
      ],
    );
    return rows.map(toDelivery);
  }

  async attempts(deliveryId: string): Promise<WebhookAttempt[]> {
    const rows: Array<{
      attempt: number;
      replay: boolean;
      status_code: number | null;
      latency_ms: number;
      error: string | null;
      attempted_at: Date;
    }> = await this.db.query(
      `SELECT attempt, replay, status_code, latency_ms, error, attempted_at
         FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempted_at, id`,
      [deliveryId],
    );
    return rows.map((r) => ({
      attempt: r.attempt,
      replay: r.replay,
      statusCode: r.status_code,
      latencyMs: r.latency_ms,
      error: r.error,
      attemptedAt: r.attempted_at,
    }));
  }

  /** Logs one attempt and brings the delivery's summary up to date, in one statement. */
  async recordAttempt(
    deliveryId: string,
    a: {
      replay: boolean;
      statusCode: number | null;
      latencyMs: number;
      error: string | null;
      status: WebhookDeliveryStatus;
    },
  ): Promise<void> {
    await this.db.query(
      `WITH d AS (
         UPDATE webhook_deliveries SET attempts = attempts + 1, status = $2::varchar,
           last_status_code = $3, last_latency_ms = $4, last_error = $5,
           delivered_at = CASE WHEN $2::varchar = 'delivered' THEN clock_timestamp()
                               ELSE delivered_at END,
           updated_at = now()
         WHERE id = $1 RETURNING id, attempts)
       INSERT INTO webhook_attempts (delivery_id, attempt, replay, status_code, latency_ms, error)
       SELECT id, attempts, $6, $3, $4, $5 FROM d`,
      [deliveryId, a.status, a.statusCode, a.latencyMs, a.error, a.replay],
    );
  }

  async setDeliveryStatus(
    id: string,
    status: WebhookDeliveryStatus,
    m: EntityManager = this.db.manager,
  ): Promise<void> {
    await m.query(`UPDATE webhook_deliveries SET status = $2, updated_at = now() WHERE id = $1`, [
      id,
      status,
    ]);
  }
}
