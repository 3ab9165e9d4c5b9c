import { createFileRoute } from '@tanstack/react-router';
import { NewAgentPage } from '../../../../features/back-office/agents/NewAgentPage';

export const Route = createFileRoute('/_staff/dashboard/agents/new')({
  component: NewAgentPage,
});
