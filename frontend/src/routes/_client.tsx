import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../features/identity/auth/guards';
import { SessionGate } from '../features/identity/auth/SessionGate';

/** Client portal pages (/client/*): signed-in clients only. */
export const Route = createFileRoute('/_client')({
  beforeLoad: ({ location }) => requireRole([Role.Client], location),
  component: SessionGate,
});
