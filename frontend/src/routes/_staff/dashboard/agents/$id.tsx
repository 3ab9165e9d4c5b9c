import { createFileRoute } from '@tanstack/react-router';
import { AgentEditPage } from '../../../../features/back-office/agents/AgentEditPage';
import { agentSearchSchema } from '../../../../features/back-office/agents/search';

export const Route = createFileRoute('/_staff/dashboard/agents/$id')({
  validateSearch: agentSearchSchema,
  component: AgentEdit,
});

function AgentEdit() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  return <AgentEditPage agentId={id} tab={tab} />;
}
