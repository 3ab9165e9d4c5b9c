import { ErrorCode, Messages, Role, SESSION_HEADER, SessionTransport } from '@coverline/contracts';
import { fakeApi, fakeNavigation } from '../test/fake-api';
import {
  clearAllCookies,
  fakeToken,
  signInAs,
  signInRep,
  startBorSession,
  startGuestSession,
} from '../test/tokens';
import { createHttpClient, RELOAD_QUOTE_HEADER } from './http';
import {
  errorMessage,
  handleRefreshFailure,
  isHandledByHttpLayer,
  SessionExpiredError,
} from './http-errors';
import { setAppNavigation } from './navigation';
import { GUEST_SESSION_HINT_KEY, userSession } from './session-store';

function setup(pathname = '/quotation') {
  const navigation = fakeNavigation(pathname);
  setAppNavigation(navigation);
  const http = createHttpClient();
  return { http, navigation };
}

function failWith(status: number, body: object, headers?: Record<string, string>) {
  return () => ({ status, data: { statusCode: status, error: 'Error', ...body }, headers });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => clearAllCookies());

describe('authorization', () => {
  it("sends a signed-in user's calls with the session cookie and no token of its own", async () => {
    const { http } = setup();
    signInAs({ role: Role.Client });
    const api = fakeApi(http, () => ({ status: 200, data: {} }));
    await http.get('/api/users/me');
    expect(http.defaults.withCredentials).toBe(true);
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
    expect(api.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Cookie);
    expect(api.requests[0]?.tokenKind).toBe('user');
  });

  it("speaks with the guest session's cookie when nobody is signed in, and sends no token", async () => {
    const { http } = setup();
    startGuestSession();
    const api = fakeApi(http, () => ({ status: 200, data: {} }));
    await http.get('/api/quote/getQuote');
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
    expect(api.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Guest);
    expect(api.requests[0]?.tokenKind).toBe('guest');
    // Signed in, the user speaks; the guest's cookie stays unread.
    signInAs({ role: Role.Client });
    await http.get('/api/quote/getQuote');
    expect(api.requests[1]?.headers[SESSION_HEADER]).toBe(SessionTransport.Cookie);
    expect(api.requests[1]?.tokenKind).toBe('user');
  });

  it('speaks as the BOR applicant on the BOR pages, and elsewhere only when nobody else is', async () => {
    startBorSession();
    signInAs({ role: Role.Client });
    const onBor = setup('/BOR');
    const borApi = fakeApi(onBor.http, () => ({ status: 200, data: {} }));
    await onBor.http.get('/api/bor/myBorApplication');
    expect(borApi.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Bor);
    expect(borApi.requests[0]?.headers.Authorization).toBeUndefined();
    expect(borApi.requests[0]?.tokenKind).toBe('bor');

    const elsewhere = setup('/client/my-account');
    const api = fakeApi(elsewhere.http, () => ({ status: 200, data: {} }));
    await elsewhere.http.get('/api/users/me');
    expect(api.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Cookie);
    window.localStorage.removeItem('session');
    await elsewhere.http.get('/api/bor/myBorApplication');
    expect(api.requests[1]?.headers[SESSION_HEADER]).toBe(SessionTransport.Bor);
  });

  it('forgets a guest session past its end, as the browser forgets its cookie', async () => {
    const { http } = setup();
    startGuestSession({ expiresInSeconds: -5 });
    const api = fakeApi(http, () => ({ status: 200, data: {} }));
    await http.get('/api/quote/getQuote');
    expect(api.requests[0]?.tokenKind).toBeUndefined();
    expect(api.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Cookie);
  });

  it('trades a link for a session whatever session came before', async () => {
    const { http } = setup('/BOR');
    startBorSession({ expiresInSeconds: -5 });
    const api = fakeApi(http, () => ({ status: 200, data: { expires_in: 60 } }));
    await http.post('/api/bor/auth/magic-link/abc');
    await http.post('/api/quote/guestSession', { token: 'from-the-link' });
    expect(api.requests.map((r) => r.tokenKind)).toEqual([undefined, undefined]);
  });

  it("speaks with the rep session's cookie on payroll partner pages, the login-as token first", async () => {
    const { http } = setup('/payroll-partner/home');
    signInAs({ role: Role.Admin });
    signInRep();
    const loginAs = fakeToken({ typ: 'rep', sub: 'acting' });
    const api = fakeApi(http, () => ({ status: 200, data: {} }));
    await http.get('/api/payroll-partners/profile');
    window.sessionStorage.setItem('loginAsToken', loginAs);
    await http.get('/api/payroll-partners/profile');
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
    expect(api.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Rep);
    expect(api.requests[0]?.tokenKind).toBe('rep');
    expect(api.requests[1]?.headers.Authorization).toBe(`Bearer ${loginAs}`);
  });

  it('speaks for no session with sign-in calls, yet asks for the session in a cookie', async () => {
    const { http } = setup('/login');
    startGuestSession();
    const api = fakeApi(http, () => ({ status: 200, data: {} }));
    await http.post('/api/users/login', { email: 'a@b.co', password: 'secret1' });
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
    expect(api.requests[0]?.tokenKind).toBeUndefined();
    expect(api.requests[0]?.headers[SESSION_HEADER]).toBe(SessionTransport.Cookie);
  });
});

describe('section 5: expired session before a call', () => {
  it('logs the user out, goes home and rejects without calling the API', async () => {
    const { http, navigation } = setup('/client/my-account');
    signInAs({ role: Role.Client, expiresInSeconds: -5 });
    const api = fakeApi(http, () => ({ status: 200, data: {} }));
    const error = await rejection(http.get('/api/users/me'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(errorMessage(error)).toBe(Messages.sessionExpired);
    expect(api.requests).toHaveLength(0);
    expect(userSession()).toBeUndefined();
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });
});

describe('section 8: response handling', () => {
  it('401 on a user call ends the session and opens sign-in with type=expire', async () => {
    const { http, navigation } = setup('/client/my-account');
    signInAs({ role: Role.Client });
    fakeApi(http, failWith(401, { message: 'Unauthorized' }));
    const error = await rejection(http.get('/api/users/me'));
    expect(navigation.navigate).toHaveBeenCalledWith('/login?type=expire');
    expect(userSession()).toBeUndefined();
    expect(isHandledByHttpLayer(error)).toBe(true);
  });

  it('401 on a payroll partner page opens the payroll partner sign-in with type=expire', async () => {
    const { http, navigation } = setup('/payroll-partner/referraltrak');
    signInRep();
    fakeApi(http, failWith(401, { message: 'Unauthorized' }));
    await rejection(http.get('/api/payroll-partners/profile'));
    expect(navigation.navigate).toHaveBeenCalledWith('/payroll-partner/login?type=expire');
    expect(window.localStorage.getItem('repSession')).toBeNull();
  });

  it('401 on a guest call forgets the guest session (the API cleared its cookie) and reloads', async () => {
    const { http, navigation } = setup('/quotation');
    startGuestSession();
    fakeApi(http, failWith(401, { message: 'Unauthorized' }));
    await rejection(http.get('/api/quote/getQuote'));
    expect(window.localStorage.getItem(GUEST_SESSION_HINT_KEY)).toBeNull();
    expect(navigation.reload).toHaveBeenCalledTimes(1);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('401 from the sign-in call stays with the form', async () => {
    const { http, navigation } = setup('/login');
    fakeApi(http, failWith(401, { message: Messages.invalidCredentials }));
    const error = await rejection(http.post('/api/users/login', {}));
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(errorMessage(error)).toBe(Messages.invalidCredentials);
  });

  it.each([
    [403, ErrorCode.GuestTokenRequiredResume, '/quotation?emailResume=true'],
    [403, ErrorCode.GuestTokenRequiredRegistration, '/quotation?emailRegistrationResume=true'],
    [403, ErrorCode.NotGuestEditable, '/register?type=quoteUneditable'],
    [403, ErrorCode.NotClientModifiable, '/quotation'],
    [403, ErrorCode.NotYourClient, '/quotation?notYourClient=true'],
  ])('%i with code %i goes to %s', async (status, code, target) => {
    const { http, navigation } = setup('/quotation');
    fakeApi(http, failWith(status, { code, message: 'refused' }));
    const error = await rejection(http.post('/api/quote/saveForLater', {}));
    expect(navigation.navigate).toHaveBeenCalledWith(target);
    expect(isHandledByHttpLayer(error)).toBe(true);
  });

  it('a code the call keeps is left to the page that asked', async () => {
    const { http, navigation } = setup('/client/policies');
    fakeApi(
      http,
      failWith(403, { code: ErrorCode.GuestTokenRequiredRegistration, message: 'refused' }),
    );
    const error = await rejection(
      http.get('/api/quote/myPolicies', {
        keepRefusals: [ErrorCode.GuestTokenRequiredRegistration],
      }),
    );
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(isHandledByHttpLayer(error)).toBe(false);
  });

  it('1211 without a 403 is left to the caller', async () => {
    const { http, navigation } = setup('/quotation');
    fakeApi(http, failWith(409, { code: ErrorCode.NotGuestEditable, message: 'refused' }));
    await rejection(http.post('/api/quote/saveForLater', {}));
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('1226 (the status changed) reloads the page', async () => {
    const { http, navigation } = setup('/quotation');
    fakeApi(http, failWith(409, { code: ErrorCode.StatusHasChanged, message: 'changed' }));
    await rejection(http.post('/api/quote/sendForm', {}));
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('the reload header opens the quotation page with that quote, on success', async () => {
    const { http, navigation } = setup('/dashboard');
    fakeApi(http, () => ({ status: 200, data: {}, headers: { [RELOAD_QUOTE_HEADER]: 'q 42' } }));
    await http.post('/api/quote/setQuoteStatus', {});
    expect(navigation.navigate).toHaveBeenCalledWith('/quotation?quoteId=q%2042');
  });

  it('the reload header wins on a failed call too', async () => {
    const { http, navigation } = setup('/dashboard');
    fakeApi(http, failWith(409, { message: 'stale' }, { [RELOAD_QUOTE_HEADER]: 'abc-123' }));
    await rejection(http.post('/api/quote/setQuoteStatus', {}));
    expect(navigation.navigate).toHaveBeenCalledWith('/quotation?quoteId=abc-123');
  });

  it('a failed refresh other than 401 ends the session and goes home', () => {
    const navigation = fakeNavigation('/dashboard');
    setAppNavigation(navigation);
    signInAs({ role: Role.Admin });
    handleRefreshFailure(
      Object.assign(new Error('down'), { isAxiosError: true, response: { status: 503 } }),
    );
    expect(userSession()).toBeUndefined();
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('a refresh refused with 401 ends the session without going home', () => {
    const navigation = fakeNavigation('/dashboard');
    setAppNavigation(navigation);
    signInAs({ role: Role.Admin });
    handleRefreshFailure(
      Object.assign(new Error('refused'), { isAxiosError: true, response: { status: 401 } }),
    );
    expect(userSession()).toBeUndefined();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});

describe('message extraction', () => {
  it("shows the server's message", async () => {
    const { http } = setup();
    fakeApi(http, failWith(409, { message: 'An account with this email already exists' }));
    const error = await rejection(http.post('/api/users/register', {}));
    expect(errorMessage(error)).toBe('An account with this email already exists');
  });

  it('shows the first message of a list', async () => {
    const { http } = setup();
    fakeApi(http, failWith(400, { message: ['email must be an email', 'password is too short'] }));
    const error = await rejection(http.post('/api/users/register', {}));
    expect(errorMessage(error)).toBe('email must be an email');
  });

  it('falls back to the generic text', async () => {
    const { http } = setup();
    fakeApi(http, () => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const error = await rejection(http.get('/api/health'));
    expect(errorMessage(error)).toBe(Messages.generic);
    expect(errorMessage(new Error('network down'))).toBe(Messages.generic);
  });
});
