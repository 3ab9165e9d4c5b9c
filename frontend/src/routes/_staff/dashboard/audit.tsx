import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { AuditPage } from '../../../features/back-office/audit/AuditPage';
import { auditSearchSchema } from '../../../features/back-office/audit/search';
import { requireRole } from '../../../features/identity/auth/guards';
import { loadActivityTexts } from '../../../features/back-office/dashboard/namespace';

/** The audit trail is for admins: an agent who opens it sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/audit')({
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  validateSearch: auditSearchSchema,
  loader: loadActivityTexts,
  component: AuditPage,
});
