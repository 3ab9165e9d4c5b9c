import type { Response } from 'supertest';
import { ErrorCode, SESSION_HEADER, SessionCookie, SessionTransport } from '@coverline/contracts';
import { totpCode } from '../src/identity/mfa/totp';
import {
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  uniqueEmail,
  type TestApp,
} from './helpers/app';
import { ChatSocket, isType, listening } from './helpers/chat-socket';
import { createRep, magicTokenFrom } from './helpers/payroll-reps';

/** The app's own address in the test configuration (PUBLIC_URL). */
const APP_ORIGIN = 'http://localhost:3000';
const WEB = { [SESSION_HEADER]: SessionTransport.Cookie };

/** The `Set-Cookie` lines of an answer. */
function setCookies(res: Response): string[] {
  const header = res.headers['set-cookie'] as string[] | string | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The one `Set-Cookie` line for a cookie name, split into its value and attributes. */
function cookieSet(res: Response, name: string): { value: string; attributes: string[] } {
  const lines = setCookies(res).filter((line) => line.startsWith(`${name}=`));
  expect(lines).toHaveLength(1);
  const [pair, ...attributes] = lines[0].split(';').map((part) => part.trim());
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes };
}

const cookieHeader = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

describe('sessions in cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs a fresh client in as the web app does; answers the session cookie's token. */
  async function webSignIn(): Promise<{ id: string; token: string; res: Response }> {
    const client = await registerClient(t);
    const res = await t.http
      .post('/api/users/login')
      .set(WEB)
      .set('Origin', APP_ORIGIN)
      .send({ email: client.email, password: client.password })
      .expect(200);
    return { id: client.id, token: cookieSet(res, SessionCookie.User).value, res };
  }

  const withCookie = (token: string) => ({ Cookie: cookieHeader(SessionCookie.User, token) });

  it('sets the session in an HttpOnly, SameSite=Strict cookie and hands no token to the page', async () => {
    const { res, token } = await webSignIn();
    const { attributes } = cookieSet(res, SessionCookie.User);
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=3600']),
    );
    // Plain http in the tests: the cookie would be dropped by browsers if it were Secure.
    expect(attributes).not.toContain('Secure');
    // The web app's answer says how long the session lasts, never what its token is.
    expect(res.body).toEqual({ expires_in: 3600 });
    expect(JSON.stringify(res.body)).not.toContain(token);
    // Every cookie the API sets is out of scripts' reach.
    for (const line of setCookies(res)) expect(line).toMatch(/;\s*HttpOnly/i);
  });

  it('signs the web app up in a cookie and still answers API clients the token in the body', async () => {
    const email = uniqueEmail('cookie');
    const registered = await t.http
      .post('/api/users/register')
      .set(WEB)
      .set('Origin', APP_ORIGIN)
      .send({ email, password: 'client-password', firstName: 'Cody', lastName: 'Cookie' })
      .expect(201);
    expect(registered.body).toEqual({ expires_in: 3600 });
    const token = cookieSet(registered, SessionCookie.User).value;
    const me = await t.http.get('/api/users/me').set(withCookie(token)).expect(200);
    expect(me.body).toMatchObject({ email });

    const api = await t.http
      .post('/api/users/login')
      .send({ email, password: 'client-password' })
      .expect(200);
    expect(typeof api.body.access_token).toBe('string');
  });

  it('sets the cookie when the second step completes, not after the password', async () => {
    const agent = await createAgent(t);
    const bearer = { Authorization: `Bearer ${agent.token}` };
    const started = await t.http.post('/api/mfa/enrol').set(bearer).expect(200);
    const { secret } = started.body as { secret: string };
    const confirmed = await t.http
      .post('/api/mfa/enrol/confirm')
      .set(bearer)
      .send({ code: totpCode(secret, Date.now()) })
      .expect(200);
    const [recovery] = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;

    const password = await t.http
      .post('/api/users/login')
      .set(WEB)
      .set('Origin', APP_ORIGIN)
      .send({ email: agent.email, password: agent.password })
      .expect(200);
    expect(password.body).toMatchObject({ mfa_step: 'verify' });
    expect(setCookies(password)).toEqual([]);

    const second = await t.http
      .post('/api/users/login/mfa')
      .set(WEB)
      .set('Origin', APP_ORIGIN)
      .send({ mfaToken: (password.body as { mfa_token: string }).mfa_token, code: recovery })
      .expect(200);
    expect(second.body).toEqual({ expires_in: 3600 });
    const { value } = cookieSet(second, SessionCookie.User);
    const me = await t.http.get('/api/users/me').set(withCookie(value)).expect(200);
    expect(me.body).toMatchObject({ id: agent.id, role: 'agent' });
  });

  it('serves a cookie-only read', async () => {
    const { id, token } = await webSignIn();
    const me = await t.http.get('/api/users/me').set(withCookie(token)).expect(200);
    expect(me.body).toMatchObject({ id, role: 'client' });
  });

  it('refuses a cookie-carried change that does not come from the app, and takes it from the app', async () => {
    const { token } = await webSignIn();
    const refresh = () => t.http.post('/api/users/token').set(WEB).set(withCookie(token));

    const foreign = await refresh().set('Origin', 'https://evil.example').expect(403);
    expect(foreign.body).toMatchObject({
      statusCode: 403,
      code: ErrorCode.CrossSiteRequestRefused,
    });
    const silent = await refresh().expect(403);
    expect(silent.body.code).toBe(ErrorCode.CrossSiteRequestRefused);
    const foreignReferer = await refresh().set('Referer', 'https://evil.example/page').expect(403);
    expect(foreignReferer.body.code).toBe(ErrorCode.CrossSiteRequestRefused);

    const fromApp = await refresh().set('Origin', APP_ORIGIN).expect(200);
    expect(fromApp.body).toEqual({ expires_in: 3600 });
    const renewed = cookieSet(fromApp, SessionCookie.User);
    expect(renewed.attributes).toContain('HttpOnly');
    await t.http.get('/api/users/me').set(withCookie(renewed.value)).expect(200);

    // A page of the app whose browser sends only the referrer, and a same-address page (the
    // development server's proxy) are the app too.
    await refresh().set('Referer', `${APP_ORIGIN}/client/my-account`).expect(200);
    await refresh()
      .set('Host', 'dev.localhost:5173')
      .set('Origin', 'http://dev.localhost:5173')
      .expect(200);
  });

  it('keeps bearer tokens working without an origin, and sets no cookie for them', async () => {
    const client = await registerClient(t);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${client.token}`).expect(200);
    const refreshed = await t.http
      .post('/api/users/token')
      .set('Authorization', `Bearer ${client.token}`)
      .expect(200);
    expect(typeof refreshed.body.access_token).toBe('string');
    expect(setCookies(refreshed)).toEqual([]);
    // A bearer header speaks for the request even beside another site's cookie.
    const { token: cookieToken } = await webSignIn();
    const me = await t.http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${client.token}`)
      .set(withCookie(cookieToken))
      .expect(200);
    expect(me.body.id).toBe(client.id);
  });

  it('marks personal answers and session answers no-store', async () => {
    const { token, res } = await webSignIn();
    expect(res.headers['cache-control']).toBe('no-store');
    const client = await registerClient(t);
    const answers = [
      await t.http.get('/api/users/me').set(withCookie(token)).expect(200),
      await t.http.get('/api/users/me').set('Authorization', `Bearer ${client.token}`).expect(200),
      await t.http
        .post('/api/users/token')
        .set(withCookie(token))
        .set('Origin', APP_ORIGIN)
        .expect(200),
      await t.http.get('/api/users/me').expect(401),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('clears the cookie on sign-out, and a cookie whose session ended', async () => {
    const { token } = await webSignIn();
    const out = await t.http
      .post('/api/users/logout')
      .set(withCookie(token))
      .set('Origin', APP_ORIGIN)
      .expect(204);
    const cleared = cookieSet(out, SessionCookie.User);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(cleared.attributes.join(';')).toContain('Expires=Thu, 01 Jan 1970');

    // The browser that kept it anyway is refused, and told again to drop it.
    const after = await t.http.get('/api/users/me').set(withCookie(token)).expect(401);
    expect(after.body.code).toBe(ErrorCode.SignInRequired);
    expect(cookieSet(after, SessionCookie.User).value).toBe('');
  });

  it("keeps a rep's session in its own cookie, picked by the partner pages' header", async () => {
    const rep = await createRep(t);
    await t.http.post('/api/payroll-partners/auth/initiate').send({ email: rep.email }).expect(200);
    const mails = await mailTo(t, rep.email);
    const res = await t.http
      .post('/api/payroll-partners/auth/magic-link')
      .set(SESSION_HEADER, SessionTransport.Rep)
      .set('Origin', APP_ORIGIN)
      .send({ token: magicTokenFrom(mails[mails.length - 1]) })
      .expect(200);
    expect(res.body).toEqual({ expires_in: 3600 });
    const { value, attributes } = cookieSet(res, SessionCookie.Rep);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
    const repCookie = cookieHeader(SessionCookie.Rep, value);

    const { token: userToken } = await webSignIn();
    const both = `${repCookie}; ${cookieHeader(SessionCookie.User, userToken)}`;
    // On partner pages the rep speaks; elsewhere the signed-in user does.
    const profile = await t.http
      .get('/api/payroll-partners/profile')
      .set(SESSION_HEADER, SessionTransport.Rep)
      .set('Cookie', both)
      .expect(200);
    expect(profile.body).toMatchObject({ email: rep.email });
    await t.http.get('/api/payroll-partners/profile').set(WEB).set('Cookie', both).expect(403);

    const out = await t.http
      .post('/api/payroll-partners/auth/logout')
      .set(SESSION_HEADER, SessionTransport.Rep)
      .set('Cookie', repCookie)
      .set('Origin', APP_ORIGIN)
      .expect(200);
    expect(cookieSet(out, SessionCookie.Rep).value).toBe('');
  });

  it("signs the chat socket in with the app's session cookie, never another site's", async () => {
    const url = await listening(t);
    const { token } = await webSignIn();
    const sockets: ChatSocket[] = [];
    const ready = async (origin: string) => {
      const s = await ChatSocket.open(url, {
        headers: { Origin: origin, Cookie: cookieHeader(SessionCookie.User, token) },
      });
      sockets.push(s);
      return s.request({ type: 'auth', token: null }, isType('ready'));
    };
    try {
      expect((await ready(APP_ORIGIN)).principal).toBe('client');
      expect((await ready('https://evil.example')).principal).toBe('visitor');
    } finally {
      for (const s of sockets) s.close();
    }
  });
});
