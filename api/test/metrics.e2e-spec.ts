import { ErrorCode } from '@coverline/contracts';
import { MailWorker } from '../src/platform/mail/mail.worker';
import { createTestApp, registerClient, type SignedIn, type TestApp } from './helpers/app';
import { bearer, codeOf, submittedWcQuote } from './quotes/quote-helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** The value of one sample line of the exposition, by its name and labels as printed. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    // A database of its own: the mail queue drained below holds only this file's mails.
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { isolatedDatabase: true });
    client = await registerClient(t);
  });
  afterAll(() => t?.close());

  const scrape = async () =>
    (await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('refuses a scrape without the token (401), and with another token or a session (403)', async () => {
    expect(codeOf(await t.http.get('/api/metrics').expect(401))).toBe(ErrorCode.SignInRequired);
    const wrong = await t.http
      .get('/api/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(0, -1)}x`)
      .expect(403);
    expect(codeOf(wrong)).toBe(ErrorCode.AccessDenied);
    const session = await t.http.get('/api/metrics').set(bearer(client.token)).expect(403);
    expect(codeOf(session)).toBe(ErrorCode.AccessDenied);
  });

  it('times requests by route template, never by the raw path', async () => {
    const me =
      'coverline_http_request_duration_seconds_count{method="GET",route="/api/users/me",status="200"}';
    const before = sample(await scrape(), me) ?? 0;
    await t.http.get('/api/users/me').set(bearer(client.token)).expect(200);
    await t.http.get('/api/users/me').set(bearer(client.token)).expect(200);
    const id = '00000000-0000-4000-8000-000000000000';
    await t.http.get(`/api/quote/getQuote/${id}`).set(bearer(client.token));
    await t.http.get('/api/no-such-route').expect(404);
    const text = await scrape();
    expect(sample(text, me)).toBe(before + 2);
    expect(text).toMatch(
      /coverline_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/users\/me",status="200"\}/,
    );
    expect(text).toContain('route="/api/quote/getQuote/:id"');
    expect(text).not.toContain(id);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('no-such-route');
  });

  it("reports the database pool's use and waits", async () => {
    const text = await scrape();
    expect(sample(text, 'coverline_db_pool_connections{state="max"}')).toBe(10);
    expect(sample(text, 'coverline_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'coverline_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toContain('coverline_nodejs_eventloop_lag_seconds');
  });

  it('reports the requests running their handlers and waiting for a place, and none is left holding one', async () => {
    // Answers of the not-found handler and of a route: each gives its place back.
    for (let i = 0; i < 5; i++) await t.http.get('/api/no-such-route').expect(404);
    await t.http.get('/api/users/me').set(bearer(client.token)).expect(200);
    // The scrape itself never waits for a place. A request of another test may still be on
    // its way out: the count must come back to none within a few seconds.
    let text = await scrape();
    for (
      let i = 0;
      i < 50 && sample(text, 'coverline_http_requests_admitted{state="running"}') !== 0;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
      text = await scrape();
    }
    expect(sample(text, 'coverline_http_requests_admitted{state="running"}')).toBe(0);
    expect(sample(text, 'coverline_http_requests_admitted{state="waiting"}')).toBe(0);
  });

  it('reports queue depth, job outcomes and mail deliveries', async () => {
    // Signing up queued a confirmation mail: one job waits in the mail queue.
    const before = await scrape();
    expect(
      sample(before, 'coverline_job_queue_depth{queue="mail-delivery"}'),
    ).toBeGreaterThanOrEqual(1);
    const ran = await t.app.get(MailWorker).drain();
    expect(ran).toBeGreaterThanOrEqual(1);
    const after = await scrape();
    expect(sample(after, 'coverline_job_queue_depth{queue="mail-delivery"}')).toBe(0);
    expect(sample(after, 'coverline_jobs_total{queue="mail-delivery",outcome="completed"}')).toBe(
      ran,
    );
    expect(sample(after, 'coverline_job_duration_seconds_count{queue="mail-delivery"}')).toBe(ran);
    // No SMTP server in the tests: mail is captured.
    expect(sample(after, 'coverline_deliveries_total{channel="mail",outcome="captured"}')).toBe(
      ran,
    );
  });

  it('reports rating durations, whole and per carrier', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    await t.http
      .post('/api/wc/quotes')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id })
      .expect(200);
    const text = await scrape();
    expect(sample(text, 'coverline_rating_duration_seconds_count{line="wc"}')).toBe(1);
    expect(text).toMatch(
      /coverline_rating_carrier_duration_seconds_count\{carrier="[^"]+",bindability="[A-Z_]+"\} [1-9]/,
    );
  });

  it('refuses everyone where no token is configured', async () => {
    const other = await createTestApp({}, { databaseUrl: t.config.databaseUrl });
    try {
      await other.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(403);
    } finally {
      await other.close();
    }
  });
});
