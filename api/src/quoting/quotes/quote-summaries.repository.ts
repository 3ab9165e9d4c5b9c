/**
 * The lists of quote summaries: a guest's one quote, a client's own, an agent's, every quote
 * for an admin's search; with the lowest premium of each (of the carrier quotes that are bindable
 * and up to date with the submission), in pages.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApplicationStatus, FEIN_PATTERN, Role } from '@coverline/contracts';
import { BusinessService } from './business/business.service';
import type { Principal } from '../../common/auth/principal';
import { likePattern, pageWindow, type Page } from '../../common/http/pagination';
import type { QuoteSearchQueryDto } from './dto/quote-requests.dto';
import type { QuoteSummaryDto } from './dto/quote.dto';

/** Which quotes a list covers. */
export type ListScope =
  | { all: true }
  | { quoteId: string }
  | { agentId: string }
  /** `clientEmail` only once the account confirmed it owns that email. */
  | { clientUserId: string; clientEmail: string | null };

/**
 * The quotes a caller has: a guest's one quote, a client's own, the quotes assigned to an
 * agent (or admin); `everything` widens an admin's to every quote.
 */
export function listScopeOf(caller: Principal, everything = false): ListScope {
  if (caller.kind === 'guest') return { quoteId: caller.quoteId };
  if (caller.role === Role.Client) {
    return {
      clientUserId: caller.userId,
      clientEmail: caller.emailVerified ? caller.email.toLowerCase() : null,
    };
  }
  if (caller.role === Role.Admin && everything) return { all: true };
  return { agentId: caller.userId };
}

@Injectable()
export class QuoteSummariesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BusinessService) private readonly businesses: BusinessService,
  ) {}

  /** Quote summaries, newest first unless asked otherwise, narrowed to the scope. */
  async list(scope: ListScope, q: QuoteSearchQueryDto): Promise<Page<QuoteSummaryDto>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if ('quoteId' in scope) where.push(`a.id = ${param(scope.quoteId)}`);
    if ('agentId' in scope) where.push(`a.agent_id = ${param(scope.agentId)}`);
    if ('clientUserId' in scope) {
      where.push(
        scope.clientEmail === null
          ? `c.user_id = ${param(scope.clientUserId)}`
          : `(c.user_id = ${param(scope.clientUserId)} OR (c.user_id IS NULL AND c.email = ${param(scope.clientEmail)}))`,
      );
    }
    // What is hidden from a client (an archived quote never bound) is not in their list either.
    if ('quoteId' in scope || 'clientUserId' in scope) {
      where.push(
        `NOT (a.status = ${param(ApplicationStatus.Archive)} AND a.status_before_archive IS DISTINCT FROM ${param(ApplicationStatus.Bound)})`,
      );
    }
    if (q.status) where.push(`a.status = ${param(q.status)}`);
    if (q.coverageType) where.push(`a.coverage_type = ${param(q.coverageType)}`);
    const term = q.searchTerm?.trim();
    if (term) {
      const like = param(likePattern(term));
      const fein = FEIN_PATTERN.test(term)
        ? ` OR b.fein_hash = ${param(this.businesses.feinHash(term))}`
        : '';
      where.push(
        `(c.email ILIKE ${like} OR b.legal_name ILIKE ${like} OR b.dba ILIKE ${like}
          OR (coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) ILIKE ${like}${fein})`,
      );
    }
    const from = `FROM applications a
         JOIN clients c ON c.id = a.client_id
         JOIN businesses b ON b.id = a.business_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const sort = q.sort === 'createdAt' ? 'a.created_at' : 'a.updated_at';
    const order = q.order === 'ASC' ? 'ASC' : 'DESC';
    const rows: Array<{
      id: string;
      coverage_type: QuoteSummaryDto['coverageType'];
      status: QuoteSummaryDto['status'];
      active: boolean;
      locked: boolean;
      agent_id: string | null;
      client_id: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      legal_name: string | null;
      effective_date: string | null;
      lowest: string | null;
      created_at: Date;
      updated_at: Date;
      total: string;
    }> = await this.db.query(
      `SELECT a.id, a.coverage_type, a.status, a.active, a.locked, a.agent_id, a.client_id,
              c.email, c.first_name, c.last_name, b.legal_name,
              to_char(a.effective_date, 'YYYY-MM-DD') AS effective_date,
              (SELECT min(q.annual_premium_cents) FROM carrier_quotes q
                WHERE q.application_id = a.id AND q.rating_state = 'done'
                  AND q.sync_status = 'Up to date'
                  AND q.bindability IN ('BINDABLE_THRU_API', 'BINDABLE_NOT_THRU_API', 'BOUND')
              ) AS lowest,
              a.created_at, a.updated_at, count(*) OVER () AS total
         ${from}
        ORDER BY ${sort} ${order}, a.id
        LIMIT ${param(take)} OFFSET ${param(skip)}`,
      params,
    );
    // Past the last page no row carries the total: count on its own.
    const total = rows.length
      ? Number(rows[0].total)
      : skip === 0
        ? 0
        : Number(
            (
              (await this.db.query(`SELECT count(*) AS n ${from}`, params.slice(0, -2))) as Array<{
                n: string;
              }>
            )[0].n,
          );
    const name = (r: (typeof rows)[number]) =>
      [r.first_name, r.last_name].filter(Boolean).join(' ') || null;
    return {
      items: rows.map((r) => ({
        id: r.id,
        coverageType: r.coverage_type,
        status: r.status,
        active: r.active,
        locked: r.locked,
        agentId: r.agent_id,
        clientId: r.client_id,
        clientEmail: r.email,
        clientName: name(r),
        businessName: r.legal_name,
        effectiveDate: r.effective_date,
        lowestPremiumCents: r.lowest === null ? null : Number(r.lowest),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      })),
      total,
      page,
      pageSize,
    };
  }
}
