/**
 * The search parameters of the agents pages, so a list page and an open tab survive a reload
 * and a shared link; a bad value reads as absent, not an error.
 */
import * as z from 'zod/mini';
import { listSearchSchema, oneOfParam, pageParam, searchTextParam } from '../../../ui/list';

export const agentsSearchSchema = listSearchSchema({ searchTerm: searchTextParam });
export type AgentsSearch = z.infer<typeof agentsSearchSchema>;

export const AGENT_TABS = ['general', 'deals'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
export const agentSearchSchema = z.object({ tab: oneOfParam(AGENT_TABS), page: pageParam });
