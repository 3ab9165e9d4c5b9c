import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VerifyEmailPage } from '../features/identity/auth/VerifyEmailPage';
import { textParam } from '../lib/search';

export const Route = createFileRoute('/verify-email')({
  validateSearch: z.object({
    // The one-time token of the emailed confirmation link.
    token: textParam,
  }),
  component: VerifyEmail,
});

function VerifyEmail() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
