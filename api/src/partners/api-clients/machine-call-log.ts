import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiClientsRepository, type ApiCallRow } from './api-clients.repository';

/** How long calls wait to be written together, and how many make a batch on their own. */
const FLUSH_MS = 1_000;
const BATCH_MAX = 500;
/** Calls kept while the database cannot take them; past this the oldest are dropped. */
const BACKLOG_MAX = 50_000;

/**
 * The audit of API clients' calls: every request a machine token made (whatever the answer,
 * refusals included), with its route, status and time taken, and each client's last use.
 * The time taken runs from the guard's check. Written in batches a second apart (one statement per batch), off the request's path, so the
 * log costs a call almost nothing. A call reaches the table within about a second; calls still
 * waiting when the app stops are written on shutdown.
 */
@Injectable()
export class MachineCallLog implements OnModuleDestroy {
  private readonly logger = new Logger(MachineCallLog.name);
  private pending: ApiCallRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(@Inject(ApiClientsRepository) private readonly rows: ApiClientsRepository) {}

  /** Logs the client's call once it is answered (the guard calls this as it admits the call). */
  observe(clientId: string, req: FastifyRequest, res: FastifyReply): void {
    const started = performance.now();
    res.raw.once('finish', () => {
      this.add({
        client_id: clientId,
        at: new Date(),
        method: req.method,
        path: req.url.split('?')[0].slice(0, 300),
        status: res.raw.statusCode,
        duration_ms: Math.round(performance.now() - started),
      });
    });
  }

  /** Logs a call made outside the guard's sight (the token endpoint names its client itself). */
  add(call: ApiCallRow): void {
    if (this.pending.length >= BACKLOG_MAX) this.pending.shift();
    this.pending.push(call);
    if (this.pending.length >= BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is waiting; resolves once it is written (tests and shutdown wait on it). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.rows.logCalls(batch);
      } catch (err) {
        // Kept for the next batch: a database blip must not lose the audit.
        this.logger.warn(`API client calls not written yet: ${String(err)}`);
        this.pending = batch.concat(this.pending).slice(-BACKLOG_MAX);
        this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
      }
    });
    return this.writing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
  }
}
