import { createFileRoute } from '@tanstack/react-router';
import { AgentsPage } from '../../../../features/agents/AgentsPage';
import { validateAgentsSearch } from '../../../../features/agents/search';

export const Route = createFileRoute('/_staff/dashboard/agents/')({
  validateSearch: validateAgentsSearch,
  component: AgentsPage,
});
