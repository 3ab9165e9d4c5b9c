import { createFileRoute, redirect } from '@tanstack/react-router';

/** The portal's address on its own opens its home page. */
export const Route = createFileRoute('/_partner/payroll-partner/')({
  beforeLoad: () => {
    throw redirect({ to: '/payroll-partner/home', replace: true });
  },
});
