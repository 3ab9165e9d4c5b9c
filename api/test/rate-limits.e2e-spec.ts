import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { envelopeProblem } from './helpers/envelope';

/**
 * Two instances behind a load balancer count the same sign-in attempts: the limit is per client
 * address across the deployment, not per instance.
 */
describe('sign-in rate limits shared by every instance on one database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' }, { isolatedDatabase: true });
    second = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '4' },
      { databaseUrl: first.config.databaseUrl },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const attempt = (app: TestApp) =>
    app.http.post('/api/users/login').send({ email: 'nobody@example.com', password: 'wrong-1' });

  it('refuses the attempt past the limit on whichever instance it lands, then lets it through when the window has passed', async () => {
    expect((await attempt(first)).status).toBe(401);
    expect((await attempt(second)).status).toBe(401);
    expect((await attempt(first)).status).toBe(401);
    expect((await attempt(second)).status).toBe(401);

    const refused = await attempt(first);
    expect(refused.status).toBe(429);
    expect(envelopeProblem(refused)).toBeUndefined();
    expect(refused.body.code).toBe(ErrorCode.TooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(second)).status).toBe(429);

    // Another limited route has counters of its own.
    await second.http
      .post('/api/users/request-reset-password')
      .send({ email: 'nobody@example.com' })
      .expect(200);

    // The window and the block end: both instances read the same, now expired, counters.
    await first.app.get(DataSource).query(
      `UPDATE auth_rate_limits SET expires_at = now() - interval '1 second',
                blocked_until = now() - interval '1 second'`,
    );
    expect((await attempt(second)).status).toBe(401);
    const [{ hits }] = (await first.app
      .get(DataSource)
      .query(
        `SELECT max(hits)::int AS hits FROM auth_rate_limits WHERE blocked_until IS NULL`,
      )) as Array<{ hits: number }>;
    expect(hits).toBe(1);
  });
});
