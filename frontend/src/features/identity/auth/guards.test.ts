import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { requireRole } from './guards';

const location = { href: '/dashboard?tab=all' } as ParsedLocation;

function redirectOf(run: () => void) {
  try {
    run();
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options;
    throw thrown;
  }
  return undefined;
}

beforeEach(() => clearAllCookies());

describe('protected layouts', () => {
  it('send a visitor to sign in and back afterwards', () => {
    expect(redirectOf(() => requireRole([Role.Admin, Role.Agent], location))).toMatchObject({
      to: '/login',
      search: { redirect: '/dashboard?tab=all' },
    });
  });

  it('tell a user whose session ran out that the session expired', () => {
    signInAs({ role: Role.Agent, expiresInSeconds: -1 });
    expect(redirectOf(() => requireRole([Role.Admin, Role.Agent], location))).toMatchObject({
      to: '/login',
      search: { type: 'expire' },
    });
  });

  it('show the 401 page to a signed-in user of another role', () => {
    signInAs({ role: Role.Client });
    expect(redirectOf(() => requireRole([Role.Admin, Role.Agent], location))).toMatchObject({
      to: '/401',
    });
  });

  it('let the right role through', () => {
    signInAs({ role: Role.Agent });
    expect(redirectOf(() => requireRole([Role.Admin, Role.Agent], location))).toBeUndefined();
  });
});
