import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '@coverline/contracts';
import { isSessionExpired, userSession } from '../../../lib/session-store';

/**
 * beforeLoad guard of the protected layouts: a visitor goes to sign in (and comes back after), an
 * expired session is told so, and a signed-in user of another role sees the 401 page.
 */
export function requireRole(roles: readonly Role[], location: ParsedLocation): void {
  const session = userSession();
  if (!session) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  if (isSessionExpired(session)) {
    throw redirect({ to: '/login', search: { type: 'expire', redirect: location.href } });
  }
  const role = session.role;
  if (!role || !roles.includes(role)) throw redirect({ to: '/401' });
}
