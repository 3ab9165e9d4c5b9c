import { useMemo, useSyncExternalStore } from 'react';
import type { Role } from '@coverline/contracts';
import {
  CookieName,
  readLoginAsToken,
  removeCookie,
  removeLoginAsToken,
  writeLoginAsToken,
} from './cookies';
import { decodeToken } from './jwt';

/**
 * Who a call speaks for: a signed-in user, a payroll partner rep, a guest on one quote or a BOR
 * applicant (their sessions travel in `HttpOnly` cookies the API sets, which this code never
 * sees), or an admin acting as a rep in this tab (a token kept for the tab).
 */
export type SessionKind = 'user' | 'guest' | 'bor' | 'rep' | 'loginAs';

/** The sessions whose token is a cookie the API sets: the app knows only when they end. */
export type CookieSessionKind = Exclude<SessionKind, 'loginAs'>;

/** A call's session: the cookie sessions carry no token here, only when they end. */
export type PageSession =
  { kind: CookieSessionKind; exp: number } | { kind: 'loginAs'; token: string };

/** What an answer that starts or renews a session says; the token only for API clients. */
export interface IssuedSession {
  access_token?: string;
  expires_in: number;
}

/**
 * What the app remembers of a cookie session so it can pick menus, guard pages and renew it
 * without asking the server first: whose it is and when it ends. No token: the session itself
 * is the cookie, which scripts cannot read.
 */
export interface SessionHint {
  /** The account's id (users), or when the session started (reps). */
  sub: string;
  role?: Role;
  /** When it ends, in seconds since the epoch (renewals move it). */
  exp: number;
}

export const SESSION_HINT_KEY = 'session';
export const REP_SESSION_HINT_KEY = 'repSession';
export const GUEST_SESSION_HINT_KEY = 'guestSession';
export const BOR_SESSION_HINT_KEY = 'borSession';

const HINT_KEYS = new Set([
  SESSION_HINT_KEY,
  REP_SESSION_HINT_KEY,
  GUEST_SESSION_HINT_KEY,
  BOR_SESSION_HINT_KEY,
]);

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes what this one should show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || HINT_KEYS.has(event.key)) emit();
  });
}

function readHintRaw(key: string): string | undefined {
  return window.localStorage.getItem(key) ?? undefined;
}

function parseHint(raw: string | undefined): SessionHint | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SessionHint> | null;
    return value && typeof value.sub === 'string' && typeof value.exp === 'number'
      ? { sub: value.sub, role: value.role, exp: value.exp }
      : undefined;
  } catch {
    return undefined;
  }
}

function writeHint(key: string, hint: SessionHint): void {
  window.localStorage.setItem(key, JSON.stringify(hint));
}

const endsAt = (expiresInSeconds: number) => Math.floor(Date.now() / 1000) + expiresInSeconds;

/** The signed-in user's session as the app knows it, or undefined. */
export function userSession(): SessionHint | undefined {
  return parseHint(readHintRaw(SESSION_HINT_KEY));
}

/** A session that has ended by its own clock; the server would refuse it. */
export function isSessionExpired(hint: { exp: number }, nowMs: number = Date.now()): boolean {
  return hint.exp * 1000 <= nowMs;
}

/** After sign-in: the API has set the session's cookie; the app notes whose it is. */
export function storeUserSession(user: { id: string; role: Role }, expiresInSeconds: number): void {
  writeHint(SESSION_HINT_KEY, { sub: user.id, role: user.role, exp: endsAt(expiresInSeconds) });
  emit();
}

/** After a renewal: the same session, ending later. */
export function renewUserSession(issued: IssuedSession): void {
  const current = userSession();
  if (!current) return;
  writeHint(SESSION_HINT_KEY, { ...current, exp: endsAt(issued.expires_in) });
  emit();
}

/**
 * A guest's or BOR applicant's session as the app knows it: it ends with its cookie (the browser
 * drops both at once), so one past its end is no session at all rather than an expired one.
 */
function scopedSession(key: string): SessionHint | undefined {
  const hint = parseHint(readHintRaw(key));
  return hint && !isSessionExpired(hint) ? hint : undefined;
}

/** A visitor working on a quote: the API has set the guest session's cookie. */
export function storeGuestSession(issued: IssuedSession): void {
  writeHint(GUEST_SESSION_HINT_KEY, { sub: String(Date.now()), exp: endsAt(issued.expires_in) });
  emit();
}

/** The BOR applicant signed in from the emailed link: the API has set its cookie. */
export function storeBorSession(issued: IssuedSession): void {
  writeHint(BOR_SESSION_HINT_KEY, { sub: String(Date.now()), exp: endsAt(issued.expires_in) });
  emit();
}

/** Whether a BOR applicant's session is open in this browser; re-renders when it changes. */
export function useHasBorSession(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => scopedSession(BOR_SESSION_HINT_KEY) !== undefined,
    () => false,
  );
}

function repSession(): SessionHint | undefined {
  return parseHint(readHintRaw(REP_SESSION_HINT_KEY));
}

/** The session payroll partner pages speak with: an admin's login-as first, else the rep's. */
export function partnerSession(): PageSession | undefined {
  return sessionForPath('/payroll-partner');
}

/** A rep signed in: the API has set the rep session's cookie. */
export function storeRepSession(issued: IssuedSession): void {
  writeHint(REP_SESSION_HINT_KEY, { sub: String(Date.now()), exp: endsAt(issued.expires_in) });
  emit();
}

/**
 * A renewed partner session: the rep's ends later (its cookie is renewed by the API); an acting
 * admin's tab keeps the new token the answer carries.
 */
export function renewPartnerSession(kind: 'rep' | 'loginAs', issued: IssuedSession): void {
  if (kind === 'loginAs') {
    if (issued.access_token) writeLoginAsToken(issued.access_token);
  } else {
    const current = repSession();
    if (!current) return;
    writeHint(REP_SESSION_HINT_KEY, { ...current, exp: endsAt(issued.expires_in) });
  }
  emit();
}

/** An admin acting as a rep: the token lives for this browser tab only. */
export function storeLoginAsToken(token: string): void {
  writeLoginAsToken(token);
  emit();
}

/**
 * Who the partner pages speak for, as a string that changes when that person or session
 * changes: the acting admin's token, or the rep session's start.
 */
export function partnerSubject(): string | undefined {
  const loginAs = readLoginAsToken();
  if (loginAs) return `loginAs:${decodeToken(loginAs)?.sub ?? loginAs}`;
  const rep = repSession();
  return rep ? `rep:${rep.sub}` : undefined;
}

export function usePartnerSubject(): string | undefined {
  return useSyncExternalStore(subscribeSession, partnerSubject, () => undefined);
}

export function isPayrollPartnerPath(pathname: string): boolean {
  return pathname === '/payroll-partner' || pathname.startsWith('/payroll-partner/');
}

/**
 * The session a call carries. On payroll partner pages the rep speaks (or an admin acting as
 * one); elsewhere the signed-in user, else a guest working on a quote, else a BOR applicant.
 */
export function sessionForPath(pathname: string): PageSession | undefined {
  if (isPayrollPartnerPath(pathname)) {
    const loginAs = readLoginAsToken();
    if (loginAs) return { kind: 'loginAs', token: loginAs };
    const rep = repSession();
    return rep ? { kind: 'rep', exp: rep.exp } : undefined;
  }
  // The broker-of-record pages speak as the BOR applicant, whoever else is signed in.
  const borPage = pathname === '/BOR' || pathname.startsWith('/BOR/');
  const bor = scopedSession(BOR_SESSION_HINT_KEY);
  if (bor && borPage) return { kind: 'bor', exp: bor.exp };
  const user = userSession();
  if (user) return { kind: 'user', exp: user.exp };
  const guest = scopedSession(GUEST_SESSION_HINT_KEY);
  if (guest) return { kind: 'guest', exp: guest.exp };
  return bor ? { kind: 'bor', exp: bor.exp } : undefined;
}

/**
 * Forgets a session here. The API clears a cookie session's cookie itself: on sign-out, and on
 * any call whose token is dead (an ended session, a guest's quote bought or claimed).
 */
export function clearToken(kind: SessionKind): void {
  switch (kind) {
    case 'user':
      window.localStorage.removeItem(SESSION_HINT_KEY);
      break;
    case 'guest':
      window.localStorage.removeItem(GUEST_SESSION_HINT_KEY);
      break;
    case 'bor':
      window.localStorage.removeItem(BOR_SESSION_HINT_KEY);
      break;
    case 'rep':
      window.localStorage.removeItem(REP_SESSION_HINT_KEY);
      break;
    case 'loginAs':
      removeLoginAsToken();
      break;
  }
  emit();
}

/** Referral cookies belong to a visitor a rep referred; a client who signs in is past that. */
export function removeReferralCookies(): void {
  removeCookie(CookieName.referralToken);
  removeCookie(CookieName.referralContext);
}

/** The signed-in user's session as the app knows it; re-renders when it changes. */
export function useUserSession(): SessionHint | undefined {
  const raw = useSyncExternalStore(
    subscribeSession,
    () => readHintRaw(SESSION_HINT_KEY),
    () => undefined,
  );
  return useMemo(() => parseHint(raw), [raw]);
}

export function useIsSignedIn(): boolean {
  return useUserSession() !== undefined;
}

/** The role of the signed-in user, known at once; it picks menus before the user has loaded. */
export function useSessionRole(): Role | undefined {
  return useUserSession()?.role;
}
