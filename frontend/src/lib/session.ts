import type { QueryClient } from '@tanstack/react-query';
import { Limits } from '@coverline/contracts';
import { handleRefreshFailure } from './http-errors';
import { appNavigation } from './navigation';
import {
  clearToken,
  renewUserSession,
  subscribeSession,
  userSession,
  type IssuedSession,
} from './session-store';

export interface TokenRefresher {
  start(): void;
  stop(): void;
  isRunning(): boolean;
}

/** Renews a token on a fixed interval; one renewal at a time, never overlapping. */
export function createTokenRefresher(options: {
  intervalMs: number;
  refresh: () => Promise<IssuedSession>;
  onRefreshed: (issued: IssuedSession) => void;
  onFailed: (error: unknown) => void;
}): TokenRefresher {
  let handle: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  const tick = () => {
    if (inFlight) return;
    inFlight = true;
    options
      .refresh()
      .then(options.onRefreshed, options.onFailed)
      .finally(() => {
        inFlight = false;
      });
  };
  return {
    start() {
      if (handle === undefined) handle = setInterval(tick, options.intervalMs);
    },
    stop() {
      clearInterval(handle);
      handle = undefined;
    },
    isRunning: () => handle !== undefined,
  };
}

/** The generated calls load with the first renewal or sign-out, not with the first page. */
const usersApi = () => import('@coverline/contracts/generated/users/users');

const userRefresher = createTokenRefresher({
  intervalMs: Limits.clientRefreshSeconds * 1000,
  refresh: async () => (await usersApi()).refreshToken(),
  onRefreshed: renewUserSession,
  onFailed: handleRefreshFailure,
});

/**
 * Keeps the session alive while a user is signed in: the refresh timer runs exactly then (the
 * API renews the session's cookie), and cached data is dropped whenever the signed-in person
 * changes.
 */
export function startSessionKeeper(queryClient: QueryClient): () => void {
  let subject = userSession()?.sub;
  const sync = () => {
    const session = userSession();
    if (session) userRefresher.start();
    else userRefresher.stop();
    const next = session?.sub;
    if (next !== subject) queryClient.clear();
    subject = next;
  };
  sync();
  const unsubscribe = subscribeSession(sync);
  return () => {
    unsubscribe();
    userRefresher.stop();
  };
}

/** Ends the session on the server (which clears its cookie), then here, and returns home. */
export async function signOut(): Promise<void> {
  try {
    if (userSession()) await (await usersApi()).logout();
  } catch {
    // The server may already consider the session over; it ends here either way.
  } finally {
    userRefresher.stop();
    appNavigation.navigate('/');
    clearToken('user');
  }
}
