/** The runs admins started by hand: one row each, `running` until it ends. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DailyRunName, DailyRunOutcome } from '@coverline/contracts';

export interface DailyRunRecord {
  id: string;
  run: DailyRunName;
  day: string;
  startedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: DailyRunOutcome;
  summary: Record<string, number> | null;
  error: string | null;
}

interface Row {
  id: string;
  run: DailyRunName;
  run_day: string;
  started_by: string | null;
  started_at: Date;
  finished_at: Date | null;
  outcome: DailyRunOutcome;
  summary: Record<string, number> | null;
  error: string | null;
}

const COLUMNS = `id, run, to_char(run_day, 'YYYY-MM-DD') AS run_day, started_by, started_at,
  finished_at, outcome, summary, error`;

const toRecord = (r: Row): DailyRunRecord => ({
  id: r.id,
  run: r.run,
  day: r.run_day,
  startedBy: r.started_by,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  outcome: r.outcome,
  summary: r.summary,
  error: r.error,
});

@Injectable()
export class DailyRunsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Marks runs still `running` after `staleBefore` failed: their process ended without saying
   * how (a restart mid-run), and they must not hold the run back for ever.
   */
  async abandon(m: EntityManager, run: DailyRunName, staleBefore: Date): Promise<void> {
    await m.query(
      `UPDATE daily_runs SET outcome = 'failed', finished_at = now(),
              error = 'The run ended without reporting its result.'
        WHERE run = $1 AND outcome = 'running' AND started_at < $2`,
      [run, staleBefore],
    );
  }

  /** Starts a run; the unique index on running rows refuses a second one of the same kind. */
  async start(
    m: EntityManager,
    run: DailyRunName,
    day: string,
    startedBy: string,
  ): Promise<DailyRunRecord> {
    const rows: Row[] = await m.query(
      `INSERT INTO daily_runs (run, run_day, started_by) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [run, day, startedBy],
    );
    return toRecord(rows[0]);
  }

  async finish(
    id: string,
    outcome: Exclude<DailyRunOutcome, 'running'>,
    summary: Record<string, number> | null,
    error: string | null,
  ): Promise<DailyRunRecord> {
    // An UPDATE answers its rows and the count affected.
    const [rows]: [Row[], number] = await this.db.query(
      `UPDATE daily_runs SET outcome = $2, summary = $3, error = $4, finished_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, outcome, summary === null ? null : JSON.stringify(summary), error],
    );
    return toRecord(rows[0]);
  }

  /** The latest run of each kind started by hand. */
  async latest(): Promise<Map<DailyRunName, DailyRunRecord>> {
    const rows: Row[] = await this.db.query(
      `SELECT DISTINCT ON (run) ${COLUMNS} FROM daily_runs ORDER BY run, started_at DESC`,
    );
    return new Map(rows.map((r) => [r.run, toRecord(r)]));
  }
}
