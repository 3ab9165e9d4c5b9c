import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import {
  ErrorCode,
  Limits,
  SESSION_HEADER,
  SessionCookie,
  SessionTransport,
} from '@coverline/contracts';
import { TokenService } from '../src/identity/auth';
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
import { eventually } from './helpers/eventually';
import { createRep, magicTokenFrom } from './helpers/payroll-reps';
import { setQuoteState } from './quotes/quote-helpers';

/** The app's own address in the test configuration (PUBLIC_URL). */
const APP_ORIGIN = 'http://localhost:3000';
const WEB = { [SESSION_HEADER]: SessionTransport.Cookie };
const AS_GUEST = { [SESSION_HEADER]: SessionTransport.Guest };
const AS_BOR = { [SESSION_HEADER]: SessionTransport.Bor };

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
  const guestTokenFor = (quoteId: string) =>
    t.app.get(TokenService).signGuest(quoteId).access_token;

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

  describe("a visitor's guest session", () => {
    /** Starts a quote as the web app does for a visitor; answers the guest cookie's token. */
    async function webVisitorStart(email = uniqueEmail('guest-cookie')) {
      const res = await t.http
        .post('/api/quote/saveForLater')
        .set(WEB)
        .set('Origin', APP_ORIGIN)
        .send({ coverageType: 'wc', email, firstName: 'Gia' })
        .expect(200);
      const quote = res.body as { id: string; version: number; guestToken?: unknown };
      return { res, quote, email, token: cookieSet(res, SessionCookie.Guest).value };
    }
    const guestCookie = (token: string) => ({ Cookie: cookieHeader(SessionCookie.Guest, token) });

    it('keeps the guest token in an HttpOnly cookie and hands the page only when it ends', async () => {
      const { res, quote, token } = await webVisitorStart();
      const { attributes } = cookieSet(res, SessionCookie.Guest);
      expect(attributes).toEqual(
        expect.arrayContaining([
          'Path=/',
          'HttpOnly',
          'SameSite=Strict',
          `Max-Age=${Limits.guestTokenTtlSeconds}`,
        ]),
      );
      expect(quote.guestToken).toEqual({ expires_in: Limits.guestTokenTtlSeconds });
      expect(JSON.stringify(res.body)).not.toContain(token);

      // An API client (no x-session header) still gets the token in the body.
      const api = await t.http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'wc', email: uniqueEmail('guest-api'), firstName: 'Ada' })
        .expect(200);
      expect(
        typeof (api.body as { guestToken: { access_token: unknown } }).guestToken.access_token,
      ).toBe('string');
    });

    it('serves guest calls on the cookie alone, when the app says it speaks as the guest', async () => {
      const { quote, token } = await webVisitorStart();
      const read = await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(AS_GUEST)
        .set(guestCookie(token))
        .expect(200);
      expect(read.body).toMatchObject({ id: quote.id });
      const saved = await t.http
        .post('/api/quote/saveForLater')
        .set(AS_GUEST)
        .set(guestCookie(token))
        .set('Origin', APP_ORIGIN)
        .send({ id: quote.id, version: quote.version, businessName: 'Cookie Bakery' })
        .expect(200);
      expect(saved.body).toMatchObject({ id: quote.id });
      // Beside a signed-in user's cookie, the header picks which one speaks.
      const { token: userToken } = await webSignIn();
      const both = `${cookieHeader(SessionCookie.User, userToken)}; ${guestCookie(token).Cookie}`;
      await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(AS_GUEST)
        .set('Cookie', both)
        .expect(200);
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(WEB).set('Cookie', both).expect(403);
    });

    it('refuses an unsafe guest call that comes from another site', async () => {
      const { quote, token } = await webVisitorStart();
      const change = () =>
        t.http
          .post('/api/quote/setQuoteSelected')
          .set(AS_GUEST)
          .set(guestCookie(token))
          .send({ id: quote.id, version: quote.version, carrierQuoteId: randomUUID() });
      const foreign = await change().set('Origin', 'https://evil.example').expect(403);
      expect(foreign.body.code).toBe(ErrorCode.CrossSiteRequestRefused);
      const silent = await change().expect(403);
      expect(silent.body.code).toBe(ErrorCode.CrossSiteRequestRefused);
      // From the app the guest is heard (the quote's own rules answer, not the cross-site check).
      const fromApp = await change().set('Origin', APP_ORIGIN);
      expect([401, 403]).not.toContain(fromApp.status);
      // A public route serves another site's cookie call as anyone, never as the guest.
      const start = await t.http
        .post('/api/quote/saveForLater')
        .set(AS_GUEST)
        .set(guestCookie(token))
        .set('Origin', 'https://evil.example')
        .send({ id: quote.id, version: quote.version, businessName: 'Forged Co' });
      expect(start.body.code).toBe(ErrorCode.GuestTokenRequiredResume);
    });

    it('opens the guest session of an emailed link into the cookie, and refuses a dead one', async () => {
      const { quote } = await webVisitorStart();
      const linkToken = guestTokenFor(quote.id);
      const opened = await t.http
        .post('/api/quote/guestSession')
        .set(WEB)
        .set('Origin', APP_ORIGIN)
        .send({ token: linkToken })
        .expect(200);
      expect(opened.body).toEqual({ quoteId: quote.id, expires_in: expect.any(Number) });
      const { value, attributes } = cookieSet(opened, SessionCookie.Guest);
      expect(value).toBe(linkToken);
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));

      const bad = await t.http
        .post('/api/quote/guestSession')
        .set(WEB)
        .set('Origin', APP_ORIGIN)
        .send({ token: 'not-a-token' })
        .expect(401);
      expect(bad.body.code).toBe(ErrorCode.GuestLinkInvalid);
      expect(setCookies(bad)).toEqual([]);
    });

    it('clears the guest cookie once its quote is claimed or bought', async () => {
      const claimed = await webVisitorStart();
      await registerClient(t, { email: claimed.email });
      let refused: Response | undefined;
      await eventually(async () => {
        refused = await t.http
          .get(`/api/quote/getQuote/${claimed.quote.id}`)
          .set(AS_GUEST)
          .set(guestCookie(claimed.token));
        return refused.status === 401;
      });
      expect(refused!.body.code).toBe(ErrorCode.SignInRequired);
      expect(cookieSet(refused!, SessionCookie.Guest).value).toBe('');

      const bought = await webVisitorStart();
      await setQuoteState(t, bought.quote.id, { status: 'Completed' });
      await eventually(async () => {
        refused = await t.http
          .get(`/api/quote/getQuote/${bought.quote.id}`)
          .set(AS_GUEST)
          .set(guestCookie(bought.token));
        return refused.status === 401;
      });
      expect(cookieSet(refused!, SessionCookie.Guest).value).toBe('');
    });
  });

  describe("a broker-of-record applicant's session", () => {
    async function borLink(email: string): Promise<string> {
      await t.http.post('/api/bor/start').send({ email }).expect(200);
      const mails = await mailTo(t, email);
      const match = /\/BOR\?magicLink=([\w-]+)/.exec(mails[mails.length - 1].text);
      if (!match) throw new Error('no BOR link');
      return match[1];
    }
    async function webBorSignIn(email = uniqueEmail('bor-cookie')) {
      const res = await t.http
        .post(`/api/bor/auth/magic-link/${await borLink(email)}`)
        .set(AS_BOR)
        .set('Origin', APP_ORIGIN)
        .expect(200);
      return { res, email, token: cookieSet(res, SessionCookie.Bor).value };
    }
    const borCookie = (token: string) => ({ Cookie: cookieHeader(SessionCookie.Bor, token) });
    const application = {
      legalName: 'Cookie Bakery LLC',
      fein: '12-3456789',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      carrierName: 'Hartford',
      policyNumber: 'WC-1234567',
      coverageType: 'wc',
      effectiveDate: '2026-12-01',
    };

    it('keeps the BOR session in an HttpOnly cookie, and the token only for API clients', async () => {
      const { res, email, token } = await webBorSignIn();
      expect(res.body).toEqual({ email, expires_in: 86400 });
      expect(cookieSet(res, SessionCookie.Bor).attributes).toEqual(
        expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=86400']),
      );
      expect(JSON.stringify(res.body)).not.toContain(token);

      const apiEmail = uniqueEmail('bor-api');
      const api = await t.http
        .post(`/api/bor/auth/magic-link/${await borLink(apiEmail)}`)
        .expect(200);
      expect(typeof (api.body as { access_token: unknown }).access_token).toBe('string');
      await t.http
        .get('/api/bor/myBorApplication')
        .set('Authorization', `Bearer ${(api.body as { access_token: string }).access_token}`)
        .expect(404);
    });

    it('serves BOR calls on the cookie alone, and refuses another site', async () => {
      const { token } = await webBorSignIn();
      const created = await t.http
        .post('/api/bor')
        .set(AS_BOR)
        .set(borCookie(token))
        .set('Origin', APP_ORIGIN)
        .send(application)
        .expect(201);
      const read = await t.http
        .get('/api/bor/myBorApplication')
        .set(AS_BOR)
        .set(borCookie(token))
        .expect(200);
      expect(read.body).toMatchObject({ id: (created.body as { id: string }).id });

      const foreign = await t.http
        .post('/api/bor')
        .set(AS_BOR)
        .set(borCookie(token))
        .set('Origin', 'https://evil.example')
        .send(application)
        .expect(403);
      expect(foreign.body.code).toBe(ErrorCode.CrossSiteRequestRefused);
      // Without the app's header the BOR cookie is not read at all.
      await t.http.get('/api/bor/myBorApplication').set(WEB).set(borCookie(token)).expect(401);
    });

    it('clears a BOR cookie whose token is dead', async () => {
      const dead = await t.http
        .get('/api/bor/myBorApplication')
        .set(AS_BOR)
        .set(borCookie('expired.or.forged'))
        .expect(401);
      expect(dead.body.code).toBe(ErrorCode.BorSessionRequired);
      expect(cookieSet(dead, SessionCookie.Bor).value).toBe('');
    });
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
    // A visitor's socket on their quote opens with the guest cookie when it says so.
    const started = await t.http
      .post('/api/quote/saveForLater')
      .set(WEB)
      .set('Origin', APP_ORIGIN)
      .send({ coverageType: 'wc', email: uniqueEmail('guest-chat'), firstName: 'Gus' })
      .expect(200);
    const guest = cookieHeader(SessionCookie.Guest, cookieSet(started, SessionCookie.Guest).value);
    const guestReady = async (query: string) => {
      const s = await ChatSocket.open(`${url}${query}`, {
        headers: { Origin: APP_ORIGIN, Cookie: guest },
      });
      sockets.push(s);
      return s.request({ type: 'auth', token: null }, isType('ready'));
    };
    try {
      expect((await ready(APP_ORIGIN)).principal).toBe('client');
      expect((await ready('https://evil.example')).principal).toBe('visitor');
      expect((await guestReady('?session=guest')).principal).toBe('guest');
      expect((await guestReady('')).principal).toBe('visitor');
    } finally {
      for (const s of sockets) s.close();
    }
  });
});
