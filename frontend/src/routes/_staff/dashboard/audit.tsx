import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { AuditPage } from '../../../features/audit/AuditPage';
import { validateAuditSearch } from '../../../features/audit/search';
import { requireRole } from '../../../features/auth/guards';
import { loadActivityTexts } from '../../../features/dashboard/namespace';

/** The audit trail is for admins: an agent who opens it sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/audit')({
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  validateSearch: validateAuditSearch,
  loader: loadActivityTexts,
  component: AuditPage,
});
