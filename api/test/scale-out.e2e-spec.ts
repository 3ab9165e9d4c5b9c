import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  MAIL_TRANSPORT,
  type MailTransport,
  type OutgoingMail,
} from '../src/platform/mail/mail-transport';
import { INDEX_CHECK_INTERVAL_MS } from '../src/quoting/reference-data/naics/naics.service';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers/app';
import { eventually } from './helpers/eventually';

/**
 * Two API instances on one database behind a small round-robin proxy, used the way a browser
 * uses a deployment: nobody chooses the instance. Every answer says which instance gave it
 * (`x-upstream`), so each step shows it held on both. Sessions ended on one are refused by the
 * other, a mail job runs once, sign-in limits count across both, and the business type index
 * follows an admin's edit on both.
 */
describe('two instances behind a proxy', () => {
  let a: TestApp;
  let b: TestApp;
  let proxy: Server;
  let http: ReturnType<typeof request>;
  const delivered: Array<{ instance: string; mail: OutgoingMail }> = [];

  async function listen(t: TestApp): Promise<number> {
    await t.app.listen(0, '127.0.0.1');
    return (t.app.getHttpServer().address() as AddressInfo).port;
  }

  beforeAll(async () => {
    const env = { MAIL_WORKER: 'on', AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    a = await createTestApp(env, { isolatedDatabase: true });
    b = await createTestApp(env, { databaseUrl: a.config.databaseUrl });
    for (const [instance, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const transport = t.app.get<MailTransport>(MAIL_TRANSPORT);
      const send = transport.send.bind(transport);
      jest.spyOn(transport, 'send').mockImplementation(async (mail) => {
        delivered.push({ instance, mail });
        await send(mail);
      });
    }
    const upstreams = [
      { name: 'a', port: await listen(a) },
      { name: 'b', port: await listen(b) },
    ];
    let next = 0;
    proxy = createServer((req, res) => {
      const upstream = upstreams[next++ % upstreams.length];
      const out = forward(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'x-upstream': upstream.name,
          });
          answer.pipe(res);
        },
      );
      out.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    http = request(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await b?.close();
    await a?.close();
  });

  /** The same call twice in a row: the proxy hands one to each instance. */
  async function onBoth(call: () => request.Test): Promise<Map<string, request.Response>> {
    const answers = new Map<string, request.Response>();
    for (let i = 0; i < 2; i++) {
      const res = await call();
      answers.set(String(res.headers['x-upstream']), res);
    }
    expect([...answers.keys()].sort()).toEqual(['a', 'b']);
    return answers;
  }

  it('refuses a session on both instances once it logs out on either', async () => {
    const email = uniqueEmail('scale');
    const registered = await http
      .post('/api/users/register')
      .send({ email, password: 'meadow-signal-31', firstName: 'Sam', lastName: 'Scale' })
      .expect(201);
    const auth = { Authorization: `Bearer ${registered.body.access_token as string}` };
    for (const res of (await onBoth(() => http.get('/api/users/me').set(auth))).values()) {
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(email);
    }
    await http.post('/api/users/logout').set(auth).expect(204);
    // The instance that logged out refuses at once, the other when the announcement arrives
    // (milliseconds; bounded here far below the 30 s an entry could otherwise be kept).
    await eventually(async () => {
      const answers = await onBoth(() => http.get('/api/users/me').set(auth));
      return [...answers.values()].every((res) => res.status === 401);
    });
  });

  it('ends a guest token on both instances once an account takes its email', async () => {
    const email = uniqueEmail('guest-scale');
    const started = await http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'cyber', email, firstName: 'Gale', lastName: 'Guest' })
      .expect(200);
    const quoteId = started.body.id as string;
    const guest = {
      Authorization: `Bearer ${started.body.guestToken.access_token as string}`,
    };
    // Each instance now remembers the quote as open to its guest.
    for (const res of (
      await onBoth(() => http.get(`/api/quote/getQuote/${quoteId}`).set(guest))
    ).values()) {
      expect(res.status).toBe(200);
    }
    await http
      .post('/api/users/register')
      .send({ email, password: 'meadow-signal-31', firstName: 'Gale', lastName: 'Guest' })
      .expect(201);
    await eventually(async () => {
      const answers = await onBoth(() => http.get(`/api/quote/getQuote/${quoteId}`).set(guest));
      return [...answers.values()].every((res) => res.status === 401);
    });
  });

  it('delivers a mail once though both instances work the queue', async () => {
    const email = uniqueEmail('once');
    await http
      .post('/api/users/register')
      .send({ email, password: 'scale-password-1', firstName: 'Olive', lastName: 'Once' })
      .expect(201);
    await eventually(async () => delivered.some(({ mail }) => mail.to === email), 10_000);
    // Both keep polling for a while: a second delivery would show up meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(delivered.filter(({ mail }) => mail.to === email)).toHaveLength(1);
  });

  it('counts sign-in attempts across both instances', async () => {
    const attempt = () =>
      http.post('/api/users/login').send({ email: 'nobody@example.com', password: 'wrong-1' });
    const landed: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      landed.push(String(res.headers['x-upstream']));
    }
    expect(new Set(landed)).toEqual(new Set(['a', 'b']));
    for (const res of (await onBoth(attempt)).values()) expect(res.status).toBe(429);
  });

  it('finds an admin’s new business type on both instances', async () => {
    const db = a.app.get(DataSource);
    // The limit above counts per address: the admin signs in past it.
    await db.query(`DELETE FROM auth_rate_limits`);
    const login = await http
      .post('/api/users/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    const admin = { Authorization: `Bearer ${login.body.access_token as string}` };
    const created = await http
      .post('/api/master-index-mapping')
      .set(admin)
      .send({
        masterIndexCode: 'BALLOON-01',
        masterIndexDescription: 'Hot Air Balloon Rides',
        naicsCode: '487990',
        keywords: ['balloon flights'],
      })
      .expect(201);
    const search = () => http.get('/api/master-index-mapping/search').query({ q: 'balloon rides' });
    // The instance that saved it finds it at once, the other within its check interval.
    await eventually(async () => {
      const answers = await onBoth(search);
      return [...answers.values()].every(
        (res) => (res.body as Array<{ id: string }>)[0]?.id === created.body.id,
      );
    }, INDEX_CHECK_INTERVAL_MS + 5_000);
  });
});
