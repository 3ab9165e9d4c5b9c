/**
 * The number of applications per agent and status (`application_tab_counts`, a few hundred rows
 * at most), held in process so a count on the dashboard or a list's total reads no database.
 * A statement-level trigger on that table announces every change on the `application_counts`
 * channel when its transaction commits, and every instance drops its copy then. The copy is
 * only kept while notifications are being heard; a read that raced an announcement is not kept,
 * so a change is never hidden for longer than the announcement takes to arrive.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApplicationStatus } from '@coverline/contracts';
import { PgNotifications } from '../common/database/pg-notifications';

export const APPLICATION_COUNTS_CHANNEL = 'application_counts';

/** One row of the kept counts: an agent (null: unassigned), a status and how many. */
export interface TabCountRow {
  agentId: string | null;
  status: ApplicationStatus;
  n: number;
}

@Injectable()
export class TabCountsCache {
  private rows: TabCountRow[] | undefined;
  private loading: Promise<TabCountRow[]> | undefined;
  /** Bumped on every announcement or lost connection: a read that started before is not kept. */
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PgNotifications) private readonly notifications: PgNotifications,
  ) {
    notifications.subscribe(APPLICATION_COUNTS_CHANNEL, {
      message: () => this.forget(),
      reset: () => this.forget(),
    });
  }

  /** Every kept count, read from the database only when no current copy is held. */
  async all(): Promise<TabCountRow[]> {
    if (this.rows) return this.rows;
    // Concurrent callers share one read; a read started before an announcement is not shared.
    if (!this.loading) {
      const mark = this.generation;
      const read = this.read().then((rows) => {
        if (mark === this.generation && this.notifications.listening) this.rows = rows;
        return rows;
      });
      this.loading = read;
      const settled = () => {
        if (this.loading === read) this.loading = undefined;
      };
      read.then(settled, settled);
    }
    return this.loading;
  }

  private forget(): void {
    this.generation += 1;
    this.rows = undefined;
    this.loading = undefined;
  }

  private async read(): Promise<TabCountRow[]> {
    const rows: Array<{ agent_id: string | null; status: ApplicationStatus; n: number }> =
      await this.db.query(`SELECT agent_id, status, n FROM application_tab_counts WHERE n <> 0`);
    return rows.map((r) => ({ agentId: r.agent_id, status: r.status, n: Number(r.n) }));
  }
}
