import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/identity/auth/VerifyEmailPage';
import { searchParams, text } from '../lib/search';

export const Route = createFileRoute('/verify-email')({
  validateSearch: searchParams({
    // The one-time token of the emailed confirmation link.
    token: text,
  }),
  component: VerifyEmail,
});

function VerifyEmail() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
