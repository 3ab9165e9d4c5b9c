import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/platform/config/config';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_JWT_SECRET, uniqueEmail } from './helpers/app';
import { createIsolatedDatabase, dropDatabase } from './helpers/database';
import { envelopeProblem } from './helpers/envelope';
import { TcpProxy } from './helpers/tcp-proxy';

/**
 * The database goes away under a running instance: callers get 503 with code 2610 in the error
 * envelope (never a 500), /health says so, a write cut mid-transaction leaves nothing behind,
 * and the same process answers normally once the database is back.
 */
describe('a database outage', () => {
  let databaseUrl: string;
  let proxy: TcpProxy;
  let app: NestFastifyApplication;
  let http: TestAgent;
  let token: string;

  beforeAll(async () => {
    const shared = process.env.TEST_DATABASE_URL;
    if (!shared) throw new Error('TEST_DATABASE_URL is not set: run through jest (global setup)');
    databaseUrl = await createIsolatedDatabase(shared);
    const direct = new URL(databaseUrl);
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(await proxy.listen());
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '.data/test',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_KEY: '0'.repeat(64),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        MAIL_WORKER: 'off',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      }),
      databaseUrl: proxied.toString(),
    };
    app = await createApp(config, { logger: false });
    app.useLogger(false);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    http = request(app.getHttpServer());
    const login = await http
      .post('/api/users/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
    token = (login.body as { access_token: string }).access_token;
  });

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const expectUnavailable = (res: { status: number; body: unknown }) => {
    expect({ status: res.status, code: (res.body as { code?: number }).code }).toEqual({
      status: 503,
      code: 2610,
    });
    expect(envelopeProblem(res as never)).toBeUndefined();
  };

  it('answers 503/2610 while the database is cut and recovers without a restart', async () => {
    await http.get('/api/health').expect(200, { status: 'ok', database: 'up' });
    await http.get('/api/users/agents').set('Authorization', `Bearer ${token}`).expect(200);

    proxy.cutNow();
    const health = await http.get('/api/health');
    expectUnavailable(health);
    expect((health.body as { message: string }).message).toBe('Database unavailable.');
    expectUnavailable(await http.get('/api/users/agents').set('Authorization', `Bearer ${token}`));
    expectUnavailable(
      await http.post('/api/users/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );

    proxy.restore();
    await http.get('/api/health').expect(200, { status: 'ok', database: 'up' });
    await http.get('/api/users/agents').set('Authorization', `Bearer ${token}`).expect(200);
    await http
      .post('/api/users/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
      .expect(200);
  });

  it('leaves no half-written quote when the connection dies in the middle of saving one', async () => {
    const email = uniqueEmail('outage');
    // The last write of a visitor's new quote is its resume mail: the client, business and
    // application rows are already written in the same transaction when the cut comes.
    proxy.cutWhenSent('mail_outbox');
    expectUnavailable(
      await http
        .post('/api/quote/saveForLater')
        .send({ coverageType: 'wc', email, firstName: 'Pat' }),
    );
    expect(proxy.isCut).toBe(true);
    proxy.restore();

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const clients = await db.query(`SELECT id FROM clients WHERE email = $1`, [email]);
      expect(clients.rows).toEqual([]);
      const mails = await db.query(`SELECT id FROM mail_outbox WHERE to_address = $1`, [email]);
      expect(mails.rows).toEqual([]);
    } finally {
      await db.end();
    }

    // The same visitor starts the quote again on the recovered instance.
    const started = await http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'wc', email, firstName: 'Pat' })
      .expect(200);
    expect((started.body as { id: string }).id).toEqual(expect.any(String));
  });
});
