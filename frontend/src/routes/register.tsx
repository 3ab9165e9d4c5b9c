import * as z from 'zod/mini';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/RegisterPage';
import { oneOf } from '../lib/search';

export const Route = createFileRoute('/register')({
  validateSearch: z.object({
    type: oneOf(['quoteUneditable']),
  }),
  component: Register,
});

function Register() {
  const { type } = Route.useSearch();
  return <RegisterPage quoteUneditable={type === 'quoteUneditable'} />;
}
