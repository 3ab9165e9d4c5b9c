import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { loadAgentsTexts } from '../../../../features/back-office/agents/namespace';
import { requireRole } from '../../../../features/identity/auth/guards';

/** Agents are managed by admins: an agent who opens these pages sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/agents')({
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: loadAgentsTexts,
  component: Outlet,
});
