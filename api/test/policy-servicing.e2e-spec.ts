import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { savePolicyRecord } from './servicing/bought-policy';
import { bearer, codeOf, isoDay, type QuoteBody } from './quotes/quote-helpers';
import { completedQuote as completedWith } from './purchase/purchase-helpers';

interface ChangeBody {
  id: string;
  quoteId: string;
  type: string;
  details: string;
  status: string;
  answer: string | null;
  answeredAt: string | null;
}

interface ClaimsBody {
  carrier: string | null;
  claimUrl: string | null;
  items: Array<{ id: string; dateOfLoss: string; amountOfLossCents: number; status: string }>;
}

describe('servicing a bound policy: change requests, claims and payments', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
    stranger = await registerClient(t);
  });

  afterAll(() => t?.close());

  /** A WC quote paid and signed, assigned to the agent, with its policy information saved. */
  async function completedQuote(): Promise<QuoteBody> {
    const chosen = await completedWith(t, agent.id);
    await savePolicyRecord(t, admin, chosen, {
      effectiveDate: isoDay(7),
      expirationDate: isoDay(372),
      blanketWaiverOfSubrogation: true,
    });
    return chosen;
  }

  /** A bound policy and its client's account. */
  async function boundPolicy(): Promise<{ quote: QuoteBody; client: SignedIn; carrier: string }> {
    const quote = await completedQuote();
    await t.http.post('/api/quote/activePolicy').set(bearer(admin)).send({ quoteId: quote.id });
    const client = await registerClient(t, { email: quote.client.email });
    const carrier = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!.carrier;
    return { quote, client, carrier };
  }

  const requestChange = (token: string, quoteId: string, body: Record<string, unknown> = {}) =>
    t.http
      .post('/api/quote/requestPolicyChanges')
      .set(bearer(token))
      .send({ quoteId, type: 'add_location', details: 'A second shop at 12 Main St.', ...body });

  const answer = (token: string, quoteId: string, requestId: string, body: object) =>
    t.http
      .post(`/api/quote/${quoteId}/policyChanges/${requestId}/answer`)
      .set(bearer(token))
      .send(body);

  describe('policy change requests', () => {
    it('the client asks, staff hear of it and answer, and the client sees the answer', async () => {
      const { quote, client } = await boundPolicy();
      const created = (await requestChange(client.token, quote.id).expect(201)).body as ChangeBody;
      expect(created).toMatchObject({
        quoteId: quote.id,
        type: 'add_location',
        status: 'submitted',
      });

      // The assigned agent is the staff who hears of it.
      const [toAgent] = await mailTo(t, agent.email).then((m) =>
        m.filter((x) => x.template === 'policy-change-submitted'),
      );
      expect(toAgent.text).toContain('A second shop at 12 Main St.');
      expect(toAgent.text).toContain(`/dashboard/quote/${quote.id}`);

      // The assigned agent takes it on, an admin completes it.
      const started = (
        await answer(agent.token, quote.id, created.id, { status: 'in_progress' }).expect(200)
      ).body as ChangeBody;
      expect(started).toMatchObject({ status: 'in_progress', answer: null });
      await answer(admin, quote.id, created.id, {
        status: 'completed',
        answer: 'Location added from the 1st of next month.',
      }).expect(200);

      const seen = (
        await t.http
          .get(`/api/quote/${quote.id}/policyChanges`)
          .set(bearer(client.token))
          .expect(200)
      ).body as ChangeBody[];
      expect(seen).toEqual([
        expect.objectContaining({
          id: created.id,
          status: 'completed',
          answer: 'Location added from the 1st of next month.',
        }),
      ]);
      expect(seen[0].answeredAt).not.toBeNull();
      const answered = (await mailTo(t, client.email)).filter(
        (m) => m.template === 'policy-change-answered',
      );
      expect(answered.map((m) => m.subject)).toEqual(
        expect.arrayContaining(['Your policy change request: completed']),
      );
      expect(answered.some((m) => m.text.includes('Location added'))).toBe(true);

      // A completed request takes no further answers; an unknown one is not there.
      const again = await answer(admin, quote.id, created.id, { status: 'declined' }).expect(409);
      expect(codeOf(again)).toBe(2101);
      const unknown = await answer(admin, quote.id, quote.id, { status: 'declined' }).expect(404);
      expect(codeOf(unknown)).toBe(2102);
    });

    it("refuses another client's policy (1203), another agent's client (1301) and a quote not bound (1956)", async () => {
      const { quote, client } = await boundPolicy();
      const created = (await requestChange(client.token, quote.id).expect(201)).body as ChangeBody;

      expect(codeOf(await requestChange(stranger.token, quote.id).expect(403))).toBe(1203);
      const list = await t.http
        .get(`/api/quote/${quote.id}/policyChanges`)
        .set(bearer(stranger.token))
        .expect(403);
      expect(codeOf(list)).toBe(1203);
      expect(codeOf(await requestChange(otherAgent.token, quote.id).expect(403))).toBe(1301);
      const foreign = await answer(otherAgent.token, quote.id, created.id, {
        status: 'declined',
      }).expect(403);
      expect(codeOf(foreign)).toBe(1301);
      // Clients do not answer their own requests.
      await answer(client.token, quote.id, created.id, { status: 'completed' }).expect(403);

      // The assigned agent may request for their client.
      await requestChange(agent.token, quote.id, { type: 'change_payroll' }).expect(201);

      const unbound = await completedQuote();
      expect(codeOf(await requestChange(admin, unbound.id).expect(409))).toBe(1956);
    });

    it('answers readable messages for a bad request', async () => {
      const { quote, client } = await boundPolicy();
      const res = await requestChange(client.token, quote.id, { type: 'rename', details: '' });
      expect(res.status).toBe(400);
      expect((res.body as { message: string[] }).message).toEqual(
        expect.arrayContaining([expect.stringContaining('Type must be one of')]),
      );
    });
  });

  describe('claims', () => {
    const report = (token: string, quoteId: string, body: Record<string, unknown> = {}) =>
      t.http
        .post('/api/quote/claims')
        .set(bearer(token))
        .send({
          quoteId,
          description: 'A customer slipped on a wet floor and broke a wrist.',
          amountOfLossCents: 1_250_000,
          dateOfLoss: isoDay(-3),
          status: 'open',
          ...body,
        });

    it('refuses a date of loss in the future and records nothing', async () => {
      const { quote, client } = await boundPolicy();
      const res = await report(client.token, quote.id, { dateOfLoss: isoDay(1) }).expect(400);
      expect(res.body).toMatchObject({
        code: ErrorCode.ClaimDateInvalid,
        message: 'Claim dates in the future are not allowed.',
      });
      const list = (
        await t.http.get(`/api/quote/${quote.id}/claims`).set(bearer(client.token)).expect(200)
      ).body as ClaimsBody;
      expect(list.items).toEqual([]);
    });

    it('refuses a date of loss more than ten years back (1800-01-01) and records nothing', async () => {
      const { quote, client } = await boundPolicy();
      for (const dateOfLoss of ['1800-01-01', isoDay(-11 * 366)]) {
        const res = await report(client.token, quote.id, { dateOfLoss }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: ErrorCode.ClaimDateInvalid,
          message: 'Claim dates more than 10 years ago are not allowed.',
          error: 'Bad Request',
        });
      }
      const list = (
        await t.http.get(`/api/quote/${quote.id}/claims`).set(bearer(client.token)).expect(200)
      ).body as ClaimsBody;
      expect(list.items).toEqual([]);
      await report(client.token, quote.id, { dateOfLoss: isoDay(-9 * 365) }).expect(201);
    });

    it('records the notice, mails the carrier and staff, and lists it with the claims link', async () => {
      const { quote, client, carrier } = await boundPolicy();
      const db = t.app.get(DataSource);
      const carrierEmail = `claims-${quote.id.slice(0, 8)}@carrier.example.com`;
      await db.query(
        `UPDATE carriers SET email = $2, claim_url = 'https://claims.carrier.example.com'
          WHERE lower(name) = lower($1)`,
        [carrier, carrierEmail],
      );
      const filed = (await report(client.token, quote.id).expect(201)).body as {
        id: string;
        carrierNotified: boolean;
      };
      expect(filed.carrierNotified).toBe(true);

      const [toCarrier] = await mailTo(t, carrierEmail);
      expect(toCarrier).toMatchObject({ template: 'claim-reported', status: expect.any(String) });
      expect(toCarrier.text).toContain('$12,500.00');
      expect(toCarrier.text).toContain('broke a wrist');
      const toStaff = (await mailTo(t, agent.email)).filter((m) => m.template === 'claim-reported');
      expect(toStaff.some((m) => m.text.includes(isoDay(-3)))).toBe(true);

      const list = (
        await t.http.get(`/api/quote/${quote.id}/claims`).set(bearer(client.token)).expect(200)
      ).body as ClaimsBody;
      expect(list).toMatchObject({ carrier, claimUrl: 'https://claims.carrier.example.com' });
      expect(list.items).toEqual([
        expect.objectContaining({
          id: filed.id,
          dateOfLoss: isoDay(-3),
          amountOfLossCents: 1_250_000,
          status: 'open',
        }),
      ]);

      // The assigned agent sees it; another client and another agent are refused.
      await t.http.get(`/api/quote/${quote.id}/claims`).set(bearer(agent.token)).expect(200);
      expect(codeOf(await report(stranger.token, quote.id).expect(403))).toBe(1203);
      const theirs = await t.http
        .get(`/api/quote/${quote.id}/claims`)
        .set(bearer(otherAgent.token))
        .expect(403);
      expect(codeOf(theirs)).toBe(1301);
    });
  });

  describe('payments made', () => {
    it("lists a quote's payments to whoever may see it, and refuses another client (1203)", async () => {
      const { quote, client } = await boundPolicy();
      const db = t.app.get(DataSource);
      const [checkout] = await db.query<Array<{ id: string }>>(
        `INSERT INTO checkouts (application_id, idempotency_key, amount_cents, description,
           customer_email, provider, provider_checkout_id, status)
         VALUES ($1::uuid, 'key-' || $1::text, 50000, 'First payment', 'client@example.com', 'sandbox',
           'co-' || $1::text, 'paid') RETURNING id`,
        [quote.id],
      );
      await db.query(
        `INSERT INTO payments (checkout_id, application_id, provider, provider_payment_id,
           amount_cents, method, paid_at)
         VALUES ($1, $2::uuid, 'sandbox', 'pay-' || $2::text, 50000, 'bank', now())`,
        [checkout.id, quote.id],
      );
      const mine = (
        await t.http.get(`/api/quote/${quote.id}/payments`).set(bearer(client.token)).expect(200)
      ).body as Array<{ amountCents: number; method: string }>;
      expect(mine).toEqual([expect.objectContaining({ amountCents: 50000, method: 'bank' })]);
      const res = await t.http
        .get(`/api/quote/${quote.id}/payments`)
        .set(bearer(stranger.token))
        .expect(403);
      expect(codeOf(res)).toBe(1203);
    });
  });
});
