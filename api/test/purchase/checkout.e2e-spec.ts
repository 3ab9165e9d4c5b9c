import { ErrorCode } from '@coverline/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PurchaseSignaturesService } from '../../src/purchase/checkout/purchase-signatures.service';
import { adminToken, createTestApp, registerClient, type TestApp } from '../helpers/app';
import { pagePath, PAYING_CARD, signedResultOf } from '../payments/payments-helpers';
import { bearer, codeOf, readyToBindQuoteStatus } from './checkout-helpers';
import { billedQuote, readyToBindQuote, startCheckout } from './purchase-helpers';

describe('checkout of a selected quote', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
  });

  afterAll(() => t?.close());

  const count = async (sql: string, params: unknown[]) =>
    Number(((await db.query(sql, params)) as Array<{ n: string }>)[0].n);

  async function pay(redirectUrl: string, form: object = PAYING_CARD) {
    const res = await t.http.post(pagePath(redirectUrl)).type('form').send(form).expect(303);
    return signedResultOf(res.headers.location as string);
  }

  const callback = (body: object) => t.http.post('/api/quote/checkout/ascend/callback').send(body);

  it('starts one checkout of the first payment and moves the quote to Purchase pending', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const premium = quote.carrierQuotes.find(
      (q) => q.id === quote.selectedCarrierQuoteId,
    )!.annualPremiumCents;
    const res = await startCheckout(t, guestToken, quote.id).expect(200);
    expect(res.body).toMatchObject({
      quoteId: quote.id,
      status: 'Purchase pending',
      amountCents: premium,
    });
    const redirect = new URL((res.body as { redirectUrl: string }).redirectUrl);
    expect(redirect.pathname).toMatch(/^\/api\/sandbox-payments\/checkout\//);
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Purchase pending');
  });

  it('answers one checkout to a double click on Pay', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      startCheckout(t, guestToken, quote.id, key),
      startCheckout(t, guestToken, quote.id, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.redirectUrl).toBe(b.body.redirectUrl);
    expect(
      await count(`SELECT count(*) n FROM checkouts WHERE application_id = $1`, [quote.id]),
    ).toBe(1);
  });

  it('refuses checkout without billing information (1801), outside Ready to bind (1803) and for others (1203)', async () => {
    const { quote, guestToken } = await readyToBindQuote(t);
    expect(codeOf(await startCheckout(t, guestToken, quote.id).expect(409))).toBe(1801);
    const other = await registerClient(t);
    expect(codeOf(await startCheckout(t, other.token, quote.id).expect(403))).toBe(1203);
    await db.query(`UPDATE applications SET status = 'In review' WHERE id = $1`, [quote.id]);
    expect(codeOf(await startCheckout(t, guestToken, quote.id).expect(409))).toBe(1803);
  });

  it('records a payment once, moves the quote to Awaiting signatures, and says when a callback is a replay', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const started = await startCheckout(t, guestToken, quote.id).expect(200);
    const signed = await pay(started.body.redirectUrl as string);
    const first = await callback(signed).expect(200);
    expect(first.body).toMatchObject({
      quoteId: quote.id,
      status: 'Awaiting signatures',
      outcome: 'paid',
      paidAmountCents: started.body.amountCents,
      recorded: true,
    });
    const again = await callback(signed).set(bearer(guestToken)).expect(200);
    expect(again.body).toMatchObject({ status: 'Awaiting signatures', recorded: false });
    expect(
      await count(`SELECT count(*) n FROM payments WHERE application_id = $1`, [quote.id]),
    ).toBe(1);
    expect(codeOf(await startCheckout(t, guestToken, quote.id).expect(409))).toBe(1803);
  });

  it('records concurrent callbacks of one payment once', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const started = await startCheckout(t, guestToken, quote.id).expect(200);
    const signed = await pay(started.body.redirectUrl as string);
    const answers = await Promise.all([callback(signed), callback(signed), callback(signed)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.recorded).length).toBe(1);
    expect(
      await count(`SELECT count(*) n FROM payments WHERE application_id = $1`, [quote.id]),
    ).toBe(1);
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Awaiting signatures');
    await t.app.get(PurchaseSignaturesService).drain();
    expect(
      await count(`SELECT count(*) n FROM signature_packets WHERE application_id = $1`, [quote.id]),
    ).toBe(1);
  });

  it('refuses a forged callback (1601) and changes nothing', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const started = await startCheckout(t, guestToken, quote.id).expect(200);
    const signed = await pay(started.body.redirectUrl as string);
    const res = await callback({
      ...signed,
      signature: signed.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    }).expect(400);
    expect(codeOf(res)).toBe(1601);
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Purchase pending');
  });

  it('returns a declined payment to Ready to bind so the client can pay again', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const started = await startCheckout(t, guestToken, quote.id).expect(200);
    const signed = await pay(started.body.redirectUrl as string, {
      method: 'card',
      action: 'decline',
    });
    const res = await callback(signed).expect(200);
    expect(res.body).toMatchObject({
      status: 'Ready to bind',
      outcome: 'declined',
      paidAmountCents: null,
    });
    expect(res.body.message).toMatch(/declined/);
    const retry = await startCheckout(t, guestToken, quote.id).expect(200);
    expect(retry.body.redirectUrl).not.toBe(started.body.redirectUrl);
  });

  describe('quote/checkout/reset', () => {
    it('lets an admin close an open checkout and return the quote to Ready to bind', async () => {
      const { quote, guestToken } = await billedQuote(t);
      await startCheckout(t, guestToken, quote.id).expect(200);
      const res = await t.http
        .post('/api/quote/checkout/reset')
        .set(bearer(admin))
        .send({ quoteId: quote.id })
        .expect(200);
      expect(res.body).toEqual({ quoteId: quote.id, status: 'Ready to bind', reset: true });
      const trail = await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(admin)).expect(200);
      expect(trail.body).toMatchObject([
        {
          action: 'checkoutReset',
          before: { status: 'Purchase pending', checkoutOpen: true },
          after: { status: 'Ready to bind', checkoutOpen: false },
        },
      ]);
      expect(
        codeOf(
          await t.http
            .post('/api/quote/checkout/reset')
            .set(bearer(admin))
            .send({ quoteId: quote.id })
            .expect(409),
        ),
      ).toBe(1803);
    });

    it('refuses once paid (1605) and is for admins only', async () => {
      const { quote, guestToken } = await billedQuote(t);
      const started = await startCheckout(t, guestToken, quote.id).expect(200);
      await callback(await pay(started.body.redirectUrl as string)).expect(200);
      const res = await t.http
        .post('/api/quote/checkout/reset')
        .set(bearer(admin))
        .send({ quoteId: quote.id })
        .expect(409);
      expect(codeOf(res)).toBe(1605);
      await t.http
        .post('/api/quote/checkout/reset')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(403);
    });

    it('answers a quote that does not exist with 404 (2805)', async () => {
      const res = await t.http
        .post('/api/quote/checkout/reset')
        .set(bearer(admin))
        .send({ quoteId: randomUUID() })
        .expect(404);
      expect(codeOf(res)).toBe(ErrorCode.QuoteNotFound);
    });
  });
});
