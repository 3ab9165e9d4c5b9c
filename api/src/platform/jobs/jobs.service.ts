/**
 * Background jobs on pg-boss, in the app's own PostgreSQL: queues with a retry policy and a
 * handler, polling of the queues this instance works, sending a job inside the caller's
 * transaction, and the list of failed jobs (dead letters) for admins.
 */
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';

export const PG_BOSS = Symbol('PG_BOSS');

/** pg-boss keeps its tables in this schema of the app's database. */
export const JOBS_SCHEMA = 'pgboss';

/** Same latency as a captured mail had before: a job waits at most about a second. */
const POLL_MS = 1000;
const BATCH = 20;

/**
 * Any fixed number: the key of the advisory lock under which instances create or update queues.
 * pg-boss creates a queue's partition table; two instances doing it at once deadlock.
 */
const QUEUE_SETUP_LOCK = 7_301_995;

export interface RetryPolicy {
  /** Retries after the first attempt: a job runs at most retryLimit + 1 times. */
  retryLimit: number;
  /** Wait before a retry; with backoff it doubles at every retry, plus up to as much jitter. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export interface JobAttempt {
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
  /** When this run fails, the job fails for good and shows among the failed jobs. */
  lastAttempt: boolean;
}

/** Throws to fail the attempt. Jobs are delivered at least once, so handlers are idempotent. */
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface QueueDefinition<T> extends RetryPolicy {
  name: string;
  handler: JobHandler<T>;
  /** Whether this instance polls the queue; if not, jobs wait for an instance that does. */
  work: boolean;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: object;
  attempts: number;
  error: string | null;
  createdAt: Date;
  failedAt: Date;
}

const errorMessage = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000);

@Injectable()
export class JobsService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, QueueDefinition<object>>();
  private readonly draining = new Map<string, Promise<number>>();
  private started?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(PG_BOSS) private readonly boss: PgBoss,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    // An 'error' event without a listener would crash the process.
    boss.on('error', (err) => this.logger.error(`pg-boss: ${errorMessage(err)}`));
  }

  onModuleInit(): Promise<void> {
    return this.start();
  }

  /** Installs or upgrades pg-boss's schema (under its own advisory lock) once per instance. */
  private start(): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  /** Creates the queue, or brings its retry policy in line with the code, and keeps the handler. */
  async register<T extends object>(definition: QueueDefinition<T>): Promise<void> {
    await this.start();
    const policy = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
    };
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      if (await this.boss.getQueue(definition.name)) {
        await this.boss.updateQueue(definition.name, policy);
      } else {
        await this.boss.createQueue(definition.name, policy);
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
      await lock.release();
    }
    this.queues.set(definition.name, definition as QueueDefinition<object>);
  }

  onApplicationBootstrap(): void {
    const worked = [...this.queues.values()].filter((q) => q.work).map((q) => q.name);
    if (worked.length === 0) return;
    this.timer = setInterval(() => {
      for (const name of worked) {
        if (this.draining.has(name)) continue;
        const run = this.drain(name)
          .catch((err: unknown) => {
            this.logger.error(`queue ${name}: ${errorMessage(err)}`);
            return 0;
          })
          .finally(() => this.draining.delete(name));
        this.draining.set(name, run);
      }
    }, POLL_MS);
    this.timer.unref();
  }

  /** Lets running jobs finish while the database connections are still open. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.draining.values());
    if (this.started) {
      await this.started.catch(() => undefined);
      await this.boss.stop({ graceful: true, wait: true, close: true });
    }
  }

  /**
   * Sends the queue a job on a cron schedule (UTC). Every instance may declare it: pg-boss keeps
   * one schedule per queue and sends one job per tick.
   */
  async schedule(name: string, cron: string): Promise<void> {
    if (!this.queues.has(name)) throw new Error(`No job queue named ${name} is registered`);
    await this.boss.schedule(name, cron);
  }

  /**
   * Queues a job. With `manager` (which must be in a transaction) the job is written on that
   * transaction's connection, so it exists exactly when the caller's write commits.
   */
  async send<T extends object>(
    name: string,
    data: T,
    manager?: EntityManager,
    timing: { startAfterSeconds?: number } = {},
  ): Promise<string> {
    if (!this.queues.has(name)) throw new Error(`No job queue named ${name} is registered`);
    // A delayed job waits in the database, so it runs even if this instance stops meanwhile.
    let options: PgBoss.SendOptions = timing.startAfterSeconds
      ? { startAfter: timing.startAfterSeconds }
      : {};
    if (manager) {
      const runner = manager.queryRunner;
      if (!runner?.isTransactionActive) {
        throw new Error(`A job for ${name} was sent with a manager outside a transaction`);
      }
      options = {
        ...options,
        db: {
          executeSql: async (text: string, values: unknown[]) => ({
            rows: (await runner.query(text, values, true)).records,
          }),
        },
      };
    }
    const id = await this.boss.send(name, data, options);
    if (!id) throw new Error(`pg-boss did not queue the job for ${name}`);
    return id;
  }

  /** Runs every job of the queue that is due now, in batches; returns how many ran. */
  async drain(name: string): Promise<number> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No job queue named ${name} is registered`);
    let handled = 0;
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { batchSize: BATCH, includeMetadata: true });
      for (const job of jobs) await this.run(queue, job);
      handled += jobs.length;
      if (jobs.length < BATCH) return handled;
    }
  }

  /** One job, completed or failed on its own, so a bad job never fails the rest of its batch. */
  private async run(queue: QueueDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    const attempt = job.retryCount + 1;
    try {
      await queue.handler(job.data, {
        jobId: job.id,
        attempt,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
      await this.boss.complete(queue.name, job.id);
    } catch (err) {
      this.logger.warn(`job ${job.id} of ${queue.name} failed (attempt ${attempt})`);
      await this.boss.fail(queue.name, job.id, { message: errorMessage(err) });
    }
  }

  /** Jobs that failed every attempt, newest first, including those pg-boss has archived. */
  async failedJobs(query: { queue?: string; limit: number }): Promise<FailedJob[]> {
    await this.start();
    const columns = `id, name, data, retry_count, created_on, completed_on,
      COALESCE(output->>'message', output->'value'->>'message') AS error`;
    const where = `state = 'failed' AND ($2::text IS NULL OR name = $2)`;
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE ${where}
       UNION ALL
       SELECT ${columns} FROM ${JOBS_SCHEMA}.archive WHERE ${where}
       ORDER BY completed_on DESC LIMIT $1`,
      [query.limit, query.queue ?? null],
    );
    return (rows as FailedJobRow[]).map((row) => ({
      id: row.id,
      queue: row.name,
      data: row.data ?? {},
      attempts: row.retry_count + 1,
      error: row.error,
      createdAt: row.created_on,
      failedAt: row.completed_on,
    }));
  }
}

interface FailedJobRow {
  id: string;
  name: string;
  data: object | null;
  retry_count: number;
  created_on: Date;
  completed_on: Date;
  error: string | null;
}
