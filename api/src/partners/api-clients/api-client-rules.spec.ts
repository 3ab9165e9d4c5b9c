import { ApiScope } from '@coverline/contracts';
import {
  liveScopes,
  newSecret,
  overlapEnd,
  rateBatch,
  SECRET_PREFIX,
  secretDigest,
  secretHolds,
  tokenScopes,
} from './api-client-rules';

describe('API client rules', () => {
  it('makes distinct prefixed secrets and digests them as hex SHA-256', () => {
    const [a, b] = [newSecret(), newSecret()];
    expect(a.startsWith(SECRET_PREFIX)).toBe(true);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(SECRET_PREFIX.length + 43);
    expect(secretDigest('x')).toBe(
      '2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881',
    );
  });

  it('keeps a secret until its end', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(secretHolds(null, now)).toBe(true);
    expect(secretHolds(new Date('2026-01-01T00:00:01Z'), now)).toBe(true);
    expect(secretHolds(now, now)).toBe(false);
    expect(overlapEnd(now, 24).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('grants the scopes asked for only when the client holds them all', () => {
    const held = [ApiScope.ReferralsRead, ApiScope.WebhooksManage];
    expect(tokenScopes(held, undefined).scopes).toEqual(held);
    expect(tokenScopes(held, ['referrals:read', 'referrals:read'])).toEqual({
      scopes: ['referrals:read'],
      missing: [],
    });
    expect(tokenScopes(held, ['referrals:read', 'quotes:read'])).toEqual({
      scopes: [],
      missing: ['quotes:read'],
    });
  });

  it('narrows a token to what its client still holds', () => {
    expect(liveScopes([ApiScope.ReferralsRead], ['referrals:read', 'webhooks:manage'])).toEqual([
      'referrals:read',
    ]);
  });

  it('takes a twentieth of the rate at once, within bounds', () => {
    expect(rateBatch(5)).toBe(1);
    expect(rateBatch(600)).toBe(30);
    expect(rateBatch(100_000)).toBe(1000);
  });
});
