import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../features/identity/auth/guards';
import { SessionGate } from '../features/identity/auth/SessionGate';

/** Staff dashboard pages (/dashboard*): admins and agents. */
export const Route = createFileRoute('/_staff')({
  beforeLoad: ({ location }) => requireRole([Role.Admin, Role.Agent], location),
  component: SessionGate,
});
