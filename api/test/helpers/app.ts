import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app.factory';
import { SessionsService } from '../../src/identity/auth/sessions.service';
import { loadConfig, type AppConfig } from '../../src/platform/config/config';
import { createIsolatedDatabase, dropDatabase } from './database';

export const ADMIN_EMAIL = 'admin@test.coverline.local';
export const ADMIN_PASSWORD = 'admin-password-1';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  config: AppConfig & { databaseUrl: string };
  close(): Promise<void>;
}

/**
 * Boots the whole API, as `pnpm start` does, on the per-run test database, or on a database of
 * its own for tests that must not see other files' rows (e.g. a mail worker draining the outbox).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { isolatedDatabase?: boolean; databaseUrl?: string } = {},
): Promise<TestApp> {
  const sharedUrl = process.env.TEST_DATABASE_URL;
  if (!sharedUrl) throw new Error('TEST_DATABASE_URL is not set: run through jest (global setup)');
  // `databaseUrl`: a second instance on another app's database (it is not dropped on close).
  const databaseUrl =
    options.databaseUrl ??
    (options.isolatedDatabase ? await createIsolatedDatabase(sharedUrl) : sharedUrl);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.data/test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_KEY: '0'.repeat(64),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      MAIL_WORKER: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      MAIL_LIMIT_PER_EMAIL: '100000',
      MAIL_LIMIT_PER_ADDRESS: '100000',
      ...env,
    }),
    databaseUrl,
  };
  const app = await createApp(config, { logger: false });
  app.useLogger(false);
  await app.init();
  // Routes answer once the server has loaded its plugins.
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    http: request(app.getHttpServer()),
    config,
    close: async () => {
      await app.close();
      if (options.isolatedDatabase && !options.databaseUrl) await dropDatabase(databaseUrl);
    },
  };
}

/** What the helpers that only call the API need: an app in the test, or a deployment's address. */
export type ApiCaller = Pick<TestApp, 'http'>;

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export interface SignedIn {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A signed-up client. Like a real one who followed the emailed confirmation link, unless
 * `verified: false` (then the account has not proved it owns the email yet).
 */
export async function registerClient(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  options: { verified?: boolean } = {},
): Promise<SignedIn> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('client');
  const password = 'harbour-lantern-42';
  const res = await t.http
    .post('/api/users/register')
    .send({ email, password, firstName: 'Casey', lastName: 'Client', ...overrides })
    .expect(201);
  const token = (res.body as { access_token: string }).access_token;
  const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(200);
  const id = (me.body as { id: string }).id;
  if (options.verified !== false) {
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [id]);
    // As confirming the email does: this instance reads the user afresh on the next request
    // rather than waiting for the trigger's announcement.
    t.app.get(SessionsService).forget(id);
  }
  return { id, email, password, token };
}

export async function login(t: ApiCaller, email: string, password: string): Promise<string> {
  const res = await t.http.post('/api/users/login').send({ email, password }).expect(200);
  return (res.body as { access_token: string }).access_token;
}

export const adminToken = (t: ApiCaller) => login(t, ADMIN_EMAIL, ADMIN_PASSWORD);

export interface CapturedMail {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  status: string;
}

/** Reads the dev mailbox as an admin would. */
export async function mailTo(t: ApiCaller, to: string): Promise<CapturedMail[]> {
  const res = await t.http
    .get('/api/dev/mailbox')
    .query({ to })
    .set('Authorization', `Bearer ${await adminToken(t)}`)
    .expect(200);
  return res.body as CapturedMail[];
}

export function resetTokenFrom(mail: CapturedMail): string {
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail ${mail.subject}`);
  return decodeURIComponent(match[1]);
}

/** An agent created by the admin who has chosen a password through the welcome link. */
export async function createAgent(t: ApiCaller): Promise<SignedIn> {
  const email = uniqueEmail('agent');
  const password = 'copper-kettle-17';
  const res = await t.http
    .post('/api/users/createAgent')
    .set('Authorization', `Bearer ${await adminToken(t)}`)
    .send({ email, firstName: 'Avery', lastName: 'Agent' })
    .expect(201);
  const [welcome] = await mailTo(t, email);
  await t.http
    .post('/api/users/reset-password')
    .send({ token: resetTokenFrom(welcome), password })
    .expect(200);
  return {
    id: (res.body as { id: string }).id,
    email,
    password,
    token: await login(t, email, password),
  };
}
