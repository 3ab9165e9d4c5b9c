import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/identity/auth/ResetPasswordPage';
import { searchParams, text } from '../lib/search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchParams({
    // The one-time token of the emailed link.
    token: text,
  }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
