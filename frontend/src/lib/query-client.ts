import { QueryClient } from '@tanstack/react-query';
import { errorStatus, SessionExpiredError } from './http-errors';

const MAX_RETRIES = 2;

/** Network hiccups and server errors are retried; answers about the request itself are not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false;
  const status = errorStatus(error);
  return failureCount < MAX_RETRIES && (status === undefined || status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
