import type { Role } from '@coverline/contracts';

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
}
