import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateApplicationsSearch } from '../../../../features/back-office/applications/search';

/** The pipeline opens on its All tab, keeping any agent or page asked for. */
export const Route = createFileRoute('/_staff/dashboard/applications/')({
  validateSearch: validateApplicationsSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/dashboard/applications/all', search, replace: true });
  },
});
