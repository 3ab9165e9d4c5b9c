import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  checkoutInput,
  createApplication,
  pagePath,
  PAYING_CARD,
  paymentsOf,
  signedResultOf,
} from './payments-helpers';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: { code?: number }) => err.code,
  );

describe('checkout through the sandbox payment provider', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' });
    db = t.app.get(DataSource);
  });

  afterAll(() => t?.close());

  const count = async (sql: string, params: unknown[]) =>
    Number(((await db.query(sql, params)) as Array<{ n: string }>)[0].n);

  async function pay(redirectUrl: string | null, form: object = PAYING_CARD): Promise<string> {
    const res = await t.http.post(pagePath(redirectUrl)).type('form').send(form).expect(303);
    return res.headers.location as string;
  }

  it('starts one checkout for a double click with the same idempotency key', async () => {
    const applicationId = await createApplication(t);
    const input = checkoutInput(applicationId);
    const [a, b] = await Promise.all([
      paymentsOf(t).startCheckout(input),
      paymentsOf(t).startCheckout(input),
    ]);
    expect(a.checkout.id).toBe(b.checkout.id);
    expect([a.isNew, b.isNew].sort()).toEqual([false, true]);
    expect(a.checkout.redirectUrl).toBe(b.checkout.redirectUrl);
    expect(
      await count(`SELECT count(*) n FROM checkouts WHERE application_id = $1`, [applicationId]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) n FROM sandbox_checkouts WHERE reference = $1`, [a.checkout.id]),
    ).toBe(1);
  });

  it('answers the open checkout to a new key for the same amount, and refuses another amount', async () => {
    const applicationId = await createApplication(t);
    const first = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const again = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    expect(again).toMatchObject({ isNew: false, checkout: { id: first.checkout.id } });
    expect(
      await codeOf(paymentsOf(t).startCheckout(checkoutInput(applicationId, { amountCents: 1 }))),
    ).toBe(ErrorCode.CheckoutInProgress);
  });

  it('serves a sandbox page that runs nothing and is labelled as a sandbox', async () => {
    const { checkout } = await paymentsOf(t).startCheckout(
      checkoutInput(await createApplication(t)),
    );
    const res = await t.http.get(pagePath(checkout.redirectUrl)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline/);
    expect(res.text).toContain('SANDBOX');
    expect(res.text).toContain('Pay $900.00');
    expect(res.text).toContain('Decline this payment');
    expect(res.text).not.toMatch(/<script/i);
  });

  it('pays, returns to /ascend/callback with a signed result and records one payment however often it arrives', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const location = await pay(checkout.redirectUrl);
    expect(location.startsWith(`${t.config.publicUrl}/ascend/callback?result=`)).toBe(true);

    const first = await paymentsOf(t).recordResult(signedResultOf(location));
    expect(first).toMatchObject({
      isNew: true,
      checkout: { status: 'paid' },
      payment: { amountCents: 90_000, method: 'card', applicationId },
    });
    const replay = await paymentsOf(t).recordResult(signedResultOf(location));
    expect(replay).toMatchObject({ isNew: false, payment: { id: first.payment?.id } });
    expect(await paymentsOf(t).paymentsFor(applicationId)).toHaveLength(1);
    expect(await codeOf(paymentsOf(t).startCheckout(checkoutInput(applicationId)))).toBe(
      ErrorCode.CheckoutAlreadyPaid,
    );
  });

  it('records one payment when the same result arrives many times at once', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const signed = signedResultOf(await pay(checkout.redirectUrl));
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => paymentsOf(t).recordResult(signed)),
    );
    expect(outcomes.filter((o) => o.isNew)).toHaveLength(1);
    expect(await paymentsOf(t).paymentsFor(applicationId)).toHaveLength(1);
  });

  it('charges once for a double submit of the payment page', async () => {
    const { checkout } = await paymentsOf(t).startCheckout(
      checkoutInput(await createApplication(t)),
    );
    const [a, b] = await Promise.all([pay(checkout.redirectUrl), pay(checkout.redirectUrl)]);
    expect(signedResultOf(a).result).toBeTruthy();
    expect(b).toBeTruthy();
    expect(
      await count(
        `SELECT count(*) n FROM sandbox_charges c JOIN sandbox_checkouts s ON s.id = c.checkout_id
         WHERE s.reference = $1`,
        [checkout.id],
      ),
    ).toBe(1);
  });

  it('refuses a tampered or forged result with a clear error and records nothing', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const signed = signedResultOf(await pay(checkout.redirectUrl));
    const content = JSON.parse(Buffer.from(signed.result, 'base64url').toString()) as object;
    const tampered = Buffer.from(JSON.stringify({ ...content, amountCents: 100 })).toString(
      'base64url',
    );
    expect(await codeOf(paymentsOf(t).recordResult({ ...signed, result: tampered }))).toBe(
      ErrorCode.PaymentResultInvalid,
    );
    expect(await codeOf(paymentsOf(t).recordResult({ ...signed, signature: '0'.repeat(64) }))).toBe(
      ErrorCode.PaymentResultInvalid,
    );
    expect(await paymentsOf(t).paymentsFor(applicationId)).toEqual([]);
    expect(await paymentsOf(t).liveCheckout(applicationId)).toMatchObject({ status: 'open' });
  });

  it('marks a declined checkout declined and lets a new checkout pay', async () => {
    const applicationId = await createApplication(t);
    const declinedStart = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const declined = await paymentsOf(t).recordResult(
      signedResultOf(
        await pay(declinedStart.checkout.redirectUrl, { method: 'card', action: 'decline' }),
      ),
    );
    expect(declined).toMatchObject({
      isNew: true,
      payment: null,
      checkout: { status: 'declined' },
    });

    const retry = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    expect(retry.isNew).toBe(true);
    expect(retry.checkout.id).not.toBe(declinedStart.checkout.id);
    const paid = await paymentsOf(t).recordResult(
      signedResultOf(await pay(retry.checkout.redirectUrl)),
    );
    expect(paid.payment).toMatchObject({ amountCents: 90_000 });
    expect(await paymentsOf(t).paymentsFor(applicationId)).toHaveLength(1);
  });

  it('declines the declining test card', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const location = await pay(checkout.redirectUrl, {
      ...PAYING_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect((await paymentsOf(t).recordResult(signedResultOf(location))).checkout.status).toBe(
      'declined',
    );
  });

  it('shows the page again with what to correct, charging nothing', async () => {
    const { checkout } = await paymentsOf(t).startCheckout(
      checkoutInput(await createApplication(t)),
    );
    const res = await t.http
      .post(pagePath(checkout.redirectUrl))
      .type('form')
      .send({
        method: 'bank',
        action: 'pay',
        accountName: 'Owner',
        routingNumber: '123456789',
        accountNumber: '000123456789',
      })
      .expect(400);
    expect(res.text).toContain('Routing number is not a valid ABA routing number.');
    expect(res.text).not.toContain('000123456789');
    expect(
      await count(
        `SELECT count(*) n FROM sandbox_charges c JOIN sandbox_checkouts s ON s.id = c.checkout_id WHERE s.reference = $1`,
        [checkout.id],
      ),
    ).toBe(0);
  });

  it('lets an admin reset an open checkout, which closes its page, so a new one can start', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    expect(await paymentsOf(t).resetCheckout(applicationId)).toMatchObject({
      id: checkout.id,
      status: 'reset',
    });
    await t.http.get(pagePath(checkout.redirectUrl)).expect(409);
    await t.http.post(pagePath(checkout.redirectUrl)).type('form').send(PAYING_CARD).expect(409);
    const next = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    expect(next.checkout.id).not.toBe(checkout.id);
    expect(await paymentsOf(t).resetCheckout(await createApplication(t))).toBeNull();
  });

  it('refuses to reset a checkout the provider has charged, even before its result is recorded', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const location = await pay(checkout.redirectUrl);
    expect(await codeOf(paymentsOf(t).resetCheckout(applicationId))).toBe(
      ErrorCode.CheckoutAlreadyPaid,
    );
    await paymentsOf(t).recordResult(signedResultOf(location));
    expect(await codeOf(paymentsOf(t).resetCheckout(applicationId))).toBe(
      ErrorCode.CheckoutAlreadyPaid,
    );
    expect(await paymentsOf(t).paymentsFor(applicationId)).toHaveLength(1);
  });

  it('sends a returning browser back with a fresh result for the same charge', async () => {
    const applicationId = await createApplication(t);
    const { checkout } = await paymentsOf(t).startCheckout(checkoutInput(applicationId));
    const first = signedResultOf(await pay(checkout.redirectUrl));
    const back = await t.http.get(pagePath(checkout.redirectUrl)).expect(303);
    const second = signedResultOf(back.headers.location as string);
    const decode = (r: string) =>
      JSON.parse(Buffer.from(r, 'base64url').toString()) as { providerPaymentId: string };
    expect(decode(second.result).providerPaymentId).toBe(decode(first.result).providerPaymentId);
    await paymentsOf(t).recordResult(first);
    expect((await paymentsOf(t).recordResult(second)).isNew).toBe(false);
    expect(await paymentsOf(t).paymentsFor(applicationId)).toHaveLength(1);
  });
});
