import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../features/identity/auth/ResetPasswordPage';
import { textParam } from '../lib/search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({
    // The one-time token of the emailed link.
    token: textParam,
  }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
