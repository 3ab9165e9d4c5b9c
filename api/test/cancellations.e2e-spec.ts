import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addDaysIso, ErrorCode, InstalmentBilling } from '@coverline/contracts';
import { PaymentsService } from '../src/purchase/payments';
import { BillingRunService } from '../src/servicing/instalments';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';
import { boughtPolicy, type Purchase } from './servicing/bought-policy';

interface Billing {
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
  returnPremiumCents: number;
  balanceDueCents: number;
  netCollectedCents: number;
  instalments: Array<{ status: string }>;
  entries: Array<{ kind: string; amountCents: number }>;
}

describe('cancelling a bound policy', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;

  beforeAll(async () => {
    // A database of its own: the billing run works every instalment in its database, and
    // another file's run would take (and skip-lock) this file's instalments on its own day.
    t = await createTestApp(
      { PAYMENT_SANDBOX_LATENCY_MS: '0', RATING_SANDBOX_LATENCY_MS: '0' },
      { isolatedDatabase: true },
    );
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  /**
   * A visitor buys (in full, or with a down payment and instalments) and an admin binds the
   * policy with `carrier` for a year from `effectiveDate`.
   */
  const bought = ({ carrier = 'Hartford', ...purchase }: Purchase) =>
    boughtPolicy(t, { admin, agent }, { carrier, ...purchase });

  const billingOf = async (quoteId: string) =>
    (await t.http.get(`/api/policy-billing/${quoteId}`).set(bearer(admin)).expect(200))
      .body as Billing;

  /** What the sandbox provider kept for the application: its charges less their refunds. */
  const providerNet = async (quoteId: string) => {
    const [row] = await db.query<Array<{ paid: string; refunded: string }>>(
      `WITH charges AS (
         SELECT c.id, c.amount_cents FROM sandbox_charges c
           JOIN sandbox_checkouts k ON k.id = c.checkout_id
          WHERE c.status = 'paid' AND k.reference IN (
            SELECT id::text FROM policy_instalments WHERE application_id = $1::uuid
            UNION SELECT id::text FROM checkouts WHERE application_id = $1::uuid))
       SELECT (SELECT coalesce(sum(amount_cents), 0) FROM charges) AS paid,
              (SELECT coalesce(sum(r.amount_cents), 0) FROM sandbox_refunds r
                WHERE r.charge_id IN (SELECT id FROM charges)) AS refunded`,
      [quoteId],
    );
    return Number(row.paid) - Number(row.refunded);
  };

  const cancel = (quoteId: string, body: object, token = admin) =>
    t.http.post(`/api/quote/${quoteId}/cancel`).set(bearer(token)).send(body);
  const preview = (quoteId: string, body: object, token = admin) =>
    t.http.post(`/api/quote/${quoteId}/cancellation/preview`).set(bearer(token)).send(body);

  it('cancels pro rata mid-term: refunds the unearned premium and the ledger reconciles with the provider', async () => {
    const effectiveDate = isoDay(-100);
    const { quote, premium, email, client } = await bought({ effectiveDate });
    const today = isoDay(0);
    const body = { reason: 'underwriting', cancellationDate: today };
    const earned = Math.round((premium * 100) / 365);

    const previewed = await preview(quote.id, body).expect(200);
    expect(previewed.body).toMatchObject({
      method: 'pro_rata',
      termDays: 365,
      daysInForce: 100,
      premiumCents: premium,
      earnedCents: earned,
      returnPremiumCents: premium - earned,
      refundCents: premium - earned,
      balanceDueCents: 0,
      carrierNotified: true,
    });
    // A preview changes nothing.
    expect((await billingOf(quote.id)).refundedCents).toBe(0);

    const res = await cancel(quote.id, { ...body, note: 'Carrier withdrew the class' }).expect(201);
    expect(res.body).toMatchObject({
      quoteId: quote.id,
      reason: 'underwriting',
      cancellationDate: today,
      method: 'pro_rata',
      earnedCents: earned,
      refundCents: premium - earned,
      carrierConfirmation: expect.stringMatching(/^CXL-[0-9A-F]{10}$/),
    });

    const billing = await billingOf(quote.id);
    expect(billing).toMatchObject({
      collectedCents: premium,
      refundedCents: premium - earned,
      returnPremiumCents: premium - earned,
      balanceDueCents: 0,
      netCollectedCents: earned,
    });
    // Sum of the ledger = charged - refunded at the provider.
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));

    const read = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(client.token))
      .expect(200);
    expect(read.body.cancellation).toMatchObject({
      cancellationDate: today,
      refundCents: premium - earned,
    });

    const policies = await t.http
      .get('/api/quote/myPolicies')
      .set(bearer(client.token))
      .expect(200);
    const listed = (policies.body.items as Array<{ quoteId: string; status: string }>).find(
      (p) => p.quoteId === quote.id,
    );
    expect(listed?.status).toBe('Cancelled');

    const mails = await mailTo(t, email);
    const notice = mails.find((m) => m.template === 'policy-cancelled');
    expect(notice?.text).toContain('is cancelled by the carrier');
    const documents = await t.http
      .get(`/api/quote/${quote.id}/documents`)
      .set(bearer(client.token))
      .expect(200);
    expect(
      (documents.body as Array<{ type: string }>).some((d) => d.type === 'CANCELLATION_NOTICE'),
    ).toBe(true);

    // Once: a second cancellation is refused and refunds nothing more.
    expect(codeOf(await cancel(quote.id, body).expect(409))).toBe(ErrorCode.PolicyAlreadyCancelled);
    expect((await billingOf(quote.id)).refundedCents).toBe(premium - earned);
  });

  it('cancels flat on the effective date before the start: everything collected comes back and instalments stop', async () => {
    const effectiveDate = isoDay(10);
    const { quote, premium } = await bought({ effectiveDate, paymentChoice: 'Payments' });
    const before = await billingOf(quote.id);
    expect(before.instalments.length).toBeGreaterThan(0);

    const res = await cancel(quote.id, {
      reason: 'client_request',
      cancellationDate: effectiveDate,
    }).expect(201);
    expect(res.body).toMatchObject({
      method: 'flat',
      earnedCents: 0,
      returnPremiumCents: premium,
      refundCents: before.collectedCents,
    });
    const billing = await billingOf(quote.id);
    expect(billing.instalments.every((i) => i.status === 'Cancelled')).toBe(true);
    expect(billing).toMatchObject({ netCollectedCents: 0, balanceDueCents: 0 });
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));
  });

  it('applies short rate when the client asks and the carrier says so', async () => {
    const { quote, premium } = await bought({ effectiveDate: isoDay(-100), carrier: 'Employers' });
    const res = await preview(quote.id, {
      reason: 'client_request',
      cancellationDate: isoDay(0),
    }).expect(200);
    const proRataUnearned = premium - Math.round((premium * 100) / 365);
    expect(res.body).toMatchObject({
      method: 'short_rate',
      carrierShortRate: true,
      returnPremiumCents: Math.floor(proRataUnearned * 0.9),
    });
    const other = await preview(quote.id, {
      reason: 'non_payment',
      cancellationDate: isoDay(0),
    }).expect(200);
    expect(other.body.method).toBe('pro_rata');
  });

  it("completing the client's cancellation request cancels the policy", async () => {
    const { quote, premium, client } = await bought({
      effectiveDate: isoDay(5),
      carrier: 'Acme Mutual',
    });
    const requested = await t.http
      .post('/api/quote/requestPolicyChanges')
      .set(bearer(client.token))
      .send({ quoteId: quote.id, type: 'cancel', details: 'We closed the business.' })
      .expect(201);
    await t.http
      .post(`/api/quote/${quote.id}/policyChanges/${requested.body.id}/answer`)
      .set(bearer(agent.token))
      .send({ status: 'completed', answer: 'Done' })
      .expect(200);
    const read = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(client.token))
      .expect(200);
    expect(read.body.cancellation).toMatchObject({
      reason: 'client_request',
      method: 'flat',
      cancellationDate: isoDay(5),
      returnPremiumCents: premium,
      // A carrier outside the API is told by staff.
      carrierConfirmation: null,
      note: 'We closed the business.',
    });
  });

  it('cancels for non-payment when the notice date comes, pro rata, settling against the earned premium', async () => {
    // The sandbox card that pays at checkout and declines every later charge on file.
    const { quote, email } = await bought({
      effectiveDate: isoDay(1),
      paymentChoice: 'Payments',
      cardNumber: '4000 0000 0000 0341',
    });
    const run = t.app.get(BillingRunService);
    const first = (await billingOf(quote.id)).instalments[0] as unknown as {
      dueOn: string;
      nextAttemptOn: string | null;
    };
    let day = first.dueOn;
    for (let attempt = 1; attempt <= InstalmentBilling.maxAttempts; attempt++) {
      await run.run(day);
      const now = (await billingOf(quote.id)).instalments[0] as unknown as {
        nextAttemptOn: string | null;
      };
      if (now.nextAttemptOn) day = now.nextAttemptOn;
    }
    const noticeDay = addDaysIso(day, InstalmentBilling.noticeAfterMissedDays);
    await run.run(noticeDay);
    const cancellationOn = addDaysIso(noticeDay, InstalmentBilling.nonPaymentNoticeDays);
    // Not before the date the notice announced.
    await run.run(addDaysIso(cancellationOn, -1));
    const none = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(admin))
      .expect(200);
    expect(none.body.cancellation).toBeNull();

    const summary = await run.run(cancellationOn);
    expect(summary.cancelled).toBeGreaterThanOrEqual(1);
    const read = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(admin))
      .expect(200);
    expect(read.body.cancellation).toMatchObject({
      reason: 'non_payment',
      method: 'pro_rata',
      cancellationDate: cancellationOn,
    });
    const billing = await billingOf(quote.id);
    expect(billing.instalments.every((i) => i.status === 'Cancelled')).toBe(true);
    // What the provider kept plus what is still owed is the premium earned to the date.
    const { earnedCents, balanceDueCents } = read.body.cancellation as {
      earnedCents: number;
      balanceDueCents: number;
    };
    expect(billing.netCollectedCents + balanceDueCents).toBe(earnedCents);
    expect(billing.balanceDueCents).toBe(balanceDueCents);
    expect(billing.netCollectedCents).toBe(await providerNet(quote.id));
    const mail = (await mailTo(t, email)).find((m) => m.template === 'policy-cancelled');
    expect(mail?.text).toContain('for non-payment of premium');
    // A later run cancels nothing more.
    await run.run(cancellationOn);
  });

  it('records the policy.cancelled webhook for the carrier, and a refund asked again pays nothing more', async () => {
    const [carrier] = await db.query<Array<{ id: string }>>(
      `SELECT id FROM carriers WHERE name = 'Cowbell'`,
    );
    const [subscription] = await db.query<Array<{ id: string }>>(
      `INSERT INTO webhook_subscriptions (partner_kind, partner_id, url, event_types, secret_sealed)
       VALUES ('carrier', $1, 'https://receiver.example.com/hooks', '{policy.cancelled}', 'unused')
       RETURNING id`,
      [carrier.id],
    );
    try {
      const { quote, premium } = await bought({ effectiveDate: isoDay(-30), carrier: 'Cowbell' });
      const res = await cancel(quote.id, { reason: 'other', cancellationDate: isoDay(0) }).expect(
        201,
      );
      const events = await db.query<Array<{ data: Record<string, unknown> }>>(
        `SELECT data FROM webhook_events WHERE type = 'policy.cancelled' AND data->>'quoteId' = $1`,
        [quote.id],
      );
      expect(events).toHaveLength(1);
      expect(events[0].data).toMatchObject({
        carrier: 'Cowbell',
        cancellationDate: isoDay(0),
        reason: 'other',
        method: 'pro_rata',
        returnPremiumCents: premium - Math.round((premium * 30) / 365),
      });

      // The provider answers the same refund for the same key and refunds no more than was paid.
      const payments = t.app.get(PaymentsService);
      const [paid] = await db.query<Array<{ id: string }>>(
        `SELECT provider_payment_id AS id FROM policy_ledger_entries e
           JOIN policies p ON p.id = e.policy_id
          WHERE p.application_id = $1 AND e.kind = 'Refunded'`,
        [quote.id],
      );
      const left = await payments.refundable(paid.id);
      expect(left).toBe(premium - (res.body as { refundCents: number }).refundCents);
      const key = `test:${randomUUID()}`;
      const once = await payments.refund({
        providerPaymentId: paid.id,
        amountCents: 1,
        reason: 'test',
        idempotencyKey: key,
      });
      const again = await payments.refund({
        providerPaymentId: paid.id,
        amountCents: 1,
        reason: 'test',
        idempotencyKey: key,
      });
      expect(again.providerRefundId).toBe(once.providerRefundId);
      expect(await payments.refundable(paid.id)).toBe(left - 1);
      await expect(
        payments.refund({
          providerPaymentId: paid.id,
          amountCents: left,
          reason: 'test',
          idempotencyKey: `test:${randomUUID()}`,
        }),
      ).rejects.toMatchObject({ code: ErrorCode.RefundNotPossible });
    } finally {
      await db.query(`UPDATE webhook_subscriptions SET enabled = false WHERE id = $1`, [
        subscription.id,
      ]);
      await db.query(
        `UPDATE webhook_deliveries SET status = 'cancelled' WHERE subscription_id = $1`,
        [subscription.id],
      );
    }
  });

  it('refuses dates outside the term, and reads null before any cancellation', async () => {
    const effectiveDate = isoDay(-10);
    const { quote, client } = await bought({ effectiveDate });
    const none = await t.http
      .get(`/api/quote/${quote.id}/cancellation`)
      .set(bearer(client.token))
      .expect(200);
    expect(none.body).toEqual({ cancellation: null, reinstatement: null });
    const early = await cancel(quote.id, {
      reason: 'other',
      cancellationDate: addDaysIso(effectiveDate, -1),
    }).expect(400);
    expect(codeOf(early)).toBe(ErrorCode.CancellationBeforeStart);
    const late = await preview(quote.id, {
      reason: 'other',
      cancellationDate: addDaysIso(effectiveDate, 365),
    }).expect(400);
    expect(codeOf(late)).toBe(ErrorCode.CancellationAfterExpiry);
    await cancel(quote.id, { reason: 'whenever', cancellationDate: isoDay(0) }).expect(400);
    await cancel(quote.id, { reason: 'other', cancellationDate: '2026-02-30' }).expect(400);
    await cancel(quote.id, { reason: 'other' }).expect(400);
  });

  it('lets only admins cancel, staff preview, and the owning client read', async () => {
    const { quote, client } = await bought({ effectiveDate: isoDay(-10) });
    const other = await registerClient(t);
    const body = { reason: 'other', cancellationDate: isoDay(0) };
    expect(codeOf(await cancel(quote.id, body, client.token).expect(403))).toBeDefined();
    await cancel(quote.id, body, agent.token).expect(403);
    await preview(quote.id, body, client.token).expect(403);
    await preview(quote.id, body, agent.token).expect(200);
    const otherAgent = await createAgent(t);
    expect(codeOf(await preview(quote.id, body, otherAgent.token))).toBe(ErrorCode.NotYourClient);
    expect(
      codeOf(await t.http.get(`/api/quote/${quote.id}/cancellation`).set(bearer(other.token))),
    ).toBe(ErrorCode.NotYourQuote);
    await t.http.get(`/api/quote/${quote.id}/cancellation`).expect(401);
  });
});
