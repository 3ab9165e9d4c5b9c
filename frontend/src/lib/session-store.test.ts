import { Role } from '@coverline/contracts';
import { clearAllCookies } from '../test/tokens';
import {
  BOR_SESSION_HINT_KEY,
  clearToken,
  GUEST_SESSION_HINT_KEY,
  sessionForPath,
  storeBorSession,
  storeGuestSession,
  storeUserSession,
} from './session-store';

beforeEach(() => clearAllCookies());

describe('guest and BOR sessions', () => {
  it('keeps no token where scripts can read it: no cookie, only when the session ends', () => {
    storeGuestSession({ expires_in: 3600 });
    storeBorSession({ expires_in: 86_400 });
    expect(document.cookie).toBe('');
    const guest = window.localStorage.getItem(GUEST_SESSION_HINT_KEY) ?? '';
    const bor = window.localStorage.getItem(BOR_SESSION_HINT_KEY) ?? '';
    for (const hint of [guest, bor]) {
      expect(Object.keys(JSON.parse(hint) as object).sort()).toEqual(['exp', 'sub']);
    }
    const now = Math.floor(Date.now() / 1000);
    expect(sessionForPath('/quotation')).toEqual({ kind: 'guest', exp: now + 3600 });
    expect(sessionForPath('/BOR')).toEqual({ kind: 'bor', exp: now + 86_400 });
  });

  it('even an answer that carries a token (an API client’s) leaves it unwritten', () => {
    storeGuestSession({ access_token: 'secret-token', expires_in: 60 });
    expect(document.cookie).toBe('');
    expect(JSON.stringify(window.localStorage)).not.toContain('secret-token');
  });

  it('picks the BOR applicant on BOR pages, else the user, then the guest, then BOR', () => {
    storeBorSession({ expires_in: 60 });
    storeGuestSession({ expires_in: 60 });
    expect(sessionForPath('/quotation')?.kind).toBe('guest');
    storeUserSession({ id: 'u-1', role: Role.Client }, 60);
    expect(sessionForPath('/quotation')?.kind).toBe('user');
    expect(sessionForPath('/BOR')?.kind).toBe('bor');
    clearToken('user');
    clearToken('guest');
    expect(sessionForPath('/quotation')?.kind).toBe('bor');
    clearToken('bor');
    expect(sessionForPath('/quotation')).toBeUndefined();
  });
});
