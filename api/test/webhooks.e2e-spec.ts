import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { adminToken, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createReferral, createRep, repToken } from './helpers/payroll-reps';
import { submittedWcQuote } from './quotes/quote-helpers';

/** A partner's receiver on a port of its own: records what arrives, answers the set status. */
class Receiver {
  readonly received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  status = 200;
  private server?: http.Server;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Down: nothing listens on the port any more. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  events(type?: string): Array<{ id: string; type: string; data: Record<string, unknown> }> {
    return this.received
      .map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> })
      .filter((e) => !type || e.type === type);
  }
}

/** The verification snippet of docs/partner-webhooks.md, run as a partner would run it. */
type Verify = (body: string, headers: IncomingHttpHeaders, secret: string) => { id: string };
function documentedVerifier(): Verify {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'partner-webhooks.md'), 'utf8');
  const snippet = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!snippet) throw new Error('no js snippet in docs/partner-webhooks.md');
  const file = join(mkdtempSync(join(tmpdir(), 'webhook-snippet-')), 'verify.cjs');
  writeFileSync(file, snippet);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as { verifyCoverlineWebhook: Verify }).verifyCoverlineWebhook;
}

describe('webhooks', () => {
  let t: TestApp;
  let admin: string;
  const receiver = new Receiver();
  const verify = documentedVerifier();

  beforeAll(async () => {
    // A database of its own: no other suite's app works this one's delivery queue.
    t = await createTestApp(
      { WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_LIMIT: '6', WEBHOOK_TIMEOUT_MS: '2000' },
      { isolatedDatabase: true },
    );
    admin = await adminToken(t);
    await receiver.start();
  });

  afterAll(async () => {
    await receiver.stop();
    await t?.close();
  });

  const asAdmin = <T extends { set(k: string, v: string): T }>(req: T) =>
    req.set('Authorization', `Bearer ${admin}`);

  async function subscribe(body: Record<string, unknown>) {
    const res = await asAdmin(t.http.post('/api/webhooks/subscriptions'))
      .send({ url: receiver.url, ...body })
      .expect(201);
    return res.body as { subscription: { id: string }; secret: string };
  }

  /** A rep's referral, closed by an admin: a `referral.status_changed` for its company. */
  async function referralWithCompany() {
    const rep = await createRep(t);
    const referralId = await createReferral(t, await repToken(t, rep.id));
    return { companyId: rep.payrollCompanyId, referralId };
  }
  const closeReferral = (id: string) =>
    asAdmin(t.http.post(`/api/payroll-partners/referraltrak/admin/${id}/status`))
      .send({ status: 'Could not reach client' })
      .expect(200);

  async function deliveriesOf(subscriptionId: string) {
    const res = await asAdmin(t.http.get('/api/webhooks/deliveries'))
      .query({ subscriptionId })
      .expect(200);
    return res.body as Array<{
      id: string;
      eventId: string;
      status: string;
      attempts: number;
      lastStatusCode: number | null;
      lastLatencyMs: number | null;
    }>;
  }

  it('delivers a signed event to the partner it concerns, which the documented snippet verifies', async () => {
    const { companyId, referralId } = await referralWithCompany();
    const other = await referralWithCompany();
    const { secret, subscription } = await subscribe({
      partnerKind: 'payroll_company',
      partnerId: companyId,
      eventTypes: ['referral.status_changed'],
    });
    await closeReferral(other.referralId);
    await closeReferral(referralId);

    await eventually(async () => receiver.events('referral.status_changed').length > 0, 10_000);
    const arrival = receiver.received.find((r) => r.body.includes(referralId))!;
    const event = verify(arrival.body, arrival.headers, secret) as unknown as {
      id: string;
      version: number;
      data: Record<string, unknown>;
    };
    expect(event.version).toBe(1);
    expect(event.data).toMatchObject({
      referralId,
      previousStatus: 'Submitted',
      status: 'Could not reach client',
    });
    expect(arrival.headers['coverline-webhook-id']).toBe(event.id);
    // Another company's referral does not reach this subscription.
    expect(receiver.received.some((r) => r.body.includes(other.referralId))).toBe(false);
    // A wrong secret or a changed body does not verify.
    expect(() => verify(arrival.body, arrival.headers, 'whsec_wrong')).toThrow();
    expect(() => verify(arrival.body.replace('1', '2'), arrival.headers, secret)).toThrow();

    await eventually(async () => (await deliveriesOf(subscription.id))[0]?.status === 'delivered');
    const [logged] = await deliveriesOf(subscription.id);
    expect(logged).toMatchObject({ eventId: event.id, attempts: 1, lastStatusCode: 200 });
    expect(logged.lastLatencyMs).toEqual(expect.any(Number));
  });

  it('records nothing for a change that is rolled back', async () => {
    const { companyId, referralId } = await referralWithCompany();
    const { subscription } = await subscribe({
      partnerKind: 'payroll_company',
      partnerId: companyId,
      eventTypes: ['referral.status_changed'],
    });
    const db = t.app.get(DataSource);
    await db
      .transaction(async (m) => {
        await m.query(`UPDATE referrals SET status = 'Recent or duplicate' WHERE id = $1`, [
          referralId,
        ]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM webhook_deliveries WHERE subscription_id = $1`,
      [subscription.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('announces new deliveries as their transaction commits, for the workers to queue at once', async () => {
    const { companyId, referralId } = await referralWithCompany();
    await subscribe({
      partnerKind: 'payroll_company',
      partnerId: companyId,
      eventTypes: ['referral.status_changed'],
    });
    const listener = new Client({ connectionString: t.config.databaseUrl });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.channel));
      await listener.query('LISTEN webhook_deliveries');
      await closeReferral(referralId);
      await eventually(async () => heard.length > 0, 5_000);
      expect(heard).toContain('webhook_deliveries');
    } finally {
      await listener.end();
    }
  });

  it('sends a carrier the ratings of its own quotes only', async () => {
    const carriers: Array<{ id: string; name: string }> = await t.app
      .get(DataSource)
      .query(`SELECT id, name FROM carriers WHERE name = 'Hartford'`);
    const { subscription, secret } = await subscribe({
      partnerKind: 'carrier',
      partnerId: carriers[0].id,
      eventTypes: ['quote.rated'],
    });
    const { quote, guestToken } = await submittedWcQuote(t);
    await t.http
      .post('/api/wc/quotes')
      .set('Authorization', `Bearer ${guestToken}`)
      .send({ quoteId: quote.id })
      .expect(200);
    await eventually(
      async () => receiver.events('quote.rated').some((e) => e.data.quoteId === quote.id),
      10_000,
    );
    const rated = receiver.received.filter((r) => r.body.includes(quote.id));
    expect(
      rated.map((r) => (JSON.parse(r.body) as { data: { carrier: string } }).data.carrier),
    ).toEqual(['Hartford']);
    verify(rated[0].body, rated[0].headers, secret);
    await asAdmin(t.http.delete(`/api/webhooks/subscriptions/${subscription.id}`)).expect(204);
  });

  it('retries with backoff while the receiver is down, then delivers the same event once it is back', async () => {
    const { companyId, referralId } = await referralWithCompany();
    const { subscription, secret } = await subscribe({
      partnerKind: 'payroll_company',
      partnerId: companyId,
      eventTypes: ['referral.status_changed'],
    });
    // First failing with 500s, then not listening at all.
    receiver.status = 500;
    await closeReferral(referralId);
    await eventually(
      async () => receiver.received.some((r) => r.body.includes(referralId)),
      10_000,
    );
    const port = receiver.port;
    await receiver.stop();
    await eventually(async () => (await deliveriesOf(subscription.id))[0]?.attempts >= 2, 15_000);
    receiver.status = 200;
    await receiver.start(port);

    await eventually(
      async () => (await deliveriesOf(subscription.id))[0]?.status === 'delivered',
      30_000,
    );
    const arrivals = receiver.received.filter((r) => r.body.includes(referralId));
    const ids = new Set(arrivals.map((a) => a.headers['coverline-webhook-id']));
    expect(ids.size).toBe(1);
    verify(arrivals[arrivals.length - 1].body, arrivals[arrivals.length - 1].headers, secret);

    const [delivery] = await deliveriesOf(subscription.id);
    const detail = await asAdmin(t.http.get(`/api/webhooks/deliveries/${delivery.id}`)).expect(200);
    const log = (
      detail.body as { attemptLog: Array<{ statusCode: number | null; error: string | null }> }
    ).attemptLog;
    expect(log.length).toBeGreaterThanOrEqual(3);
    expect(log[0]).toMatchObject({ statusCode: 500 });
    expect(log.some((a) => a.statusCode === null && a.error)).toBe(true);
    expect(log[log.length - 1]).toMatchObject({ statusCode: 200, error: null });
  }, 60_000);

  it("sends a receiver's waiting deliveries as soon as one retry gets through", async () => {
    const rep = await createRep(t);
    const bearer = await repToken(t, rep.id);
    const first = await createReferral(t, bearer);
    const second = await createReferral(t, bearer);
    const { subscription } = await subscribe({
      partnerKind: 'payroll_company',
      partnerId: rep.payrollCompanyId,
      eventTypes: ['referral.status_changed'],
    });
    receiver.status = 500;
    await closeReferral(first);
    await closeReferral(second);
    await eventually(async () => {
      const deliveries = await deliveriesOf(subscription.id);
      return deliveries.length === 2 && deliveries.every((d) => d.attempts >= 1);
    }, 15_000);
    // The second event's next retry is an hour away, as a long backoff would leave it.
    const db = t.app.get(DataSource);
    const [waiting] = (await deliveriesOf(subscription.id)).filter((d) =>
      receiver.received.some(
        (r) => r.body.includes(second) && r.headers['coverline-webhook-id'] === d.eventId,
      ),
    );
    await db.query(
      `UPDATE pgboss.job SET start_after = now() + interval '1 hour'
        WHERE name = 'webhook-delivery' AND data->>'deliveryId' = $1 AND state < 'active'`,
      [waiting.id],
    );
    receiver.status = 200;

    await eventually(async () => {
      const deliveries = await deliveriesOf(subscription.id);
      return deliveries.every((d) => d.status === 'delivered');
    }, 20_000);
  }, 60_000);

  it('replays a delivery with the same event id; disabled subscriptions are not replayed', async () => {
    const { companyId, referralId } = await referralWithCompany();
    const { subscription } = await subscribe({
      partnerKind: 'payroll_company',
      partnerId: companyId,
      eventTypes: ['referral.status_changed'],
    });
    await closeReferral(referralId);
    await eventually(
      async () => (await deliveriesOf(subscription.id))[0]?.status === 'delivered',
      10_000,
    );
    const [delivery] = await deliveriesOf(subscription.id);
    const before = receiver.received.filter((r) => r.body.includes(referralId)).length;

    await asAdmin(t.http.post(`/api/webhooks/deliveries/${delivery.id}/replay`)).expect(202);
    await eventually(
      async () => receiver.received.filter((r) => r.body.includes(referralId)).length > before,
      10_000,
    );
    const arrivals = receiver.received.filter((r) => r.body.includes(referralId));
    expect(new Set(arrivals.map((a) => a.headers['coverline-webhook-id']))).toEqual(
      new Set([delivery.eventId]),
    );
    const detail = await asAdmin(t.http.get(`/api/webhooks/deliveries/${delivery.id}`)).expect(200);
    await eventually(async () => {
      const d = await asAdmin(t.http.get(`/api/webhooks/deliveries/${delivery.id}`));
      return (d.body as { attemptLog: Array<{ replay: boolean }> }).attemptLog.some(
        (a) => a.replay,
      );
    });
    expect(detail.body).toMatchObject({ eventId: delivery.eventId });

    await asAdmin(t.http.patch(`/api/webhooks/subscriptions/${subscription.id}`))
      .send({ enabled: false })
      .expect(200);
    const refused = await asAdmin(
      t.http.post(`/api/webhooks/deliveries/${delivery.id}/replay`),
    ).expect(409);
    expect(refused.body).toMatchObject({ code: 3025 });
  });

  it('rotates a secret: both secrets sign while they overlap', async () => {
    const { companyId, referralId } = await referralWithCompany();
    const { subscription, secret: oldSecret } = await subscribe({
      partnerKind: 'payroll_company',
      partnerId: companyId,
      eventTypes: ['referral.status_changed'],
    });
    const rotated = await asAdmin(
      t.http.post(`/api/webhooks/subscriptions/${subscription.id}/rotate-secret`),
    ).expect(200);
    const newSecret = (rotated.body as { secret: string }).secret;
    expect(newSecret).not.toBe(oldSecret);
    await closeReferral(referralId);
    await eventually(
      async () => receiver.received.some((r) => r.body.includes(referralId)),
      10_000,
    );
    const arrival = receiver.received.find((r) => r.body.includes(referralId))!;
    verify(arrival.body, arrival.headers, newSecret);
    verify(arrival.body, arrival.headers, oldSecret);
    // The secret is never shown again.
    const listed = await asAdmin(t.http.get('/api/webhooks/subscriptions')).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(newSecret);
  });

  it('refuses an unknown partner and an unusable address with catalogue codes', async () => {
    const { companyId } = await referralWithCompany();
    const unknown = await asAdmin(t.http.post('/api/webhooks/subscriptions'))
      .send({
        partnerKind: 'carrier',
        partnerId: companyId,
        url: receiver.url,
        eventTypes: ['quote.rated'],
      })
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 3023 });
    const ftp = await asAdmin(t.http.post('/api/webhooks/subscriptions'))
      .send({
        partnerKind: 'payroll_company',
        partnerId: companyId,
        url: 'ftp://example.com/hooks',
        eventTypes: ['quote.rated'],
      })
      .expect(400);
    expect(ftp.body).toMatchObject({ code: 3024 });
  });
});
