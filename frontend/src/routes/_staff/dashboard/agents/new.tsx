import { createFileRoute } from '@tanstack/react-router';
import { NewAgentPage } from '../../../../features/agents/NewAgentPage';

export const Route = createFileRoute('/_staff/dashboard/agents/new')({
  component: NewAgentPage,
});
