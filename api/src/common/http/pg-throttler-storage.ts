import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared';

/** How often an instance deletes counters whose window and block are both over. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/** One counter's call, as `ThrottlerStorage.increment` takes it. */
export interface CounterCall {
  key: string;
  /** The window, in milliseconds. */
  ttl: number;
  limit: number;
  /** How long a key past the limit is refused, in milliseconds. */
  blockDuration: number;
  throttlerName: string;
}

/**
 * One counter's upsert, its parameters from `$first` (key, throttler, window and block in
 * milliseconds, limit). A blocked key is not counted further; an ended window starts again at one.
 */
function counterUpsert(first: number): string {
  const [key, throttler, window, limit, block] = [0, 1, 2, 3, 4].map((i) => `$${first + i}`);
  return `INSERT INTO auth_rate_limits AS r (key, throttler, hits, expires_at, blocked_until)
       VALUES (${key}, ${throttler}, 1, now() + make_interval(secs => ${window} / 1000.0),
               CASE WHEN 1 > ${limit} THEN now() + make_interval(secs => ${block} / 1000.0) END)
       ON CONFLICT (key, throttler) DO UPDATE SET
         hits = CASE WHEN r.blocked_until > now() THEN r.hits
                     WHEN r.expires_at <= now() THEN 1
                     ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.blocked_until > now() OR r.expires_at > now() THEN r.expires_at
                           ELSE EXCLUDED.expires_at END,
         blocked_until = CASE
           WHEN r.blocked_until > now() THEN r.blocked_until
           WHEN (CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END) > ${limit}
             THEN now() + make_interval(secs => ${block} / 1000.0)
           END
       RETURNING hits,
                 greatest(ceil(extract(epoch FROM expires_at - now())), 0)::int AS time_to_expire,
                 coalesce(blocked_until > now(), false) AS blocked,
                 greatest(ceil(extract(epoch FROM blocked_until - now())), 0)::int AS time_to_block_expire`;
}

const incrementStatements = new Map<number, string>();

/** `count` counters' upserts as one statement, each answering its row tagged with its index. */
function incrementStatement(count: number): string {
  let text = incrementStatements.get(count);
  if (text === undefined) {
    const each = Array.from({ length: count }, (_, i) => i);
    text =
      `WITH ${each.map((i) => `c${i} AS (${counterUpsert(1 + i * 5)})`).join(',\n')}\n` +
      each.map((i) => `SELECT ${i} AS i, * FROM c${i}`).join('\nUNION ALL ');
    incrementStatements.set(count, text);
  }
  return text;
}

/**
 * The rate limits' counters in PostgreSQL, so that every instance counts the same attempts: a
 * fixed window per route and client address, counted with one upsert. Past the limit the key is
 * blocked for the block duration (the window's length unless configured), as the throttler's
 * in-memory storage does.
 */
export class PgThrottlerStorage implements ThrottlerStorage {
  private lastSweep = Date.now();

  constructor(private readonly db: DataSource) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const [record] = await this.incrementAll([{ key, ttl, limit, blockDuration, throttlerName }]);
    return record;
  }

  /**
   * Counts one call on each of several counters (different keys or throttlers) in one statement,
   * each as `increment` counts it: a call that must pass more than one limit costs one round trip.
   */
  async incrementAll(counters: readonly CounterCall[]): Promise<ThrottlerStorageRecord[]> {
    const values = counters.flatMap((c) => [
      c.key,
      c.throttlerName,
      c.ttl,
      c.limit,
      c.blockDuration,
    ]);
    // Prepared on each connection: planning it cost more than running it.
    const rows = await preparedQuery<{
      i: number;
      hits: number;
      time_to_expire: number;
      blocked: boolean;
      time_to_block_expire: number | null;
    }>(this.db, incrementStatement(counters.length), values);
    // Old counters go on a call's back now and then: no timer outlives the app.
    if (Date.now() - this.lastSweep > SWEEP_INTERVAL_MS) {
      this.lastSweep = Date.now();
      void this.sweep();
    }
    const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
    return counters.map((_, i) => {
      const row = byIndex.get(i)!;
      return {
        totalHits: row.hits,
        timeToExpire: row.time_to_expire,
        isBlocked: row.blocked,
        timeToBlockExpire: row.time_to_block_expire ?? 0,
      };
    });
  }

  /**
   * Takes up to `wanted` calls of a fixed window's `limit` at once, for a caller that then
   * spends them in process without asking again (an API client's rate): one upsert per batch,
   * not per call, and the instances together never take more than the limit in a window. The
   * counter counts what was asked for; what is granted is what the limit still held. Answers
   * how many calls were granted and when the window ends.
   */
  async claim(
    key: string,
    throttlerName: string,
    windowMs: number,
    limit: number,
    wanted: number,
  ): Promise<{ granted: number; windowEndsAt: number }> {
    const rows = (await this.db.query(
      `INSERT INTO auth_rate_limits AS r (key, throttler, hits, expires_at)
       VALUES ($1, $2, $4, now() + make_interval(secs => $3 / 1000.0))
       ON CONFLICT (key, throttler) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= now() THEN $4 ELSE r.hits + $4 END,
         expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at
                           ELSE r.expires_at END
       RETURNING hits, (extract(epoch FROM expires_at) * 1000)::float8 AS ends_ms`,
      [key, throttlerName, windowMs, wanted],
    )) as Array<{ hits: number; ends_ms: number }>;
    const { hits, ends_ms } = rows[0];
    return {
      granted: Math.max(0, Math.min(wanted, limit - (hits - wanted))),
      windowEndsAt: ends_ms,
    };
  }

  /** Forgets counters nobody needs: window over and no block running. */
  async sweep(): Promise<void> {
    try {
      await this.db.query(
        `DELETE FROM auth_rate_limits
          WHERE expires_at < now() AND (blocked_until IS NULL OR blocked_until < now())`,
      );
    } catch {
      // The database may be away for a moment; the next sweep catches up.
    }
  }
}
