import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../features/shell/errors/UnauthorizedPage';

export const Route = createFileRoute('/401')({
  component: UnauthorizedPage,
});
