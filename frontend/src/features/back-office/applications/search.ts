/**
 * The search parameters every applications tab route accepts, so a list (its page, filters and
 * agent) survives a reload and a shared link; a bad value is dropped, not an error.
 */
import { APPLICATION_TABS, DATE_FILTERS, type ApplicationTab } from '@coverline/contracts';
import { oneOf, searchParams, text, type SearchParam } from '../../../lib/search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page number from 1; the router reads `?page=2` as the number 2. */
export const pageNumber: SearchParam<number> = (value) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
};

/** A user id, as the API takes it. */
export const userId: SearchParam<string> = (value) => {
  const id = text(value);
  return id !== undefined && UUID.test(id) ? id.toLowerCase() : undefined;
};

/** Text the API accepts as a search term (at most 100 characters). */
const term: SearchParam<string> = (value) => {
  const s = text(value);
  return s !== undefined && s.length <= 100 ? s : undefined;
};

export const validateApplicationsSearch = searchParams({
  page: pageNumber,
  userId,
  searchTerm: term,
  dateFilter: oneOf(DATE_FILTERS),
  sort: oneOf(['updatedAt', 'createdAt'] as const),
  order: oneOf(['ASC', 'DESC'] as const),
});

export type ApplicationsSearch = ReturnType<typeof validateApplicationsSearch>;

/** The route of each tab. */
export const TAB_PATHS = Object.fromEntries(
  APPLICATION_TABS.map((tab) => [tab, `/dashboard/applications/${tab}`]),
) as Record<ApplicationTab, `/dashboard/applications/${ApplicationTab}`>;
