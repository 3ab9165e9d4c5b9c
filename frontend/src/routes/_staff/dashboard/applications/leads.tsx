import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { LeadsPage } from '../../../../features/back-office/applications/LeadsPage';
import { loadApplicationsTexts } from '../../../../features/back-office/applications/namespace';
import { leadsSearchSchema } from '../../../../features/back-office/applications/search';
import { requireRole } from '../../../../features/identity/auth/guards';
import { loadAppetiteTexts } from '../../../../features/quoting/appetite/namespace';

/** The pipeline's Leads view: visitors nobody wrote, waiting for a carrier. Admins only. */
export const Route = createFileRoute('/_staff/dashboard/applications/leads')({
  validateSearch: leadsSearchSchema,
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: () => Promise.all([loadApplicationsTexts(), loadAppetiteTexts()]),
  component: LeadsPage,
});
