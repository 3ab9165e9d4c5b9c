import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { AppShell } from '../features/shell/layout/AppShell';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  // The root route is not code-split; its not-found page loads only when needed.
  notFoundComponent: lazyRouteComponent(
    () => import('../features/shell/errors/NotFoundPage'),
    'NotFoundPage',
  ),
});
