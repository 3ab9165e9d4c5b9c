import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RegisterPage } from '../features/identity/auth/RegisterPage';
import { oneOfParam } from '../lib/search';

export const Route = createFileRoute('/register')({
  validateSearch: z.object({
    type: oneOfParam(['quoteUneditable']),
  }),
  component: Register,
});

function Register() {
  const { type } = Route.useSearch();
  return <RegisterPage quoteUneditable={type === 'quoteUneditable'} />;
}
