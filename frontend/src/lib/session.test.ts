import { QueryClient } from '@tanstack/react-query';
import { Limits, Role } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import { fakeApi, fakeNavigation, type FakeReply } from '../test/fake-api';
import { clearAllCookies } from '../test/tokens';
import { createHttpClient } from './http';
import { setAppNavigation } from './navigation';
import { createTokenRefresher, signOut, startSessionKeeper } from './session';
import { SESSION_HINT_KEY, storeUserSession, userSession } from './session-store';

const MINUTE = Limits.clientRefreshSeconds * 1000;

function setup(reply: (url: string) => FakeReply) {
  const navigation = fakeNavigation('/client/my-account');
  setAppNavigation(navigation);
  const http = createHttpClient();
  setHttpClient(http);
  const api = fakeApi(http, (config) => reply(config.url ?? ''));
  const calls = (url: string) => api.requests.filter((r) => r.url === url);
  return { navigation, api, calls };
}

beforeEach(async () => {
  clearAllCookies();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  // Loaded once here, so the keeper's on-demand import resolves at once under fake timers.
  await import('@coverline/contracts/generated/users/users');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createTokenRefresher', () => {
  it('renews on every interval, not before, and stops when told', async () => {
    const refresh = vi.fn(() => Promise.resolve({ access_token: 't', expires_in: 3600 }));
    const refresher = createTokenRefresher({
      intervalMs: MINUTE,
      refresh,
      onRefreshed: vi.fn(),
      onFailed: vi.fn(),
    });
    refresher.start();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresher.isRunning()).toBe(false);
  });

  it('never overlaps a renewal still under way', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<{ access_token: string; expires_in: number }>((resolve) => {
          finish = () => resolve({ access_token: 't', expires_in: 3600 });
        }),
    );
    const refresher = createTokenRefresher({
      intervalMs: MINUTE,
      refresh,
      onRefreshed: vi.fn(),
      onFailed: vi.fn(),
    });
    refresher.start();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });
});

const client = { id: 'client-1', role: Role.Client };

describe('the session keeper', () => {
  it('renews the session every 60 s while signed in and notes when it now ends', async () => {
    const { calls } = setup(() => ({ status: 200, data: { expires_in: 3600 } }));
    const stop = startSessionKeeper(new QueryClient());
    storeUserSession(client, 30);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() =>
      expect(userSession()?.exp).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3000),
    );
    expect(userSession()).toMatchObject({ sub: 'client-1', role: Role.Client });
    expect(calls('/api/users/token')).toHaveLength(1);
    stop();
  });

  it('does not refresh while nobody is signed in', async () => {
    const { api } = setup(() => ({ status: 200, data: {} }));
    const stop = startSessionKeeper(new QueryClient());
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(api.requests).toHaveLength(0);
    stop();
  });

  it('a failed refresh logs out, goes home and stops the timer', async () => {
    const { calls, navigation } = setup(() => ({
      status: 503,
      data: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' },
    }));
    const stop = startSessionKeeper(new QueryClient());
    storeUserSession(client, 3600);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(userSession()).toBeUndefined());
    expect(navigation.navigate).toHaveBeenCalledWith('/');
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls('/api/users/token')).toHaveLength(1);
    stop();
  });

  it('a refresh refused with 401 sends the user to sign in with type=expire', async () => {
    const { navigation } = setup(() => ({
      status: 401,
      data: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
    }));
    const stop = startSessionKeeper(new QueryClient());
    storeUserSession({ id: 'agent-1', role: Role.Agent }, 3600);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(userSession()).toBeUndefined());
    expect(navigation.navigate).toHaveBeenCalledWith('/login?type=expire');
    expect(navigation.navigate).not.toHaveBeenCalledWith('/');
    stop();
  });

  it('drops cached data when a different person signs in', () => {
    setup(() => ({ status: 200, data: {} }));
    const queryClient = new QueryClient();
    const stop = startSessionKeeper(queryClient);
    storeUserSession({ id: 'first', role: Role.Client }, 60);
    queryClient.setQueryData(['/api/users/me'], { id: 'first' });
    storeUserSession({ id: 'first', role: Role.Client }, 60);
    expect(queryClient.getQueryData(['/api/users/me'])).toEqual({ id: 'first' });
    storeUserSession({ id: 'second', role: Role.Client }, 60);
    expect(queryClient.getQueryData(['/api/users/me'])).toBeUndefined();
    stop();
  });
});

describe('signOut', () => {
  it('ends the session on the server, forgets it here with the timer, and goes home', async () => {
    const { calls, navigation } = setup(() => ({ status: 204 }));
    const stop = startSessionKeeper(new QueryClient());
    storeUserSession(client, 3600);
    await signOut();
    expect(calls('/api/users/logout')).toHaveLength(1);
    expect(userSession()).toBeUndefined();
    expect(navigation.navigate).toHaveBeenCalledWith('/');
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls('/api/users/token')).toHaveLength(0);
    stop();
  });

  it('still ends the session locally when the server cannot be reached', async () => {
    const { navigation } = setup(() => ({ status: 503, data: {} }));
    storeUserSession(client, 3600);
    await signOut();
    expect(userSession()).toBeUndefined();
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });
});

describe('what the page keeps of a session', () => {
  it('keeps whose it is and when it ends, never a token, and no cookie of its own', () => {
    storeUserSession(client, 43_200);
    const kept = window.localStorage.getItem(SESSION_HINT_KEY) ?? '';
    expect(JSON.parse(kept)).toEqual({
      sub: 'client-1',
      role: Role.Client,
      exp: Math.floor(Date.now() / 1000) + 43_200,
    });
    expect(document.cookie).toBe('');
  });
});
