import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/identity/auth/LoginPage';
import { oneOf, returnPath, searchParams } from '../lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: searchParams({
    type: oneOf(['expire']),
    redirect: returnPath,
  }),
  component: Login,
});

function Login() {
  const { type, redirect } = Route.useSearch();
  return <LoginPage expired={type === 'expire'} redirectTo={redirect} />;
}
