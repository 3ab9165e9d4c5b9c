/**
 * The search parameters of the agents pages, so a list page and an open tab survive a reload
 * and a shared link; a bad value is dropped, not an error.
 */
import { oneOf, searchParams, text, type SearchParam } from '../../../lib/search';

/** A page number from 1; the router reads `?page=2` as the number 2. */
const pageNumber: SearchParam<number> = (value) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
};

/** Text the API accepts as a search term (at most 100 characters). */
const term: SearchParam<string> = (value) => {
  const s = text(value);
  return s !== undefined && s.length <= 100 ? s : undefined;
};

export const validateAgentsSearch = searchParams({ page: pageNumber, searchTerm: term });
export type AgentsSearch = ReturnType<typeof validateAgentsSearch>;

export const AGENT_TABS = ['general', 'deals'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
export const validateAgentSearch = searchParams({ tab: oneOf(AGENT_TABS), page: pageNumber });
export type AgentSearch = ReturnType<typeof validateAgentSearch>;
