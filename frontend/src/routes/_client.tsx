import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../features/identity/auth/guards';
import { SessionGate } from '../features/identity/auth/SessionGate';

/** Client portal pages (/client/*): signed-in clients only. */
export const Route = createFileRoute('/_client')({
  beforeLoad: ({ location, context }) => {
    requireRole([Role.Client], location);
    // The signed-in user loads with the page's code (the session module stays out of the first
    // page's JavaScript).
    void import('../features/identity/auth/use-session').then((session) =>
      session.prefetchSignedInUser(context.queryClient),
    );
  },
  component: SessionGate,
});
