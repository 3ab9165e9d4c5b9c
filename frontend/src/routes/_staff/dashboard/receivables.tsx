import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../../../features/identity/auth/guards';
import { loadPolicyDetailTexts } from '../../../features/servicing/policies/detail/namespace';
import { ReceivablesPage } from '../../../features/servicing/policies/receivables/ReceivablesPage';

/** Receivables are admins': an agent who opens the page sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/receivables')({
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: loadPolicyDetailTexts,
  component: ReceivablesPage,
});
