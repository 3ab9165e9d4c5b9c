import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiClientsRepository, type ClientCalls, type LoggedCall } from './api-clients.repository';

/**
 * How long calls wait to be written together, and how many make a batch on their own. At
 * thousands of calls a second a batch is written well within the second; larger batches mean
 * fewer statements and fewer updates of the clients' last use (0.96 of users/me's throughput at
 * 2,000 against 0.90 at 500).
 */
const FLUSH_MS = 1_000;
export const CALL_BATCH_MAX = 2_000;
/** Calls kept while the database cannot take them; past this the oldest are dropped. */
const BACKLOG_MAX = 50_000;
/** Addresses remembered so that waiting calls share one string per address; cleared past this. */
const PATHS_MAX = 10_000;

/**
 * The audit of API clients' calls: every request a machine token made (whatever the answer,
 * refusals included), with its route, status and time taken, and each client's last use.
 * The time taken runs from the guard's check. Written in batches a second apart, off the
 * request's path: one statement per batch, one row per client in it holding its calls
 * (api_client_call_batches), so the log costs a call almost nothing, in the API or in the
 * database. A call reaches the table within about a second; calls still waiting when the app
 * stops are written on shutdown.
 */
@Injectable()
export class MachineCallLog implements OnModuleDestroy {
  private readonly logger = new Logger(MachineCallLog.name);
  private pending = new Map<string, WaitingCalls>();
  private waiting = 0;
  /** The last write failed: the next waits for its timer, not for the batch to fill. */
  private failing = false;
  private readonly paths = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(@Inject(ApiClientsRepository) private readonly rows: ApiClientsRepository) {}

  /** Logs the client's call once it is answered (the guard calls this as it admits the call). */
  observe(clientId: string, req: FastifyRequest, res: FastifyReply): void {
    const started = performance.now();
    res.raw.once('finish', () => {
      this.push(
        clientId,
        Date.now(),
        req.method,
        this.pathOf(req.url),
        res.raw.statusCode,
        Math.round(performance.now() - started),
      );
    });
  }

  /** Logs a call made outside the guard's sight (the token endpoint names its client itself). */
  add(clientId: string, [at, method, path, status, durationMs]: LoggedCall): void {
    this.push(clientId, at, method, path, status, durationMs);
  }

  /** Writes what is waiting; resolves once it is written (tests and shutdown wait on it). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()].map(toClientCalls);
    this.pending = new Map();
    this.waiting = 0;
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.rows.logCalls(batch);
        this.failing = false;
      } catch (err) {
        // Kept for the next batch: a database blip must not lose the audit.
        this.logger.warn(`API client calls not written yet: ${String(err)}`);
        this.failing = true;
        this.keep(batch);
        this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
      }
    });
    return this.writing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
  }

  private push(
    clientId: string,
    at: number,
    method: string,
    path: string,
    status: number,
    durationMs: number,
  ): void {
    let calls = this.pending.get(clientId);
    if (!calls) {
      calls = waitingCalls(clientId);
      this.pending.set(clientId, calls);
    }
    calls.at.push(at);
    calls.methods.push(method);
    calls.paths.push(path);
    calls.statuses.push(status);
    calls.durationsMs.push(durationMs);
    this.waiting += 1;
    if (this.waiting > BACKLOG_MAX) this.dropOldest();
    if (this.waiting >= CALL_BATCH_MAX && !this.failing) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Puts a batch the database refused back in front of what came meanwhile. */
  private keep(batch: readonly ClientCalls[]): void {
    const later = this.pending;
    this.pending = new Map();
    this.waiting = 0;
    for (const kept of batch) {
      for (const [at, method, path, status, ms] of kept.calls) {
        this.push(kept.clientId, at, method, path, status, ms);
      }
    }
    for (const calls of later.values()) {
      for (let i = 0; i < calls.at.length; i++) {
        this.push(
          calls.clientId,
          calls.at[i],
          calls.methods[i],
          calls.paths[i],
          calls.statuses[i],
          calls.durationsMs[i],
        );
      }
    }
  }

  /** Drops the oldest waiting call: the first of the client whose first call is earliest. */
  private dropOldest(): void {
    let oldest: WaitingCalls | undefined;
    for (const calls of this.pending.values()) {
      if (!oldest || calls.at[0] < oldest.at[0]) oldest = calls;
    }
    if (!oldest) return;
    for (const column of COLUMNS) oldest[column].shift();
    this.waiting -= 1;
    if (oldest.at.length === 0) this.pending.delete(oldest.clientId);
  }

  /** The address without its query, at most 300 characters: one string per address. */
  private pathOf(url: string): string {
    const known = this.paths.get(url);
    if (known !== undefined) return known;
    if (this.paths.size >= PATHS_MAX) this.paths.clear();
    const path = url.split('?')[0].slice(0, 300);
    this.paths.set(url, path);
    return path;
  }
}

/**
 * A client's waiting calls, column by column: numbers and strings shared between calls, so a
 * busy second's calls are not an object each for the garbage collector to keep and move.
 */
interface WaitingCalls {
  clientId: string;
  at: number[];
  methods: string[];
  paths: string[];
  statuses: number[];
  durationsMs: number[];
}

const COLUMNS = ['at', 'methods', 'paths', 'statuses', 'durationsMs'] as const;

function waitingCalls(clientId: string): WaitingCalls {
  return { clientId, at: [], methods: [], paths: [], statuses: [], durationsMs: [] };
}

function toClientCalls(w: WaitingCalls): ClientCalls {
  const calls: LoggedCall[] = w.at.map((at, i) => [
    at,
    w.methods[i],
    w.paths[i],
    w.statuses[i],
    w.durationsMs[i],
  ]);
  let firstMs = Infinity;
  let lastMs = -Infinity;
  for (const at of w.at) {
    firstMs = Math.min(firstMs, at);
    lastMs = Math.max(lastMs, at);
  }
  return { clientId: w.clientId, firstMs, lastMs, calls };
}
