import type { UserDto } from '@coverline/contracts/generated/model';
import { useGetMe } from '@coverline/contracts/generated/users/users';
import { useUserSession } from '../../../lib/session-store';

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'authenticated'; user: UserDto };

const ME_STALE_MS = 5 * 60_000;

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
