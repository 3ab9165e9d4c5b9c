import { createFileRoute, redirect } from '@tanstack/react-router';

/** The first tab is the settings page's landing view. */
export const Route = createFileRoute('/_staff/dashboard/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/settings/carriers', replace: true });
  },
});
