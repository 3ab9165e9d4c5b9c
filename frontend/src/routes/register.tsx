import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RegisterPage } from '../features/identity/auth/RegisterPage';
import { oneOfParam, textParam } from '../lib/search';

export const Route = createFileRoute('/register')({
  validateSearch: z.object({
    type: oneOfParam(['quoteUneditable']),
    /** The address a mailed link was sent to: the form starts with it. */
    email: textParam,
  }),
  component: Register,
});

function Register() {
  const { type, email } = Route.useSearch();
  return <RegisterPage quoteUneditable={type === 'quoteUneditable'} email={email} />;
}
