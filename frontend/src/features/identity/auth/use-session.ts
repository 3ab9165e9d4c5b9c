import type { QueryClient } from '@tanstack/react-query';
import type { UserDto } from '@coverline/contracts/generated/model';
import { getGetMeQueryOptions, useGetMe } from '@coverline/contracts/generated/users/users';
import { useUserSession } from '../../../lib/session-store';

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'authenticated'; user: UserDto };

const ME_STALE_MS = 5 * 60_000;

/**
 * Starts loading the signed-in user as a protected page's code loads, rather than once the session
 * gate has rendered: the user, and the page's own data after it, arrive a round trip sooner.
 */
export function prefetchSignedInUser(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetMeQueryOptions({ query: { staleTime: ME_STALE_MS } }));
}

/** The signed-in user, loaded once per session from GET /api/users/me. */
export function useSession(): SessionState {
  const session = useUserSession();
  const me = useGetMe({ query: { enabled: Boolean(session), staleTime: ME_STALE_MS } });
  if (!session) return { status: 'anonymous' };
  if (me.data) return { status: 'authenticated', user: me.data };
  if (me.isError) return { status: 'error', retry: () => void me.refetch() };
  return { status: 'loading' };
}

/** The signed-in user, for pages inside a session gate (which waits until it is loaded). */
export function useSignedInUser(): UserDto {
  const { data } = useGetMe({ query: { staleTime: ME_STALE_MS } });
  if (!data) throw new Error('useSignedInUser is only for pages behind a session gate');
  return data;
}
