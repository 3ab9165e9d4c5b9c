/**
 * The number of applications per agent and status (`application_tab_counts`, a few hundred rows
 * at most, each count spread over up to eight), held in process so a count on the dashboard or
 * a list's total reads no database.
 * A statement-level trigger on that table announces every change on the `application_counts`
 * channel when its transaction commits, and every instance drops its copy then
 * (common/database/announced-cache.ts).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApplicationStatus } from '@coverline/contracts';
import { AnnouncedCache } from '../../common/database/announced-cache';
import { PgNotifications } from '../../common/database/pg-notifications';

export const APPLICATION_COUNTS_CHANNEL = 'application_counts';

/** One row of the kept counts: an agent (null: unassigned), a status and how many. */
export interface TabCountRow {
  agentId: string | null;
  status: ApplicationStatus;
  n: number;
}

@Injectable()
export class TabCountsCache {
  private readonly cache: AnnouncedCache<TabCountRow[]>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    this.cache = new AnnouncedCache(notifications, APPLICATION_COUNTS_CHANNEL);
  }

  /** Every kept count, read from the database only when no current copy is held. */
  all(): Promise<TabCountRow[]> {
    return this.cache.get('all', () => this.read());
  }

  private async read(): Promise<TabCountRow[]> {
    const rows: Array<{ agent_id: string | null; status: ApplicationStatus; n: number }> =
      // Each count is spread over a few rows (migration ApplicationTabCountsSpread): summed.
      await this.db.query(
        `SELECT agent_id, status, sum(n) AS n FROM application_tab_counts
          GROUP BY agent_id, status HAVING sum(n) <> 0`,
      );
    return rows.map((r) => ({ agentId: r.agent_id, status: r.status, n: Number(r.n) }));
  }
}
