import type { Role, TokenType } from '@coverline/contracts';

/** The claims the app reads from its tokens; the server alone verifies them. */
export interface TokenClaims {
  sub?: string;
  exp?: number;
  typ?: TokenType;
  role?: Role;
  email?: string;
}

export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** A token that cannot be read counts as expired: no server would accept it. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims) return true;
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}
