import type { Role } from '@coverline/contracts';
import {
  BOR_SESSION_HINT_KEY,
  GUEST_SESSION_HINT_KEY,
  REP_SESSION_HINT_KEY,
  SESSION_HINT_KEY,
} from '../lib/session-store';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token with the claims the app reads; the API is what verifies real ones. */
export function fakeToken(claims: {
  sub?: string;
  role?: Role;
  typ?: string;
  expiresInSeconds?: number;
}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: claims.sub ?? 'user-1',
    role: claims.role,
    typ: claims.typ ?? 'user',
    iat: now,
    exp: now + (claims.expiresInSeconds ?? 3600),
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export function clearAllCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.sessionStorage.clear();
  window.localStorage.clear();
}

/**
 * A signed-in user as the app knows one: the API keeps the session in an `HttpOnly` cookie the
 * page never sees, and the app notes whose session it is and when it ends.
 */
export function signInAs(user: { sub?: string; role: Role; expiresInSeconds?: number }): void {
  storeHint(SESSION_HINT_KEY, {
    sub: user.sub ?? 'user-1',
    role: user.role,
    exp: Math.floor(Date.now() / 1000) + (user.expiresInSeconds ?? 3600),
  });
}

/** A payroll partner rep signed in (the rep session's cookie is the API's). */
export function signInRep(session: { sub?: string; expiresInSeconds?: number } = {}): void {
  storeHint(REP_SESSION_HINT_KEY, {
    sub: session.sub ?? 'rep-session-1',
    exp: Math.floor(Date.now() / 1000) + (session.expiresInSeconds ?? 3600),
  });
}

/** A visitor working on a quote (the guest session's cookie is the API's). */
export function startGuestSession(session: { expiresInSeconds?: number } = {}): void {
  storeHint(GUEST_SESSION_HINT_KEY, {
    sub: 'guest-session-1',
    exp: Math.floor(Date.now() / 1000) + (session.expiresInSeconds ?? 3600),
  });
}

/** A BOR applicant signed in from the emailed link (the cookie is the API's). */
export function startBorSession(session: { expiresInSeconds?: number } = {}): void {
  storeHint(BOR_SESSION_HINT_KEY, {
    sub: 'bor-session-1',
    exp: Math.floor(Date.now() / 1000) + (session.expiresInSeconds ?? 3600),
  });
}

function storeHint(key: string, hint: object): void {
  window.localStorage.setItem(key, JSON.stringify(hint));
}
