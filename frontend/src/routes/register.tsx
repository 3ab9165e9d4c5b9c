import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/identity/auth/RegisterPage';
import { oneOf, searchParams } from '../lib/search';

export const Route = createFileRoute('/register')({
  validateSearch: searchParams({
    type: oneOf(['quoteUneditable']),
  }),
  component: Register,
});

function Register() {
  const { type } = Route.useSearch();
  return <RegisterPage quoteUneditable={type === 'quoteUneditable'} />;
}
