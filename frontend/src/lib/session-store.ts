import { useSyncExternalStore } from 'react';
import type { Role } from '@coverline/contracts';
import {
  CookieName,
  readCookie,
  readLoginAsToken,
  removeCookie,
  removeLoginAsToken,
  writeLoginAsToken,
  writeTokenCookie,
} from './cookies';
import { decodeToken } from './jwt';

/** Who a call speaks for: a signed-in user, a guest on one quote, a BOR applicant, or a rep. */
export type TokenKind = 'user' | 'guest' | 'bor' | 'rep' | 'loginAs';

export interface AuthToken {
  kind: TokenKind;
  token: string;
}

export interface IssuedToken {
  access_token: string;
  expires_in: number;
}

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function userToken(): string | undefined {
  return readCookie(CookieName.token);
}

export function storeUserSession(issued: IssuedToken): void {
  writeTokenCookie(CookieName.token, issued.access_token, issued.expires_in);
  emit();
}

/** Keeps the BOR applicant's session from the emailed link. */
export function storeBorSession(issued: IssuedToken): void {
  writeTokenCookie(CookieName.borSessionToken, issued.access_token, issued.expires_in);
  emit();
}

export function useBorToken(): string | undefined {
  return useSyncExternalStore(
    subscribeSession,
    () => readCookie(CookieName.borSessionToken),
    () => undefined,
  );
}

/** The token payroll partner pages speak with: an admin's login-as token first, else the rep's. */
export function partnerToken(): AuthToken | undefined {
  return tokenForPath('/payroll-partner');
}

/** Stores a new or renewed partner token where its kind lives. */
export function storePartnerSession(kind: 'rep' | 'loginAs', issued: IssuedToken): void {
  if (kind === 'loginAs') writeLoginAsToken(issued.access_token);
  else writeTokenCookie(CookieName.repToken, issued.access_token, issued.expires_in);
  emit();
}

/** An admin acting as a rep: the token lives for this browser tab only. */
export function storeLoginAsToken(token: string): void {
  writeLoginAsToken(token);
  emit();
}

export function usePartnerToken(): string | undefined {
  return useSyncExternalStore(
    subscribeSession,
    () => partnerToken()?.token,
    () => undefined,
  );
}

export function isPayrollPartnerPath(pathname: string): boolean {
  return pathname === '/payroll-partner' || pathname.startsWith('/payroll-partner/');
}

/**
 * The token a call carries. On payroll partner pages the rep speaks (or an admin acting as one);
 * elsewhere the signed-in user, else a guest working on a quote, else a BOR applicant.
 */
export function tokenForPath(pathname: string): AuthToken | undefined {
  if (isPayrollPartnerPath(pathname)) {
    const loginAs = readLoginAsToken();
    if (loginAs) return { kind: 'loginAs', token: loginAs };
    const rep = readCookie(CookieName.repToken);
    return rep ? { kind: 'rep', token: rep } : undefined;
  }
  // The broker-of-record pages speak as the BOR applicant, whoever else is signed in.
  const borPage = pathname === '/BOR' || pathname.startsWith('/BOR/');
  const bor = borPage ? readCookie(CookieName.borSessionToken) : undefined;
  if (bor) return { kind: 'bor', token: bor };
  const candidates: Array<[TokenKind, CookieName]> = [
    ['user', CookieName.token],
    ['guest', CookieName.guestToken],
    ['bor', CookieName.borSessionToken],
  ];
  for (const [kind, name] of candidates) {
    const token = readCookie(name);
    if (token) return { kind, token };
  }
  return undefined;
}

export function clearToken(kind: TokenKind): void {
  switch (kind) {
    case 'user':
      removeCookie(CookieName.token);
      break;
    case 'guest':
      removeCookie(CookieName.guestToken);
      break;
    case 'bor':
      removeCookie(CookieName.borSessionToken);
      break;
    case 'rep':
      removeCookie(CookieName.repToken);
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

export function useUserToken(): string | undefined {
  return useSyncExternalStore(subscribeSession, userToken, () => undefined);
}

/** The role the token claims, known at once; it picks menus before the user has loaded. */
export function useTokenRole(): Role | undefined {
  const token = useUserToken();
  return token ? decodeToken(token)?.role : undefined;
}
