import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PurchaseSignaturesService } from '../../src/purchase/checkout/purchase-signatures.service';
import { ApiProcess } from '../helpers/api-process';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/app';
import { bearer } from '../quotes/quote-helpers';
import { billedQuote, startCheckout } from '../purchase/purchase-helpers';
import { pagePath, PAYING_CARD, paymentsOf, signedResultOf } from './payments-helpers';

const WEBHOOK_SECRET = 'restart-test-payment-webhook-secret-0123456789';
const DATA_DIR = mkdtempSync(join(tmpdir(), 'coverline-restart-'));

/** The API as its own process (`src/main.ts`), on the test's database. */
function startApi(databaseUrl: string, port?: number): Promise<ApiProcess> {
  return ApiProcess.start(
    'the API',
    {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_KEY: '0'.repeat(64),
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_SANDBOX_LATENCY_MS: '50',
      MAIL_WORKER: 'off',
      LOG_LEVEL: 'silent',
    },
    port,
  );
}

/**
 * The API process dies between the provider's charge and the callback. After a restart on the
 * same database the payment page sends the browser back with the same charge; the original
 * callback and the new one, replayed over HTTP against the restarted process, record exactly one
 * payment and leave the quote consistent (Awaiting signatures).
 */
describe('a checkout across a crash of the API', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  const children: ApiProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET }, { isolatedDatabase: true });
  });

  afterAll(async () => {
    for (const child of children) await child.kill();
    await t?.close();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  it('records exactly one payment when the callback is replayed after the restart', async () => {
    const { quote, guestToken } = await billedQuote(t);
    const started = await startCheckout(t, guestToken, quote.id).expect(200);
    const redirectUrl = (started.body as { redirectUrl: string }).redirectUrl;
    const first = await startApi(t.config.databaseUrl);
    children.push(first);
    const paid = await request(first.url)
      .post(pagePath(redirectUrl))
      .type('form')
      .send(PAYING_CARD)
      .expect(303);
    const callback = paid.headers.location as string;
    await first.kill();

    const second = await startApi(t.config.databaseUrl, first.port);
    children.push(second);
    const api = request(second.url);
    const back = await api.get(pagePath(redirectUrl)).expect(303);

    const record = (location: string) =>
      api
        .post('/api/quote/checkout/ascend/callback')
        .set(bearer(guestToken))
        .send(signedResultOf(location))
        .expect(200);
    const recorded = await record(callback);
    const replayed = await record(callback);
    const returned = await record(back.headers.location as string);
    expect([recorded, replayed, returned].map((r) => r.body.recorded)).toEqual([
      true,
      false,
      false,
    ]);
    expect(returned.body).toMatchObject({ quoteId: quote.id, status: 'Awaiting signatures' });
    expect(await paymentsOf(t).paymentsFor(quote.id)).toHaveLength(1);
    const [{ n }] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*) n FROM sandbox_charges`)) as Array<{ n: string }>;
    expect(Number(n)).toBe(1);
    // The packet's job committed with the payment: run after the crash, it sends one packet.
    await t.app.get(PurchaseSignaturesService).drain();
    await t.app.get(PurchaseSignaturesService).drain();
    const [{ packets }] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*) packets FROM signature_packets WHERE application_id = $1`, [
        quote.id,
      ])) as Array<{ packets: string }>;
    expect(Number(packets)).toBe(1);
  });
});
