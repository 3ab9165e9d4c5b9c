import * as z from 'zod/mini';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { oneOf, returnPath } from '../lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({
    type: oneOf(['expire']),
    redirect: returnPath,
  }),
  component: Login,
});

function Login() {
  const { type, redirect } = Route.useSearch();
  return <LoginPage expired={type === 'expire'} redirectTo={redirect} />;
}
