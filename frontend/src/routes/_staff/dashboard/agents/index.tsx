import { createFileRoute } from '@tanstack/react-router';
import { AgentsPage } from '../../../../features/back-office/agents/AgentsPage';
import { agentsSearchSchema } from '../../../../features/back-office/agents/search';

export const Route = createFileRoute('/_staff/dashboard/agents/')({
  validateSearch: agentsSearchSchema,
  component: AgentsPage,
});
