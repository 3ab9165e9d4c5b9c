/**
 * Where an agent stands with licensing and carrier appointments. Informational: only the active
 * toggle grants or removes access.
 */
export const AGENT_STATUSES = ['Onboarding', 'Licensed', 'Appointed', 'On leave'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
