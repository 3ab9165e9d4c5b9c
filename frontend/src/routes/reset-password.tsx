import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../features/identity/auth/ResetPasswordPage';
import { flagParam, textParam } from '../lib/search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({
    // The one-time token of the emailed link.
    token: textParam,
    // The welcome mail of a new account: the password is chosen, not reset.
    welcome: flagParam,
  }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token, welcome } = Route.useSearch();
  return <ResetPasswordPage token={token} welcome={welcome === true} />;
}
