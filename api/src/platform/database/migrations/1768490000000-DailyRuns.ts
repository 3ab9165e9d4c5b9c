import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Runs of the policy year's daily jobs (billing, renewals, payroll reminders) started by an
 * admin: when, by whom, for which day, and what came of them. At most one of a kind runs at once.
 */
export class DailyRuns1768490000000 implements MigrationInterface {
  name = 'DailyRuns1768490000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE daily_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run varchar(40) NOT NULL CONSTRAINT daily_runs_run_known
          CHECK (run IN ('billing', 'renewals', 'payroll-reminders')),
        run_day date NOT NULL,
        started_by uuid REFERENCES users (id),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        outcome varchar(20) NOT NULL DEFAULT 'running' CONSTRAINT daily_runs_outcome_known
          CHECK (outcome IN ('running', 'succeeded', 'failed')),
        summary jsonb,
        error varchar(500)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_daily_runs_one_running" ON daily_runs (run) WHERE outcome = 'running'`,
    );
    await q.query(`CREATE INDEX "IDX_daily_runs_run_started" ON daily_runs (run, started_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE daily_runs`);
  }
}
