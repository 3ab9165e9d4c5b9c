import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '../features/identity/auth/LoginPage';
import { oneOfParam, returnPathParam } from '../lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({
    type: oneOfParam(['expire']),
    redirect: returnPathParam,
  }),
  component: Login,
});

function Login() {
  const { type, redirect } = Route.useSearch();
  return <LoginPage expired={type === 'expire'} redirectTo={redirect} />;
}
