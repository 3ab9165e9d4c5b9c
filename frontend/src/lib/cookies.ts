import Cookies from 'js-cookie';

/**
 * Cookie names from the specification; other parts of the product read them by these names.
 * The session cookies (`token`, `guestToken`, `borSessionToken`, `repToken`) are `HttpOnly`
 * cookies the API sets and clears: this code never reads or writes them. It writes only the
 * referral cookies, which are not credentials (see docs/decisions/identity.md).
 */
export const CookieName = {
  token: 'token',
  guestToken: 'guestToken',
  borSessionToken: 'borSessionToken',
  repToken: 'repToken',
  referralToken: 'referralToken',
  referralContext: 'referralContext',
} as const;
export type CookieName = (typeof CookieName)[keyof typeof CookieName];

/** The admin's login-as token lives for the browser tab only. */
export const LOGIN_AS_STORAGE_KEY = 'loginAsToken';

function attributes(): Cookies.CookieAttributes {
  return {
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
    path: '/',
    domain: import.meta.env.VITE_COOKIE_DOMAIN || undefined,
  };
}

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name) || undefined;
}

/** A cookie that is not a token, kept for `days`. */
export function writeCookie(name: CookieName, value: string, days: number): void {
  Cookies.set(name, value, { ...attributes(), expires: days });
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, attributes());
}

export function readLoginAsToken(): string | undefined {
  return window.sessionStorage.getItem(LOGIN_AS_STORAGE_KEY) ?? undefined;
}

export function writeLoginAsToken(token: string): void {
  window.sessionStorage.setItem(LOGIN_AS_STORAGE_KEY, token);
}

export function removeLoginAsToken(): void {
  window.sessionStorage.removeItem(LOGIN_AS_STORAGE_KEY);
}
