/**
 * The search parameters of the agents pages, so a list page and an open tab survive a reload
 * and a shared link; a bad value reads as absent, not an error.
 */
import type * as z from 'zod/mini';
import { listSearchSchema, oneOfParam, searchTextParam } from '../../../ui/list';

export const agentsSearchSchema = listSearchSchema({ searchTerm: searchTextParam });
export type AgentsSearch = z.infer<typeof agentsSearchSchema>;

export const AGENT_TABS = ['general', 'deals'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
/** An agent's page: the open tab, and the page of its deals. */
export const agentSearchSchema = listSearchSchema({ tab: oneOfParam(AGENT_TABS) });
export type AgentSearch = z.infer<typeof agentSearchSchema>;
