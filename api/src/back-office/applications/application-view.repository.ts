/**
 * Reads the applications pipeline for staff: a page of one tab (or of one client's), the count
 * on every tab and the deals, each narrowed to an agent's own applications when an agent asks.
 * Read-only SQL over the quotes' tables; the quotes module keeps every write.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  APPLICATION_TAB_STATUSES,
  APPLICATION_TABS,
  ApplicationStatus,
  type ApplicationTab,
  type DateFilter,
} from '@coverline/contracts';
import { DEALS_WINDOW_START } from '../../common/database/deals-window';
import { preparedQuery } from '../../common/database/prepared';
import { likePattern, pageWindow } from '../../common/http/pagination';
import { TabCountsCache } from './tab-counts-cache';
import type {
  ApplicationListQueryDto,
  ApplicationTabCountsDto,
  ApplicationViewItemDto,
  ApplicationViewPageDto,
  DealsDto,
} from './dto/application-view.dto';

/** What narrows a list or a count besides its tab. */
export interface ApplicationFilters {
  /** Set for an agent: only the applications assigned to them. */
  scopeAgentId?: string;
  userId?: string;
  clientId?: string;
  searchTerm?: string;
  dateFilter?: DateFilter;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A WHERE clause built up with numbered parameters. */
class Conditions {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  /** Whether the client and business have to be joined (a search reads them). */
  joinsParties = false;

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  sql(): string {
    return this.where.length ? `WHERE ${this.where.join(' AND ')}` : '';
  }

  from(): string {
    const parties = this.joinsParties
      ? `JOIN clients c ON c.id = a.client_id JOIN businesses b ON b.id = a.business_id`
      : '';
    return `FROM applications a ${parties} ${this.sql()}`;
  }
}

function conditionsOf(filters: ApplicationFilters): Conditions {
  const c = new Conditions();
  if (filters.scopeAgentId) c.where.push(`a.agent_id = ${c.param(filters.scopeAgentId)}`);
  if (filters.userId) c.where.push(`a.agent_id = ${c.param(filters.userId)}`);
  if (filters.clientId) c.where.push(`a.client_id = ${c.param(filters.clientId)}`);
  // UTC days, as every stored date is; a person in another zone sees the day boundary shifted.
  if (filters.dateFilter === 'Today') {
    c.where.push(`a.updated_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
  } else if (filters.dateFilter === 'Last 7 days') {
    c.where.push(`a.updated_at >= now() - interval '7 days'`);
  } else if (filters.dateFilter === 'Last 30 days') {
    c.where.push(`a.updated_at >= now() - interval '30 days'`);
  }
  const term = filters.searchTerm?.trim();
  if (term) {
    c.joinsParties = true;
    const like = c.param(likePattern(term));
    const byId = UUID.test(term) ? ` OR a.id = ${c.param(term.toLowerCase())}` : '';
    c.where.push(
      `(c.email ILIKE ${like} OR b.legal_name ILIKE ${like} OR b.dba ILIKE ${like}
        OR (coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) ILIKE ${like}${byId})`,
    );
  }
  return c;
}

/**
 * Whether the counts kept per agent and status (application_tab_counts, kept by a trigger and
 * held in process by TabCountsCache) answer: they do for an agent's or everyone's book, not once
 * a search, a date or a client narrows it.
 */
function kept(filters: ApplicationFilters): boolean {
  return (
    !filters.searchTerm?.trim() &&
    (filters.dateFilter ?? 'All time') === 'All time' &&
    !filters.clientId
  );
}

function addTab(c: Conditions, tab: ApplicationTab): void {
  if (tab === 'new') {
    c.where.push(`a.agent_id IS NULL AND a.status <> ${c.param(ApplicationStatus.Archive)}`);
    return;
  }
  c.where.push(`a.status = ANY(${c.param(APPLICATION_TAB_STATUSES[tab])})`);
}

interface CountRow {
  status: ApplicationStatus;
  unassigned: boolean;
  n: number;
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

@Injectable()
export class ApplicationViewRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(TabCountsCache) private readonly tabCounts: TabCountsCache,
  ) {}

  /** A page of one tab, ordered by the last change (or creation), newest first by default. */
  async list(
    tab: ApplicationTab,
    filters: ApplicationFilters,
    q: ApplicationListQueryDto,
  ): Promise<ApplicationViewPageDto> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const c = conditionsOf(filters);
    addTab(c, tab);
    const n = kept(filters)
      ? (await this.countByTab(filters))[tab]
      : (
          await preparedQuery<{ n: number }>(
            this.db,
            `SELECT count(*)::int AS n ${c.from()}`,
            c.params,
          )
        )[0].n;
    if (skip >= n) return { items: [], total: n, page, pageSize };

    // Deep pages read from the other end of the index, so the last page costs what the first does.
    const fromEnd = skip > n / 2;
    const desc = (q.order ?? 'DESC') === 'DESC';
    const direction = desc !== fromEnd ? 'DESC' : 'ASC';
    const limit = fromEnd ? Math.min(take, n - skip) : take;
    const offset = fromEnd ? n - skip - limit : skip;
    const key = q.sort === 'createdAt' ? 'created_at' : 'updated_at';
    // One scalar read per related row rather than a five-way join: the page is twenty rows, and
    // planning the join cost more than running it (docs/applications.md).
    const rows: Array<{
      id: string;
      legal_name: string | null;
      client_id: string;
      client: [string, string | null, string | null];
      coverage_type: ApplicationViewItemDto['coverageType'];
      status: ApplicationViewItemDto['status'];
      locked: boolean;
      agent_id: string | null;
      agent: [string | null, string | null] | null;
      selected: [string, number] | null;
      created_at: Date;
      updated_at: Date;
    }> = await preparedQuery(
      this.db,
      `WITH page AS (
         SELECT a.id, a.${key} AS k ${c.from()}
          ORDER BY a.${key} ${direction}, a.id ${direction}
          LIMIT ${c.param(limit)} OFFSET ${c.param(offset)})
       SELECT a.id, a.client_id, a.coverage_type, a.status, a.locked, a.agent_id,
              a.created_at, a.updated_at,
              (SELECT b.legal_name FROM businesses b WHERE b.id = a.business_id) AS legal_name,
              (SELECT json_build_array(c.email, c.first_name, c.last_name)
                 FROM clients c WHERE c.id = a.client_id) AS client,
              (SELECT json_build_array(u.first_name, u.last_name)
                 FROM users u WHERE u.id = a.agent_id) AS agent,
              (SELECT json_build_array(sq.carrier, sq.annual_premium_cents)
                 FROM carrier_quotes sq WHERE sq.id = a.selected_carrier_quote_id) AS selected
         FROM page p
         JOIN applications a ON a.id = p.id
        ORDER BY p.k ${direction}, p.id ${direction}`,
      c.params,
    );
    if (fromEnd) rows.reverse();
    return {
      items: rows.map((r) => ({
        id: r.id,
        businessName: r.legal_name,
        clientId: r.client_id,
        clientName: fullName(r.client[1], r.client[2]),
        clientEmail: r.client[0],
        coverageType: r.coverage_type,
        status: r.status,
        locked: r.locked,
        agentId: r.agent_id,
        agentName: r.agent && fullName(r.agent[0], r.agent[1]),
        selectedCarrier: r.selected?.[0] ?? null,
        selectedPremiumCents: r.selected ? Number(r.selected[1]) : null,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      })),
      total: n,
      page,
      pageSize,
    };
  }

  /** How many applications each tab holds under the same scope and filters. */
  async countByTab(filters: ApplicationFilters): Promise<ApplicationTabCountsDto> {
    const rows = kept(filters) ? await this.keptRows(filters) : await this.countedRows(filters);
    const counts = Object.fromEntries(APPLICATION_TABS.map((tab) => [tab, 0])) as Record<
      ApplicationTab,
      number
    >;
    for (const row of rows) {
      if (row.unassigned && row.status !== ApplicationStatus.Archive) counts.new += row.n;
      for (const tab of APPLICATION_TABS) {
        if (tab !== 'new' && APPLICATION_TAB_STATUSES[tab].includes(row.status)) {
          counts[tab] += row.n;
        }
      }
    }
    return counts;
  }

  /** The counts kept per agent and status, narrowed to the agent asked for, read in process. */
  private async keptRows(filters: ApplicationFilters): Promise<CountRow[]> {
    const agents = [filters.scopeAgentId, filters.userId].filter((id): id is string => !!id);
    return (await this.tabCounts.all())
      .filter((r) => agents.every((id) => r.agentId === id))
      .map((r) => ({ status: r.status, unassigned: r.agentId === null, n: r.n }));
  }

  /** Counted from the applications themselves: a search, a date or a client narrows the book. */
  private countedRows(filters: ApplicationFilters): Promise<CountRow[]> {
    const c = conditionsOf(filters);
    return preparedQuery(
      this.db,
      `SELECT a.status, a.agent_id IS NULL AS unassigned, count(*)::int AS n ${c.from()}
        GROUP BY 1, 2`,
      c.params,
    );
  }

  /**
   * The deals: policies bound in the last twelve months (this one included), their number and
   * annual premiums per month and assigned agent.
   */
  async deals(filters: Pick<ApplicationFilters, 'scopeAgentId' | 'userId'>): Promise<DealsDto> {
    const c = new Conditions();
    c.where.push(`p.bound_at IS NOT NULL`, `p.bound_at >= ${DEALS_WINDOW_START}`);
    if (filters.scopeAgentId) c.where.push(`a.agent_id = ${c.param(filters.scopeAgentId)}`);
    if (filters.userId) c.where.push(`a.agent_id = ${c.param(filters.userId)}`);
    const rows: Array<{
      month: string;
      agent_id: string | null;
      first_name: string | null;
      last_name: string | null;
      deals: number;
      premium: string;
    }> = await this.db.query(
      `SELECT to_char(p.bound_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, a.agent_id,
              u.first_name, u.last_name, count(*)::int AS deals,
              coalesce(sum(p.annual_premium_cents), 0) AS premium
         FROM policies p
         JOIN applications a ON a.id = p.application_id
         LEFT JOIN users u ON u.id = a.agent_id
         ${c.sql()}
        GROUP BY 1, 2, 3, 4
        ORDER BY 1 DESC, 6 DESC, 2`,
      c.params,
    );
    const items = rows.map((r) => ({
      month: r.month,
      agentId: r.agent_id,
      agentName: fullName(r.first_name, r.last_name),
      deals: r.deals,
      premiumCents: Number(r.premium),
    }));
    return {
      items,
      totalDeals: items.reduce((sum, d) => sum + d.deals, 0),
      totalPremiumCents: items.reduce((sum, d) => sum + d.premiumCents, 0),
    };
  }
}
