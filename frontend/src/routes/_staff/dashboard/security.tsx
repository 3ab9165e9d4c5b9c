import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../features/identity/mfa/SecurityPage';

/** A staff member's own sign-in security (two-step verification), linked from the dashboard. */
export const Route = createFileRoute('/_staff/dashboard/security')({
  component: SecurityPage,
});
