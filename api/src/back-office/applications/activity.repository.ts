/**
 * Reads the dashboard's recent activity and status history. Each source of activity (status
 * events, staff actions, payments, signatures, bound policies) is read newest first from its
 * time index and cut to the limit before they are merged, so the cost follows the limit and not
 * the size of the book; only the rows kept are joined to their application and people. Both
 * the feed and the status history are held in process until a change to them is announced.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CoverageType,
} from '@coverline/contracts';
import type { AuditAction, AuditSnapshot } from '../../platform/audit';
import { AnnouncedCache } from '../../common/database/announced-cache';
import { PgNotifications } from '../../common/database/pg-notifications';
import {
  STATUS_HISTORY_WEEKS,
  type ActivityDto,
  type ActivityItemDto,
  type ActivityKind,
  type StatusHistoryDto,
} from './dto/activity.dto';
import { APPLICATION_COUNTS_CHANNEL } from './tab-counts-cache';

/** Announced when what the recent activity is read from changes. */
const ACTIVITY_CHANNEL = 'application_activity';

/** The applications a caller sees: all, or one agent's book. */
export interface ActivityScope {
  agentId?: string;
}

interface ActivityRow {
  kind: ActivityKind;
  key: string;
  application_id: string;
  at: Date;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus | null;
  action: AuditAction | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  amount_cents: string | null;
  signer_name: string | null;
  actor_name: string | null;
  legal_name: string | null;
  coverage_type: CoverageType;
}

/** The columns every source answers, in the order of the union. */
const COLUMNS = `kind, key, application_id, at, from_status, to_status, action, actor_user_id,
                 before, after, amount_cents, signer_name`;

/** Monday of the current week (UTC), as the status history counts weeks. */
function currentWeek(now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

@Injectable()
export class ActivityRepository {
  /**
   * Status histories held in process per scope and week. Every status change (and assignment)
   * also changes the kept tab counts, whose trigger announces it on the same channel.
   */
  private readonly histories: AnnouncedCache<StatusHistoryDto>;
  /**
   * Recent activity held in process per scope and limit, until a trigger announces a change to
   * a source of activity or to what the feed shows of the rows joined to it (migration
   * 1767920000000).
   */
  private readonly feeds: AnnouncedCache<ActivityDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    this.histories = new AnnouncedCache(notifications, APPLICATION_COUNTS_CHANNEL);
    this.feeds = new AnnouncedCache(notifications, ACTIVITY_CHANNEL);
  }

  recent(scope: ActivityScope, limit: number): Promise<ActivityDto> {
    return this.feeds.get(`${scope.agentId ?? 'all'}|${limit}`, () =>
      this.readRecent(scope, limit),
    );
  }

  private async readRecent(scope: ActivityScope, limit: number): Promise<ActivityDto> {
    const params: unknown[] = [limit];
    let inScope = (_alias: string) => '';
    if (scope.agentId) {
      params.push(scope.agentId);
      inScope = (alias) =>
        `JOIN applications sa ON sa.id = ${alias}.application_id AND sa.agent_id = $2`;
    }
    const sources = [
      // A status change made by a staff action is shown as that action (same application, same
      // transaction time), which says who made it.
      `SELECT CASE WHEN e.from_status IS NULL THEN 'created' ELSE 'statusChanged' END AS kind,
              'status-' || e.id AS key, e.application_id, e.at, e.from_status, e.to_status,
              NULL::varchar AS action, NULL::uuid AS actor_user_id, NULL::jsonb AS before,
              NULL::jsonb AS after, NULL::bigint AS amount_cents, NULL::varchar AS signer_name
         FROM application_status_events e ${inScope('e')}
        WHERE NOT EXISTS (SELECT 1 FROM audit_records r
                           WHERE r.application_id = e.application_id AND r.created_at = e.at)
        ORDER BY e.at DESC, e.id DESC LIMIT $1`,
      `SELECT 'staffAction', 'audit-' || r.id, r.application_id, r.created_at, NULL, NULL,
              r.action, r.actor_user_id, r.before, r.after, NULL, NULL
         FROM audit_records r ${inScope('r')}
        WHERE r.application_id IS NOT NULL
        ORDER BY r.created_at DESC LIMIT $1`,
      `SELECT 'payment', 'payment-' || p.id, p.application_id, p.paid_at, NULL, NULL, NULL,
              NULL, NULL, NULL, p.amount_cents, NULL
         FROM payments p ${inScope('p')}
        ORDER BY p.paid_at DESC LIMIT $1`,
      `SELECT 'signature', 'signature-' || s.id, k.application_id, s.signed_at, NULL, NULL,
              NULL, NULL, NULL, NULL, NULL, s.name
         FROM signature_signers s JOIN signature_packets k ON k.id = s.packet_id ${inScope('k')}
        WHERE s.signed_at IS NOT NULL
        ORDER BY s.signed_at DESC LIMIT $1`,
      `SELECT 'policyBound', 'policy-' || po.id, po.application_id, po.bound_at, NULL, NULL,
              NULL, po.bound_by, NULL, NULL, NULL, NULL
         FROM policies po ${inScope('po')}
        WHERE po.bound_at IS NOT NULL
        ORDER BY po.bound_at DESC LIMIT $1`,
    ];
    const rows: ActivityRow[] = await this.db.query(
      `SELECT x.*, a.coverage_type,
              (SELECT b.legal_name FROM businesses b WHERE b.id = a.business_id) AS legal_name,
              (SELECT NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '')
                 FROM users u WHERE u.id = x.actor_user_id) AS actor_name
         FROM (SELECT ${COLUMNS} FROM (${sources.map((s) => `(${s})`).join(' UNION ALL ')}) u
                ORDER BY at DESC, key DESC LIMIT $1) x
         JOIN applications a ON a.id = x.application_id
        ORDER BY x.at DESC, x.key DESC`,
      params,
    );
    return { items: rows.map(mapActivityRow) };
  }

  /**
   * How many applications entered each status in each of the last weeks (Monday to Sunday,
   * UTC), the current one included; an application's creation enters its first status.
   */
  statusHistory(scope: ActivityScope): Promise<StatusHistoryDto> {
    return this.histories.get(`${scope.agentId ?? 'all'}|${currentWeek()}`, () =>
      this.readStatusHistory(scope),
    );
  }

  private async readStatusHistory(scope: ActivityScope): Promise<StatusHistoryDto> {
    const params: unknown[] = [STATUS_HISTORY_WEEKS - 1];
    let join = '';
    if (scope.agentId) {
      params.push(scope.agentId);
      join = `JOIN applications a ON a.id = e.application_id AND a.agent_id = $2`;
    }
    const rows: Array<{ week: string; status: ApplicationStatus | null; n: number }> =
      await this.db.query(
        `WITH weeks AS (
           SELECT generate_series(
                    date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => $1),
                    date_trunc('week', now() AT TIME ZONE 'UTC'),
                    interval '1 week') AS week)
         SELECT to_char(w.week, 'YYYY-MM-DD') AS week, c.status, coalesce(c.n, 0)::int AS n
           FROM weeks w
           LEFT JOIN (
             SELECT date_trunc('week', e.at AT TIME ZONE 'UTC') AS week, e.to_status AS status,
                    count(DISTINCT e.application_id) AS n
               FROM application_status_events e ${join}
              WHERE e.at >= (date_trunc('week', now() AT TIME ZONE 'UTC')
                             - make_interval(weeks => $1)) AT TIME ZONE 'UTC'
              GROUP BY 1, 2) c ON c.week = w.week
          ORDER BY w.week`,
        params,
      );
    const weeks = [...new Set(rows.map((r) => r.week))];
    const index = new Map(weeks.map((week, i) => [week, i]));
    const series = APPLICATION_STATUSES.map((status) => ({
      status,
      counts: weeks.map(() => 0),
    }));
    const byStatus = new Map(series.map((s) => [s.status, s]));
    for (const row of rows) {
      const line = row.status && byStatus.get(row.status);
      if (line) line.counts[index.get(row.week) ?? 0] = row.n;
    }
    return { weeks, series };
  }
}

function mapActivityRow(r: ActivityRow): ActivityItemDto {
  return {
    id: r.key,
    kind: r.kind,
    at: r.at.toISOString(),
    applicationId: r.application_id,
    businessName: r.legal_name,
    coverageType: r.coverage_type,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    action: r.action,
    actorName: r.actor_name,
    before: r.before,
    after: r.after,
    amountCents: r.amount_cents === null ? null : Number(r.amount_cents),
    signerName: r.signer_name,
  };
}
