/**
 * The SQL the jobs need beside pg-boss's API: the lock under which instances set up queues, the
 * bridge that lets pg-boss write on a caller's transaction, and the list of failed jobs.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../common/database/prepared';

/** pg-boss keeps its tables in this schema of the app's database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Any fixed number: the key of the advisory lock under which instances create or update queues.
 * pg-boss creates a queue's partition table; two instances doing it at once deadlock.
 */
const QUEUE_SETUP_LOCK = 7_301_995;

export interface FailedJob {
  id: string;
  queue: string;
  data: object;
  attempts: number;
  error: string | null;
  createdAt: Date;
  failedAt: Date;
}

/** How a queue's latest finished job ended. */
export interface FinishedJob {
  succeeded: boolean;
  finishedAt: Date;
  error: string | null;
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

@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs `fn` while this instance alone sets up queues (a session lock, on a connection of its own). */
  async withQueueSetupLock<T>(fn: () => Promise<T>): Promise<T> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      return await fn();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
      await lock.release();
    }
  }

  /**
   * pg-boss's statements run on the connection of the caller's transaction, so what pg-boss
   * writes exists exactly when that transaction commits. Null when `manager` is in no transaction.
   * Each is prepared on the connection (its text is the same for every job of every queue), so
   * PostgreSQL plans a job's insert once per connection rather than for every job.
   */
  transactionDb(manager: EntityManager): PgBoss.Db | null {
    if (!manager.queryRunner?.isTransactionActive) return null;
    return {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: await preparedQuery(this.db, text, values, manager),
      }),
    };
  }

  /**
   * Makes the queue's jobs waiting for a retry whose `data[key]` is one of `values` due now:
   * their backoff is over. pg-boss 10 has no call for it; the job keeps its retry count.
   */
  async retryNow(queue: string, key: string, values: string[]): Promise<number> {
    if (values.length === 0) return 0;
    const [, count] = (await this.db.query(
      `UPDATE ${JOBS_SCHEMA}.job SET start_after = now()
        WHERE name = $1 AND state = 'retry' AND start_after > now() AND data->>$2 = ANY($3::text[])`,
      [queue, key, values],
    )) as [unknown, number];
    return count;
  }

  /**
   * Jobs that failed every attempt, newest first, including those pg-boss has archived. Read in
   * SQL: pg-boss 10 reads one job by id (`getJobById`) but lists none by state.
   */
  async failedJobs(query: { queue?: string; limit: number }): Promise<FailedJob[]> {
    const columns = `id, name, data, retry_count, created_on, completed_on,
      COALESCE(output->>'message', output->'value'->>'message') AS error`;
    const where = `state = 'failed' AND ($2::text IS NULL OR name = $2)`;
    const rows: FailedJobRow[] = await this.db.query(
      `SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE ${where}
       UNION ALL
       SELECT ${columns} FROM ${JOBS_SCHEMA}.archive WHERE ${where}
       ORDER BY completed_on DESC LIMIT $1`,
      [query.limit, query.queue ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      queue: row.name,
      data: row.data ?? {},
      attempts: row.retry_count + 1,
      error: row.error,
      createdAt: row.created_on,
      failedAt: row.completed_on,
    }));
  }

  /**
   * The latest job of the queue that finished (completed, or failed every attempt), archived or
   * not: when a cron's run last ended and how. Null when none has.
   */
  async lastFinished(queue: string): Promise<FinishedJob | null> {
    const columns = `state, completed_on, COALESCE(output->>'message', output->'value'->>'message') AS error`;
    const where = `name = $1 AND state IN ('completed', 'failed')`;
    const rows: { state: 'completed' | 'failed'; completed_on: Date; error: string | null }[] =
      await this.db.query(
        `SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE ${where}
         UNION ALL
         SELECT ${columns} FROM ${JOBS_SCHEMA}.archive WHERE ${where}
         ORDER BY completed_on DESC LIMIT 1`,
        [queue],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      succeeded: row.state === 'completed',
      finishedAt: row.completed_on,
      error: row.state === 'failed' ? row.error : null,
    };
  }
}
