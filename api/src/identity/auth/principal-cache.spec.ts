import { PrincipalCache } from './principal-cache';

describe('PrincipalCache', () => {
  let now = 1_000;
  const cache = () => new PrincipalCache<string>(() => now, 100, 3);

  it('keeps a value until its time is up or the session ends, whichever comes first', () => {
    const c = cache();
    c.set('s1', 'user:1', 'v', c.mark());
    c.set('s2', 'user:1', 'w', c.mark(), new Date(now + 10));
    expect(c.get('s1')).toBe('v');
    now += 50;
    expect(c.get('s2')).toBeUndefined();
    expect(c.get('s1')).toBe('v');
    now += 60;
    expect(c.get('s1')).toBeUndefined();
  });

  it('forgets every session of a principal, and only theirs', () => {
    const c = cache();
    c.set('s1', 'user:1', 'a', c.mark());
    c.set('s2', 'user:1', 'b', c.mark());
    c.set('s3', 'user:2', 'c', c.mark());
    c.forgetOwner('user:1');
    expect([c.get('s1'), c.get('s2'), c.get('s3')]).toEqual([undefined, undefined, 'c']);
  });

  it('does not keep a read that an invalidation overtook', () => {
    const c = cache();
    const mark = c.mark();
    c.forgetOwner('user:9');
    c.set('s1', 'user:1', 'stale', mark);
    expect(c.get('s1')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest', () => {
    const c = cache();
    for (const k of ['a', 'b', 'c', 'd']) c.set(k, `user:${k}`, k, c.mark());
    expect(c.size).toBe(3);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('d')).toBe('d');
  });
});
