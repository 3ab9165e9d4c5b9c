import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { adminToken, createTestApp, type TestApp } from './helpers/app';
import { createReferral, createRep, repToken } from './helpers/payroll-reps';

/** What this test uses of the example's main (examples/partner-client/src/main.ts). */
interface Example {
  main(options: {
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    waitMs?: number;
    onSubscribed?: (subscriptionId: string) => Promise<void>;
    log?: (line: string) => void;
  }): Promise<{
    referrals: Array<{ id: string }>;
    subscriptionId: string;
    event: { id: string; type: string; data: Record<string, unknown> };
    deliveries: Array<{ eventId: string; subscriptionId: string }>;
  }>;
}

/**
 * The partner client example, with the client generated from the reference, run as a partner
 * runs it against the app listening on a port: a token, the referrals, a subscription, and a
 * webhook it receives and verifies itself.
 */
describe('the partner client example', () => {
  let t: TestApp;
  let baseUrl: string;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const example = require(
    join(__dirname, '..', '..', 'examples', 'partner-client', 'src', 'main'),
  ) as Example;

  beforeAll(async () => {
    // A database of its own: no other suite's app works this one's delivery queue.
    t = await createTestApp({}, { isolatedDatabase: true });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
  });

  afterAll(() => t?.close());

  it("reads the company's referrals and receives a verified webhook on its own subscription", async () => {
    const admin = await adminToken(t);
    const rep = await createRep(t);
    const referralId = await createReferral(t, await repToken(t, rep.id));
    const created = await t.http
      .post('/api/admin/api-clients')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        name: 'Example partner system',
        partnerKind: 'payroll_company',
        partnerId: rep.payrollCompanyId,
        scopes: ['referrals:read', 'webhooks:manage'],
      })
      .expect(201);
    const { client, clientSecret } = created.body as {
      client: { id: string };
      clientSecret: string;
    };
    const lines: string[] = [];

    const result = await example.main({
      baseUrl,
      clientId: client.id,
      clientSecret,
      waitMs: 15_000,
      log: (line) => lines.push(line),
      // Business happens while the partner waits: staff move the company's referral on.
      onSubscribed: async () => {
        await t.http
          .post(`/api/payroll-partners/referraltrak/admin/${referralId}/status`)
          .set('Authorization', `Bearer ${admin}`)
          .send({ status: 'Could not reach client' })
          .expect(200);
      },
    });

    expect(result.referrals.map((r) => r.id)).toContain(referralId);
    expect(result.event).toMatchObject({
      type: 'referral.status_changed',
      data: { referralId, status: 'Could not reach client' },
    });
    expect(result.deliveries).toContainEqual(
      expect.objectContaining({ eventId: result.event.id, subscriptionId: result.subscriptionId }),
    );
    expect(lines.join('\n')).toContain('signature verified');
    // The example cleans up after itself.
    const left = await t.app
      .get(DataSource)
      .query(`SELECT 1 FROM webhook_subscriptions WHERE id = $1`, [result.subscriptionId]);
    expect(left).toHaveLength(0);
  });
});
