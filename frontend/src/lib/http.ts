import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ErrorCode, SESSION_HEADER, SessionTransport } from '@coverline/contracts';
import { errorCode, isHttpError, markHandled, SessionExpiredError } from './http-errors';
import { isTokenExpired } from './jwt';
import { appNavigation } from './navigation';
import {
  clearToken,
  type CookieSessionKind,
  isPayrollPartnerPath,
  isSessionExpired,
  sessionForPath,
  type SessionKind,
} from './session-store';

declare module 'axios' {
  interface InternalAxiosRequestConfig {
    /** Which session the call spoke for, so a 401 ends that session and no other. */
    tokenKind?: SessionKind;
  }
  interface AxiosRequestConfig {
    /**
     * Catalogue codes the calling page answers itself (say, 1208 on a page that asks the client
     * to confirm their email): the app-wide redirects below leave them to it.
     */
    keepRefusals?: readonly number[];
  }
}

/** The API asks the app to reopen a quote whose state moved on elsewhere. */
export const RELOAD_QUOTE_HEADER = 'x-reload-quote';

/**
 * Calls that start a session answer their own 401/409 to the form that made them: they speak for
 * no session here, so a stale one neither blocks a fresh sign-in nor turns a typo into a redirect.
 */
const SESSIONLESS_PATHS = new Set([
  '/api/users/login',
  '/api/users/login/mfa',
  '/api/users/login/mfa/enrol',
  '/api/users/login/mfa/enrol/confirm',
  '/api/users/register',
  '/api/users/request-reset-password',
  '/api/users/reset-password',
  '/api/payroll-partners/auth/initiate',
  '/api/payroll-partners/auth/magic-link',
  '/api/quote/guestSession',
]);

/** The BOR applicant's emailed link is traded for a session here, whatever session came before. */
const BOR_LINK_PREFIX = '/api/bor/auth/magic-link/';

/** The `x-session` value that names each cookie session to the API. */
const TRANSPORT: Record<CookieSessionKind, SessionTransport> = {
  user: SessionTransport.Cookie,
  rep: SessionTransport.Rep,
  guest: SessionTransport.Guest,
  bor: SessionTransport.Bor,
};

function pathOf(url: string | undefined): string {
  return new URL(url ?? '', window.location.origin).pathname;
}

/**
 * Every call says which cookie session it speaks with (`x-session`): the one `sessionForPath`
 * picks (the rep's on payroll partner pages; the BOR applicant's on the BOR pages; else the
 * user's, a guest's, a BOR applicant's), else the rep's or the user's by the page. The browser
 * may hold several of these cookies; the API reads the one named, and keeps every session's
 * token in its `HttpOnly` cookie, never handing one to this code. Only an admin acting as a rep
 * sends a token of its own, as a bearer.
 */
function authorize(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const pathname = appNavigation.pathname();
  const byPage = isPayrollPartnerPath(pathname) ? SessionTransport.Rep : SessionTransport.Cookie;
  config.headers.set(SESSION_HEADER, byPage);
  const path = pathOf(config.url);
  if (SESSIONLESS_PATHS.has(path) || path.startsWith(BOR_LINK_PREFIX)) return config;
  const auth = sessionForPath(pathname);
  if (!auth) return config;
  if (auth.kind !== 'loginAs') config.headers.set(SESSION_HEADER, TRANSPORT[auth.kind]);
  const expired = 'token' in auth ? isTokenExpired(auth.token) : isSessionExpired(auth);
  if (expired) {
    // A signed-in user whose session ran out is logged out, which returns them home. Moving
    // first lets protected pages see the navigation rather than a bare missing session.
    if (auth.kind === 'user') appNavigation.navigate('/');
    clearToken(auth.kind);
    throw new SessionExpiredError();
  }
  if (auth.kind === 'loginAs') config.headers.set('Authorization', `Bearer ${auth.token}`);
  config.tokenKind = auth.kind;
  return config;
}

function followReloadHeader(response: AxiosResponse | undefined): boolean {
  const quoteId: unknown = response?.headers[RELOAD_QUOTE_HEADER];
  if (typeof quoteId !== 'string' || quoteId === '') return false;
  appNavigation.navigate(`/quotation?quoteId=${encodeURIComponent(quoteId)}`);
  return true;
}

function endRefusedSession(kind: SessionKind): void {
  // A guest's or BOR applicant's page starts over without the token (the BOR page asks for an email).
  if (kind === 'guest' || kind === 'bor') {
    clearToken(kind);
    appNavigation.reload();
    return;
  }
  const login = isPayrollPartnerPath(appNavigation.pathname())
    ? '/payroll-partner/login?type=expire'
    : '/login?type=expire';
  appNavigation.navigate(login);
  clearToken(kind);
}

/** Section 8's response handling. Returns whether it redirected or reloaded. */
function applyErrorRules(error: AxiosError): boolean {
  if (followReloadHeader(error.response)) return true;
  const status = error.response?.status;
  if (status === 401 && error.config?.tokenKind) {
    endRefusedSession(error.config.tokenKind);
    return true;
  }
  const code = errorCode(error);
  if (code !== undefined && error.config?.keepRefusals?.includes(code)) return false;
  switch (code) {
    case ErrorCode.GuestTokenRequiredResume:
      appNavigation.navigate('/quotation?emailResume=true');
      return true;
    case ErrorCode.GuestTokenRequiredRegistration:
      appNavigation.navigate('/quotation?emailRegistrationResume=true');
      return true;
    case ErrorCode.NotGuestEditable:
      if (status !== 403) return false;
      appNavigation.navigate('/register?type=quoteUneditable');
      return true;
    case ErrorCode.NotClientModifiable:
      appNavigation.navigate('/quotation');
      return true;
    case ErrorCode.NotYourClient:
      appNavigation.navigate('/quotation?notYourClient=true');
      return true;
    case ErrorCode.StatusHasChanged:
      appNavigation.reload();
      return true;
    default:
      return false;
  }
}

/** The app's one axios instance; every generated call goes through it. */
export function createHttpClient(): AxiosInstance {
  const instance = axios.create({
    baseURL: '',
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.request.use(authorize);
  instance.interceptors.response.use(
    (response) => {
      followReloadHeader(response);
      return response;
    },
    (error: unknown) => {
      if (isHttpError(error) && applyErrorRules(error)) markHandled(error);
      return Promise.reject(error);
    },
  );
  return instance;
}
