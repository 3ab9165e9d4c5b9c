import { createHmac } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'supertest';
import { adminToken, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createReferral, createRep, repToken } from './helpers/payroll-reps';

interface Subscription {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  apiClientId: string | null;
}

/** Partners' systems managing their own webhook subscriptions with client-credentials tokens. */
describe("a partner's API client and its own webhook subscriptions", () => {
  let t: TestApp;
  let admin: string;
  const arrivals: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  let hookUrl = '';

  beforeAll(async () => {
    // A database of its own: no other suite's app works this one's delivery queue.
    t = await createTestApp({}, { isolatedDatabase: true });
    admin = await adminToken(t);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });

  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await t?.close();
  });

  const asAdmin = (req: Test) => req.set('Authorization', `Bearer ${admin}`);

  /** A client of the partner, signed in: its id and a bearer token. */
  async function machine(partnerKind: string, partnerId: string, scopes: string[]) {
    const created = await asAdmin(t.http.post('/api/admin/api-clients'))
      .send({ name: 'Partner system', partnerKind, partnerId, scopes })
      .expect(201);
    const { client, clientSecret } = created.body as {
      client: { id: string };
      clientSecret: string;
    };
    const issued = await t.http
      .post('/api/oauth/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: client.id, client_secret: clientSecret })
      .expect(200);
    const token = (issued.body as { access_token: string }).access_token;
    const as = (req: Test) => req.set('Authorization', `Bearer ${token}`);
    return { id: client.id, token, as };
  }

  async function subscribe(m: { as: (r: Test) => Test }, body: Record<string, unknown> = {}) {
    const res = await m
      .as(t.http.post('/api/integrations/webhooks/subscriptions'))
      .send({ url: hookUrl, eventTypes: ['referral.status_changed'], ...body })
      .expect(201);
    return res.body as { subscription: Subscription; secret: string };
  }

  it('lists, creates, changes, rotates and deletes only its own subscriptions', async () => {
    const rep = await createRep(t);
    const client = await machine('payroll_company', rep.payrollCompanyId, ['webhooks:manage']);
    const { subscription, secret } = await subscribe(client, { description: 'Our CRM' });
    expect(secret).toMatch(/^whsec_/);
    expect(subscription).toMatchObject({
      partnerKind: 'payroll_company',
      partnerId: rep.payrollCompanyId,
      apiClientId: client.id,
      url: hookUrl,
      eventTypes: ['referral.status_changed'],
      enabled: true,
    });

    const listed = await client.as(t.http.get('/api/integrations/webhooks/subscriptions'));
    expect((listed.body as Subscription[]).map((s) => s.id)).toEqual([subscription.id]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const changed = await client
      .as(t.http.patch(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .send({
        url: `${hookUrl}/v2`,
        eventTypes: ['referral.status_changed', 'quote.rated'],
        enabled: false,
      })
      .expect(200);
    expect(changed.body).toMatchObject({
      url: `${hookUrl}/v2`,
      eventTypes: ['referral.status_changed', 'quote.rated'],
      enabled: false,
    });
    const read = await client
      .as(t.http.get(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .expect(200);
    expect(read.body).toMatchObject({ enabled: false, url: `${hookUrl}/v2` });

    const rotated = await client
      .as(t.http.post(`/api/integrations/webhooks/subscriptions/${subscription.id}/rotate-secret`))
      .expect(200);
    const rotation = rotated.body as { secret: string; previousSecretExpiresAt: string };
    expect(rotation.secret).toMatch(/^whsec_/);
    expect(rotation.secret).not.toBe(secret);
    expect(Date.parse(rotation.previousSecretExpiresAt)).toBeGreaterThan(Date.now());

    const unusable = await client
      .as(t.http.patch(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .send({ url: 'ftp://example.com/hooks' })
      .expect(400);
    expect(unusable.body).toMatchObject({ code: 3024 });

    await client
      .as(t.http.delete(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .expect(204);
    const gone = await client
      .as(t.http.get(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .expect(404);
    expect(gone.body).toMatchObject({ code: 3021 });
  });

  it("refuses every other client's subscriptions and deliveries, the same partner's included", async () => {
    const rep = await createRep(t);
    const otherRep = await createRep(t);
    const mine = await machine('payroll_company', rep.payrollCompanyId, ['webhooks:manage']);
    const sameCompany = await machine('payroll_company', rep.payrollCompanyId, ['webhooks:manage']);
    const otherCompany = await machine('payroll_company', otherRep.payrollCompanyId, [
      'webhooks:manage',
    ]);
    const { subscription } = await subscribe(mine);
    // An admin's subscription for the same company is the admins' to manage.
    const byAdmin = await asAdmin(t.http.post('/api/webhooks/subscriptions'))
      .send({
        partnerKind: 'payroll_company',
        partnerId: rep.payrollCompanyId,
        url: hookUrl,
        eventTypes: ['referral.status_changed'],
      })
      .expect(201);
    const adminSubscription = (byAdmin.body as { subscription: Subscription }).subscription;
    expect(adminSubscription.apiClientId).toBeNull();

    // A delivery to my subscription: a status change of the company's referral.
    const referralId = await createReferral(t, await repToken(t, rep.id));
    await asAdmin(t.http.post(`/api/payroll-partners/referraltrak/admin/${referralId}/status`))
      .send({ status: 'Could not reach client' })
      .expect(200);
    let deliveryId = '';
    await eventually(async () => {
      const res = await mine.as(t.http.get('/api/integrations/webhooks/deliveries'));
      deliveryId = (res.body as Array<{ id: string }>)[0]?.id ?? '';
      return deliveryId !== '';
    }, 10_000);

    const mineListed = await mine.as(t.http.get('/api/integrations/webhooks/subscriptions'));
    expect((mineListed.body as Subscription[]).map((s) => s.id)).toEqual([subscription.id]);
    for (const other of [sameCompany, otherCompany]) {
      const list = await other.as(t.http.get('/api/integrations/webhooks/subscriptions'));
      expect(list.body).toEqual([]);
      const deliveries = await other.as(t.http.get('/api/integrations/webhooks/deliveries'));
      expect(deliveries.body).toEqual([]);
      const refusals: Array<[Test, number, number]> = [
        [
          other.as(t.http.get(`/api/integrations/webhooks/subscriptions/${subscription.id}`)),
          404,
          3021,
        ],
        [
          other
            .as(t.http.patch(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
            .send({ enabled: false }),
          404,
          3021,
        ],
        [
          other.as(
            t.http.post(
              `/api/integrations/webhooks/subscriptions/${subscription.id}/rotate-secret`,
            ),
          ),
          404,
          3021,
        ],
        [
          other.as(t.http.delete(`/api/integrations/webhooks/subscriptions/${subscription.id}`)),
          404,
          3021,
        ],
        [
          other
            .as(t.http.get('/api/integrations/webhooks/deliveries'))
            .query({ subscriptionId: subscription.id }),
          404,
          3021,
        ],
        [other.as(t.http.get(`/api/integrations/webhooks/deliveries/${deliveryId}`)), 404, 3022],
        [
          other.as(t.http.post(`/api/integrations/webhooks/deliveries/${deliveryId}/replay`)),
          404,
          3022,
        ],
      ];
      for (const [request, status, code] of refusals) {
        const res = await request;
        expect({ status: res.status, code: (res.body as { code?: number }).code }).toEqual({
          status,
          code,
        });
      }
    }
    // Nor does my client reach the admins' subscription.
    const adminsOwn = await mine
      .as(t.http.get(`/api/integrations/webhooks/subscriptions/${adminSubscription.id}`))
      .expect(404);
    expect(adminsOwn.body).toMatchObject({ code: 3021 });
    // Everything is as it was.
    const still = await mine
      .as(t.http.get(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .expect(200);
    expect(still.body).toMatchObject({ enabled: true, url: hookUrl });
  });

  it('reads its deliveries and replays one with the same event id, signed with its secret', async () => {
    const rep = await createRep(t);
    const client = await machine('payroll_company', rep.payrollCompanyId, ['webhooks:manage']);
    const { subscription, secret } = await subscribe(client);
    const referralId = await createReferral(t, await repToken(t, rep.id));
    await asAdmin(t.http.post(`/api/payroll-partners/referraltrak/admin/${referralId}/status`))
      .send({ status: 'Could not reach client' })
      .expect(200);
    const mineArrived = () => arrivals.filter((a) => a.body.includes(referralId));
    await eventually(async () => mineArrived().length === 1, 10_000);

    const listed = await client
      .as(t.http.get('/api/integrations/webhooks/deliveries'))
      .query({ subscriptionId: subscription.id })
      .expect(200);
    const [delivery] = listed.body as Array<{ id: string; eventId: string; status: string }>;
    await eventually(async () => {
      const res = await client.as(
        t.http.get(`/api/integrations/webhooks/deliveries/${delivery.id}`),
      );
      return (res.body as { status: string }).status === 'delivered';
    }, 5_000);
    const detail = await client
      .as(t.http.get(`/api/integrations/webhooks/deliveries/${delivery.id}`))
      .expect(200);
    expect(detail.body).toMatchObject({
      eventId: delivery.eventId,
      data: { referralId, status: 'Could not reach client' },
      attemptLog: [{ attempt: 1, statusCode: 204, replay: false }],
    });

    await client
      .as(t.http.post(`/api/integrations/webhooks/deliveries/${delivery.id}/replay`))
      .expect(202);
    await eventually(async () => mineArrived().length === 2, 10_000);
    for (const arrival of mineArrived()) {
      expect(arrival.headers['coverline-webhook-id']).toBe(delivery.eventId);
      const timestamp = String(arrival.headers['coverline-webhook-timestamp']);
      const expected = createHmac('sha256', secret)
        .update(`${timestamp}.${arrival.body}`)
        .digest('hex');
      expect(arrival.headers['coverline-webhook-signature']).toBe(`v1=${expected}`);
    }

    await client
      .as(t.http.patch(`/api/integrations/webhooks/subscriptions/${subscription.id}`))
      .send({ enabled: false })
      .expect(200);
    const disabled = await client
      .as(t.http.post(`/api/integrations/webhooks/deliveries/${delivery.id}/replay`))
      .expect(409);
    expect(disabled.body).toMatchObject({ code: 3025 });
  });

  it('needs the webhooks:manage scope and a client token, and caps a client at 20 subscriptions', async () => {
    const rep = await createRep(t);
    const readOnly = await machine('payroll_company', rep.payrollCompanyId, ['referrals:read']);
    const noScope = await readOnly
      .as(t.http.get('/api/integrations/webhooks/subscriptions'))
      .expect(403);
    expect(noScope.body).toMatchObject({ code: 3005 });
    const person = await asAdmin(t.http.get('/api/integrations/webhooks/subscriptions')).expect(
      403,
    );
    expect(person.body).toMatchObject({ code: 2702 });

    const client = await machine('payroll_company', rep.payrollCompanyId, ['webhooks:manage']);
    for (let i = 0; i < 20; i++) await subscribe(client);
    const over = await client
      .as(t.http.post('/api/integrations/webhooks/subscriptions'))
      .send({ url: hookUrl, eventTypes: ['quote.rated'] })
      .expect(409);
    expect(over.body).toMatchObject({ code: 3040 });
    const listed = await client.as(t.http.get('/api/integrations/webhooks/subscriptions'));
    expect(listed.body).toHaveLength(20);
    // Deleting one makes room for another.
    const first = (listed.body as Subscription[])[0];
    await client
      .as(t.http.delete(`/api/integrations/webhooks/subscriptions/${first.id}`))
      .expect(204);
    await subscribe(client);
  });

  it("records admins' webhook changes and replays in the audit trail, never a secret", async () => {
    const rep = await createRep(t);
    const created = await asAdmin(t.http.post('/api/webhooks/subscriptions'))
      .send({
        partnerKind: 'payroll_company',
        partnerId: rep.payrollCompanyId,
        url: hookUrl,
        eventTypes: ['referral.status_changed'],
      })
      .expect(201);
    const { subscription, secret } = created.body as { subscription: Subscription; secret: string };
    await asAdmin(t.http.patch(`/api/webhooks/subscriptions/${subscription.id}`))
      .send({ eventTypes: ['quote.rated', 'referral.status_changed'] })
      .expect(200);
    const rotated = await asAdmin(
      t.http.post(`/api/webhooks/subscriptions/${subscription.id}/rotate-secret`),
    ).expect(200);
    const referralId = await createReferral(t, await repToken(t, rep.id));
    await asAdmin(t.http.post(`/api/payroll-partners/referraltrak/admin/${referralId}/status`))
      .send({ status: 'Could not reach client' })
      .expect(200);
    let deliveryId = '';
    await eventually(async () => {
      const res = await asAdmin(t.http.get('/api/webhooks/deliveries')).query({
        subscriptionId: subscription.id,
      });
      deliveryId = (res.body as Array<{ id: string }>)[0]?.id ?? '';
      return deliveryId !== '';
    }, 10_000);
    await asAdmin(t.http.post(`/api/webhooks/deliveries/${deliveryId}/replay`)).expect(202);
    await asAdmin(t.http.delete(`/api/webhooks/subscriptions/${subscription.id}`)).expect(204);

    const trail = await asAdmin(t.http.get('/api/audit')).query({ pageSize: 50 }).expect(200);
    const records = (
      trail.body as {
        items: Array<{
          action: string;
          before: Record<string, unknown> | null;
          after: Record<string, unknown> | null;
        }>;
      }
    ).items.filter(
      (r) =>
        r.before?.webhookSubscriptionId === subscription.id ||
        r.after?.webhookSubscriptionId === subscription.id,
    );
    expect(records.map((r) => r.action).reverse()).toEqual([
      'createWebhookSubscription',
      'updateWebhookSubscription',
      'rotateWebhookSecret',
      'replayWebhookDelivery',
      'deleteWebhookSubscription',
    ]);
    const update = records.find((r) => r.action === 'updateWebhookSubscription')!;
    expect(update.before).toMatchObject({ eventTypes: 'referral.status_changed' });
    expect(update.after).toMatchObject({ eventTypes: 'quote.rated referral.status_changed' });
    const text = JSON.stringify(records);
    expect(text).not.toContain(secret);
    expect(text).not.toContain((rotated.body as { secret: string }).secret);
  });
});
