/** The ReferralTrak filters as SQL conditions: search by field, date filter, status, company. */
import type { DateFilter, ReferralSearchBy, ReferralStatus } from '@coverline/contracts';
import { likePattern } from '../../common/http/pagination';
import type { SqlConditions } from './referral-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Referral numbers as people type them: digits, with an optional leading # or R-. */
const NUMBER = /^(?:#|r-?)?(\d{1,15})$/i;

export interface ReferralFilters {
  payrollCompanyId?: string;
  searchTerm?: string;
  searchBy?: ReferralSearchBy;
  dateFilter?: DateFilter;
  status?: ReferralStatus;
}

function searchCondition(c: SqlConditions, term: string, by: ReferralSearchBy | undefined) {
  const like = () => c.param(likePattern(term));
  const parts: string[] = [];
  if (!by || by === 'client') {
    const p = like();
    parts.push(
      `r.business_name ILIKE ${p}`,
      `r.business_dba ILIKE ${p}`,
      `(r.first_name || ' ' || r.last_name) ILIKE ${p}`,
      `r.email ILIKE ${p}`,
    );
  }
  if (!by || by === 'payroll_rep') {
    const p = like();
    parts.push(`(r.rep_first_name || ' ' || r.rep_last_name) ILIKE ${p}`, `r.rep_email ILIKE ${p}`);
  }
  if (!by || by === 'payroll_company') parts.push(`pc.name ILIKE ${like()}`);
  if (!by || by === 'referral_id') {
    const number = NUMBER.exec(term);
    if (number) parts.push(`r.number = ${c.param(number[1])}::bigint`);
    if (UUID.test(term)) parts.push(`r.id = ${c.param(term.toLowerCase())}::uuid`);
  }
  c.where.push(parts.length ? `(${parts.join(' OR ')})` : 'false');
}

export function referralConditions(c: SqlConditions, f: ReferralFilters): void {
  if (f.payrollCompanyId) c.where.push(`r.payroll_company_id = ${c.param(f.payrollCompanyId)}`);
  if (f.status) c.where.push(`r.status = ${c.param(f.status)}`);
  // On the referral's date, in UTC days as every stored time.
  if (f.dateFilter === 'Today') {
    c.where.push(`r.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
  } else if (f.dateFilter === 'Last 7 days') {
    c.where.push(`r.created_at >= now() - interval '7 days'`);
  } else if (f.dateFilter === 'Last 30 days') {
    c.where.push(`r.created_at >= now() - interval '30 days'`);
  }
  const term = f.searchTerm?.trim();
  if (term) searchCondition(c, term, f.searchBy);
}
