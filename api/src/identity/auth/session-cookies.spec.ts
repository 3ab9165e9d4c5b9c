import type { FastifyReply } from 'fastify';
import { SESSION_HEADER, SessionCookie, SessionTransport } from '@coverline/contracts';
import { loadConfig } from '../../platform/config';
import { cookieValue, SessionCookies, sessionTokenOf } from './session-cookies';

const base = { DATA_DIR: '.data/test', JWT_SECRET: 'x'.repeat(40), DATA_KEY: '0'.repeat(64) };

/** A reply that keeps the `Set-Cookie` headers it is given. */
function recorder() {
  const calls: string[] = [];
  const res = {
    header: (name: string, value: string) => {
      if (name === 'Set-Cookie') calls.push(value);
    },
  } as unknown as FastifyReply;
  return { res, calls };
}

describe('SessionCookies', () => {
  it('sets HttpOnly, SameSite=Strict cookies for the token lifetime, Secure and scoped as configured', () => {
    const cookies = new SessionCookies(
      loadConfig({ ...base, PUBLIC_URL: 'https://app.example.com', COOKIE_DOMAIN: '.example.com' }),
    );
    const { res, calls } = recorder();
    cookies.set(res, 'user', 'the-token', 3600);
    cookies.clear(res, 'rep');
    const [set, cleared] = calls;
    expect(set).toMatch(
      new RegExp(
        `^${SessionCookie.User}=the-token; Max-Age=3600; Domain=.example.com; Path=/; ` +
          'Expires=[^;]+ GMT; HttpOnly; Secure; SameSite=Strict$',
      ),
    );
    const expires = Date.parse(/Expires=([^;]+)/.exec(set)![1]);
    expect(Math.abs(expires - (Date.now() + 3_600_000))).toBeLessThan(5_000);
    expect(cleared).toBe(
      `${SessionCookie.Rep}=; Domain=.example.com; Path=/; ` +
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    );
  });

  it('goes without Secure on local http, so development and tests keep their session', () => {
    const { res, calls } = recorder();
    new SessionCookies(loadConfig(base)).set(res, 'user', 't', 60);
    expect(calls[0]).toContain('; HttpOnly;');
    expect(calls[0]).not.toContain('Secure');
  });

  it('takes changes from the app, its allowed origins or its own address only', () => {
    const cookies = new SessionCookies(
      loadConfig({
        ...base,
        PUBLIC_URL: 'https://app.example.com',
        CORS_ORIGINS: 'https://agents.example.com',
      }),
    );
    const post = (headers: Record<string, string>) =>
      cookies.fromTheApp({ method: 'POST', headers });
    expect(cookies.fromTheApp({ method: 'GET', headers: {} })).toBe(true);
    expect(post({ origin: 'https://app.example.com' })).toBe(true);
    expect(post({ origin: 'https://agents.example.com' })).toBe(true);
    expect(post({ referer: 'https://app.example.com/dashboard?x=1' })).toBe(true);
    expect(post({ origin: 'http://10.0.0.5:8080', host: '10.0.0.5:8080' })).toBe(true);
    expect(post({})).toBe(false);
    expect(post({ origin: 'null' })).toBe(false);
    expect(post({ origin: 'https://app.example.com.evil.example' })).toBe(false);
    expect(post({ origin: 'https://evil.example', referer: 'https://app.example.com/' })).toBe(
      false,
    );
    expect(post({ origin: 'https://evil.example', host: 'app.example.com' })).toBe(false);
  });
});

describe('sessionTokenOf', () => {
  const userCookie = `${SessionCookie.User}=u-token`;
  const repCookie = `${SessionCookie.Rep}=r-token`;

  it('prefers a bearer header, else the cookie of the session the request speaks with', () => {
    const both = `other=1; ${userCookie}; ${repCookie}`;
    expect(sessionTokenOf({ headers: { authorization: 'Bearer b-token', cookie: both } })).toEqual({
      token: 'b-token',
      cookie: null,
    });
    expect(sessionTokenOf({ headers: { cookie: both } })).toEqual({
      token: 'u-token',
      cookie: 'user',
    });
    expect(
      sessionTokenOf({ headers: { cookie: both, [SESSION_HEADER]: SessionTransport.Rep } }),
    ).toEqual({ token: 'r-token', cookie: 'rep' });
    expect(sessionTokenOf({ headers: { cookie: repCookie } })).toBeNull();
    expect(sessionTokenOf({ headers: {} })).toBeNull();
  });

  it('reads the guest or BOR cookie only when the request names it', () => {
    const all = `${userCookie}; ${SessionCookie.Guest}=g-token; ${SessionCookie.Bor}=b-token`;
    expect(
      sessionTokenOf({ headers: { cookie: all, [SESSION_HEADER]: SessionTransport.Guest } }),
    ).toEqual({ token: 'g-token', cookie: 'guest' });
    expect(
      sessionTokenOf({ headers: { cookie: all, [SESSION_HEADER]: SessionTransport.Bor } }),
    ).toEqual({ token: 'b-token', cookie: 'bor' });
    expect(
      sessionTokenOf({ headers: { cookie: all, [SESSION_HEADER]: SessionTransport.Cookie } }),
    ).toEqual({ token: 'u-token', cookie: 'user' });
    // A browser holding only a guest cookie still speaks as nobody unless the app says `guest`.
    expect(sessionTokenOf({ headers: { cookie: `${SessionCookie.Guest}=g-token` } })).toBeNull();
  });

  it('reads one cookie by its exact name and survives bad encodings', () => {
    expect(cookieValue('mytoken=a; token=b', 'token')).toBe('b');
    expect(cookieValue('token=%E0%A4%A', 'token')).toBeUndefined();
    expect(cookieValue('token=', 'token')).toBeUndefined();
    expect(cookieValue(undefined, 'token')).toBeUndefined();
  });
});
