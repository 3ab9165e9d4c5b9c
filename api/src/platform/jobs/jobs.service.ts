/**
 * Background jobs on pg-boss, in the app's own PostgreSQL: queues with a retry policy and a
 * handler, pg-boss's workers on the queues this instance works, cron schedules, sending a job
 * inside the caller's transaction, and the list of failed jobs (dead letters) for admins.
 */
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { Metrics } from '../metrics';
import { JobsRepository, type FailedJob, type FinishedJob } from './jobs.repository';

export type { FailedJob } from './jobs.repository';

export const PG_BOSS = Symbol('PG_BOSS');

/** Same latency as a captured mail had before: a job waits at most about a second. */
const POLLING_INTERVAL_SECONDS = 1;
const BATCH = 20;

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
  /**
   * Runs the jobs of a fetched batch at once rather than one after another: for handlers that
   * mostly wait on the network (webhook deliveries), so one slow receiver does not hold the rest.
   */
  concurrent?: boolean;
}

/** pg-boss reports a worker's errors as plain objects carrying the message. */
const errorMessage = (err: unknown) =>
  (err instanceof Error
    ? err.message
    : typeof err === 'object' && err !== null && 'message' in err
      ? String(err.message)
      : String(err)
  ).slice(0, 1000);

@Injectable()
export class JobsService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, QueueDefinition<object>>();
  private started?: Promise<void>;
  /** Queues with a worker on this instance; set once the app has bootstrapped. */
  private working?: Set<string>;
  /** pg-boss's id of this instance's worker on each queue, once it has started. */
  private readonly workerIds = new Map<string, string>();

  constructor(
    @Inject(PG_BOSS) private readonly boss: PgBoss,
    @Inject(JobsRepository) private readonly repo: JobsRepository,
    @Inject(Metrics) private readonly metrics: Metrics,
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
    await this.repo.withQueueSetupLock(async () => {
      if (await this.boss.getQueue(definition.name)) {
        await this.boss.updateQueue(definition.name, policy);
      } else {
        await this.boss.createQueue(definition.name, policy);
      }
    });
    this.queues.set(definition.name, definition as QueueDefinition<object>);
    if (this.working && definition.work) await this.work(definition as QueueDefinition<object>);
  }

  /** Starts a pg-boss worker on each queue this instance works, once every module registered. */
  async onApplicationBootstrap(): Promise<void> {
    this.metrics.watchQueues(() => this.queueDepths());
    this.working = new Set();
    for (const queue of this.queues.values()) {
      if (queue.work) await this.work(queue);
    }
  }

  /** A worker on the queue (one per queue and instance), which takes the queue's current handler. */
  private async work(definition: QueueDefinition<object>): Promise<void> {
    if (!this.working || this.working.has(definition.name)) return;
    this.working.add(definition.name);
    const queue = () => this.queues.get(definition.name) ?? definition;
    const options = {
      batchSize: BATCH,
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      includeMetadata: true as const,
    };
    const worker = { id: '' };
    worker.id = await this.boss.work<object>(definition.name, options, async (jobs) => {
      // Each job is completed or failed on its own; pg-boss then completes what is still active,
      // which is none of them. pg-boss 10 does not await that last statement: a database error
      // at that very moment is an unhandled rejection (later majors await it).
      await this.runAll(queue(), jobs);
      // A full batch: more jobs may be due, so the worker fetches again without waiting.
      if (jobs.length === BATCH) this.boss.notifyWorker(worker.id);
    });
    this.workerIds.set(definition.name, worker.id);
  }

  /**
   * Has this instance's worker on the queue fetch now rather than at its next poll, for jobs
   * just queued whose latency matters (webhooks). Nothing when this instance does not work it.
   */
  wake(name: string): void {
    const id = this.workerIds.get(name);
    if (id) this.boss.notifyWorker(id);
  }

  /**
   * Stops the workers, waits for the jobs they are running to finish while the database
   * connections are still open, then closes pg-boss's connections.
   */
  async beforeApplicationShutdown(): Promise<void> {
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
      const db = this.repo.transactionDb(manager);
      if (!db) throw new Error(`A job for ${name} was sent with a manager outside a transaction`);
      options = { ...options, db };
    }
    const id = await this.boss.send(name, data, options);
    if (!id) throw new Error(`pg-boss did not queue the job for ${name}`);
    return id;
  }

  /**
   * Queues many jobs in one statement, inside the caller's transaction (as `send` with a
   * manager), each with the queue's retry policy.
   */
  async sendMany<T extends object>(name: string, data: T[], manager: EntityManager): Promise<void> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No job queue named ${name} is registered`);
    if (data.length === 0) return;
    const db = this.repo.transactionDb(manager);
    if (!db) throw new Error(`Jobs for ${name} were sent with a manager outside a transaction`);
    await this.boss.insert(
      data.map((d) => ({
        name,
        data: d,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
      })),
      { db },
    );
  }

  /**
   * Ends the backoff of the queue's jobs waiting to retry whose `data[key]` is one of `values`
   * (their target answers again) and has this instance's worker fetch them; answers how many.
   */
  async retryNow(name: string, key: string, values: string[]): Promise<number> {
    const count = await this.repo.retryNow(name, key, values);
    if (count > 0) this.wake(name);
    return count;
  }

  /**
   * Runs every job of the queue that is due now, here and at once, in batches; returns how many
   * ran. For tests and operators: the workers run jobs as they come.
   */
  async drain(name: string): Promise<number> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No job queue named ${name} is registered`);
    let handled = 0;
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { batchSize: BATCH, includeMetadata: true });
      await this.runAll(queue, jobs);
      handled += jobs.length;
      if (jobs.length < BATCH) return handled;
    }
  }

  private async runAll(queue: QueueDefinition<object>, jobs: PgBoss.JobWithMetadata<object>[]) {
    if (queue.concurrent) {
      await Promise.all(jobs.map((job) => this.run(queue, job)));
      return;
    }
    for (const job of jobs) await this.run(queue, job);
  }

  /** One job, completed or failed on its own, so a bad job never fails the rest of its batch. */
  private async run(queue: QueueDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    const attempt = job.retryCount + 1;
    const lastAttempt = job.retryCount >= job.retryLimit;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      await queue.handler(job.data, { jobId: job.id, attempt, lastAttempt });
      await this.boss.complete(queue.name, job.id);
      this.metrics.observeJob(queue.name, 'completed', seconds());
    } catch (err) {
      this.logger.warn(`job ${job.id} of ${queue.name} failed (attempt ${attempt})`);
      this.metrics.observeJob(queue.name, lastAttempt ? 'failed_for_good' : 'failed', seconds());
      await this.boss.fail(queue.name, job.id, { message: errorMessage(err) });
    }
  }

  /** Jobs waiting in each registered queue (created, or waiting for a retry). */
  private async queueDepths(): Promise<Record<string, number>> {
    await this.start();
    const names = [...this.queues.keys()];
    const sizes = await Promise.all(names.map((name) => this.boss.getQueueSize(name)));
    return Object.fromEntries(names.map((name, i) => [name, sizes[i]]));
  }

  /** Jobs that failed every attempt, newest first, including those pg-boss has archived. */
  async failedJobs(query: { queue?: string; limit: number }): Promise<FailedJob[]> {
    await this.start();
    return this.repo.failedJobs(query);
  }

  /** When the queue's latest job finished and how (a cron's last run), or null. */
  async lastFinished(queue: string): Promise<FinishedJob | null> {
    await this.start();
    return this.repo.lastFinished(queue);
  }
}
