import { createFileRoute, redirect } from '@tanstack/react-router';
import { applicationsSearchSchema } from '../../../../features/back-office/applications/search';

/** The pipeline opens on its All tab, keeping any agent or page asked for. */
export const Route = createFileRoute('/_staff/dashboard/applications/')({
  validateSearch: applicationsSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/dashboard/applications/all', search, replace: true });
  },
});
