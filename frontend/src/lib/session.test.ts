import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { Limits, Role } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import { fakeApi, fakeNavigation, type FakeReply } from '../test/fake-api';
import { clearAllCookies, fakeToken } from '../test/tokens';
import { createHttpClient } from './http';
import { setAppNavigation } from './navigation';
import { createTokenRefresher, signOut, startSessionKeeper } from './session';
import { storeUserSession } from './session-store';

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

describe('the session keeper', () => {
  it('refreshes the token every 60 s while signed in and stores the new one', async () => {
    const renewed = fakeToken({ role: Role.Client, sub: 'client-1' });
    const { calls } = setup(() => ({
      status: 200,
      data: { access_token: renewed, expires_in: 3600 },
    }));
    const stop = startSessionKeeper(new QueryClient());
    storeUserSession({
      access_token: fakeToken({ role: Role.Client, sub: 'client-1' }),
      expires_in: 3600,
    });
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(Cookies.get('token')).toBe(renewed));
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
    storeUserSession({ access_token: fakeToken({ role: Role.Client }), expires_in: 3600 });
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(Cookies.get('token')).toBeUndefined());
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
    storeUserSession({ access_token: fakeToken({ role: Role.Agent }), expires_in: 3600 });
    await vi.advanceTimersByTimeAsync(MINUTE);
    await vi.waitFor(() => expect(Cookies.get('token')).toBeUndefined());
    expect(navigation.navigate).toHaveBeenCalledWith('/login?type=expire');
    expect(navigation.navigate).not.toHaveBeenCalledWith('/');
    stop();
  });

  it('drops cached data when a different person signs in', () => {
    setup(() => ({ status: 200, data: {} }));
    const queryClient = new QueryClient();
    const stop = startSessionKeeper(queryClient);
    storeUserSession({
      access_token: fakeToken({ sub: 'first', role: Role.Client }),
      expires_in: 60,
    });
    queryClient.setQueryData(['/api/users/me'], { id: 'first' });
    storeUserSession({
      access_token: fakeToken({ sub: 'first', role: Role.Client }),
      expires_in: 60,
    });
    expect(queryClient.getQueryData(['/api/users/me'])).toEqual({ id: 'first' });
    storeUserSession({
      access_token: fakeToken({ sub: 'second', role: Role.Client }),
      expires_in: 60,
    });
    expect(queryClient.getQueryData(['/api/users/me'])).toBeUndefined();
    stop();
  });
});

describe('signOut', () => {
  it('ends the session on the server, clears the token and timer, and goes home', async () => {
    const { calls, navigation } = setup(() => ({ status: 204 }));
    const stop = startSessionKeeper(new QueryClient());
    storeUserSession({ access_token: fakeToken({ role: Role.Client }), expires_in: 3600 });
    await signOut();
    expect(calls('/api/users/logout')).toHaveLength(1);
    expect(Cookies.get('token')).toBeUndefined();
    expect(navigation.navigate).toHaveBeenCalledWith('/');
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls('/api/users/token')).toHaveLength(0);
    stop();
  });

  it('still ends the session locally when the server cannot be reached', async () => {
    const { navigation } = setup(() => ({ status: 503, data: {} }));
    storeUserSession({ access_token: fakeToken({ role: Role.Client }), expires_in: 3600 });
    await signOut();
    expect(Cookies.get('token')).toBeUndefined();
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });
});

describe('token cookie', () => {
  it('lives as long as the token: expires_in / 86400 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeUserSession({ access_token: fakeToken({ role: Role.Client }), expires_in: 43_200 });
    expect(set).toHaveBeenCalledWith(
      'token',
      expect.any(String),
      expect.objectContaining({ expires: 0.5, sameSite: 'strict', path: '/', secure: false }),
    );
  });
});
