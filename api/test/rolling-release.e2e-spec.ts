import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { ApiProcess } from './helpers/api-process';
import {
  adminToken,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  mailTo,
  TEST_JWT_SECRET,
  type ApiCaller,
  type CapturedMail,
} from './helpers/app';
import { Balancer } from './helpers/balancer';
import { createIsolatedDatabase, dropDatabase } from './helpers/database';
import { eventually } from './helpers/eventually';
import { pagePath, PAYING_CARD, signedResultOf } from './payments/payments-helpers';
import { billedQuote, startCheckout } from './purchase/purchase-helpers';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';

/** The sandbox provider takes this long to charge: the payment is the request in flight. */
const PAYMENT_LATENCY_MS = 1_500;

const tokenFrom = (mail: CapturedMail): string => {
  const match = /\/sign\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no signing link in mail ${mail.subject}`);
  return match[1];
};

/** What the journey hands to a step that runs while the payment is being charged. */
interface MidPayment {
  /** The instance the payment request went to. */
  payingOn: string;
  quoteId: string;
  guestToken: string;
}

/**
 * The API as it runs in production: separate processes (`src/main.ts`) on one database,
 * migrated beforehand by the release step, sharing the files folder, behind a round-robin load
 * balancer that follows readiness. A whole purchase (quote, checkout, payment, signature, bind)
 * runs through the balancer with every request on the other instance than the one before; then
 * a release is rolled in the middle of a purchase: the instance charging the payment is told to
 * stop (SIGTERM), finishes that request, and a new one takes its place. Nothing fails, and the
 * purchase ends with one charge, one payment, one packet and one bound policy.
 */
describe('a purchase across instances and a rolling release', () => {
  jest.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'coverline-rolling-'));
  const instances = new Map<string, ApiProcess>();
  const balancer = new Balancer();
  let databaseUrl: string;
  let db: Client;
  let api: ApiCaller;

  const env = () => ({
    DATABASE_URL: databaseUrl,
    // As in Kubernetes: the release step migrated, the instances only wait for it.
    MIGRATE_ON_START: 'false',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_KEY: '0'.repeat(64),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    MFA_REQUIRED_FOR_ADMINS: 'false',
    PAYMENT_WEBHOOK_SECRET: 'rolling-release-test-payment-secret-0123456789',
    PAYMENT_SANDBOX_LATENCY_MS: String(PAYMENT_LATENCY_MS),
    PUBLIC_URL: 'http://localhost:3000',
    MAIL_WORKER: 'on',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    MAIL_LIMIT_PER_EMAIL: '100000',
    MAIL_LIMIT_PER_ADDRESS: '100000',
    SHUTDOWN_DRAIN_SECONDS: '1',
    LOG_LEVEL: 'info',
  });

  async function startInstance(name: string): Promise<ApiProcess> {
    const instance = await ApiProcess.start(name, env());
    instances.set(name, instance);
    balancer.add({ name, port: instance.port });
    return instance;
  }

  beforeAll(async () => {
    databaseUrl = await createIsolatedDatabase(process.env.TEST_DATABASE_URL!);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await balancer.start();
    api = { http: request(balancer.url) };
    await Promise.all([startInstance('a'), startInstance('b')]);
    await balancer.waitForRotation(['a', 'b']);
  });

  afterAll(async () => {
    await balancer.stop();
    for (const instance of instances.values()) await instance.kill();
    await db?.end();
    if (databaseUrl) await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query<{ n: string }>(sql, params)).rows[0].n);

  /**
   * The purchase as a visitor and then staff make it, every call through the balancer, each
   * refusal or failure failing the test. `midPayment` runs once the payment has been sent to an
   * instance and before its answer.
   */
  async function purchase(midPayment?: (at: MidPayment) => Promise<void>) {
    const { quote, guestToken, email } = await billedQuote(api);
    const started = await startCheckout(api, guestToken, quote.id).expect(200);
    const page = pagePath(started.body.redirectUrl as string);

    let forwarded!: (upstream: string) => void;
    const payingOn = new Promise<string>((resolve) => (forwarded = resolve));
    balancer.onForward = (entry, upstream) => {
      if (entry.path === page) forwarded(upstream);
    };
    const paying = api.http
      .post(page)
      .type('form')
      .send(PAYING_CARD)
      .then((res) => res);
    if (midPayment) {
      await midPayment({ payingOn: await payingOn, quoteId: quote.id, guestToken });
    }
    const paid = await paying;
    balancer.onForward = undefined;
    expect(paid.status).toBe(303);

    const recorded = await api.http
      .post('/api/quote/checkout/ascend/callback')
      .send(signedResultOf(paid.headers.location as string))
      .expect(200);
    expect(recorded.body).toMatchObject({ status: 'Awaiting signatures', recorded: true });

    // The packet is sent by a job, on whichever instance takes it.
    let signatureRequest: CapturedMail | undefined;
    await eventually(async () => {
      signatureRequest = (await mailTo(api, email)).find((m) => m.template === 'signature-request');
      return signatureRequest !== undefined;
    }, 30_000);
    const token = tokenFrom(signatureRequest!);
    await api.http.get(`/api/signatures/sign/${token}`).expect(200);
    const receipt = await api.http
      .post(`/api/signatures/sign/${token}`)
      .send({ typedName: 'Pat Owner', consent: true })
      .expect(200);
    expect(receipt.body.packetCompleted).toBe(true);

    const admin = bearer(await adminToken(api));
    await api.http
      .post('/api/quote/updateQuotePolicy')
      .set(admin)
      .send({
        quoteId: quote.id,
        policyNumber: `WC-2026-${String(Date.now()).slice(-6)}`,
        carrier: 'Employers',
        effectiveDate: isoDay(7),
        expirationDate: isoDay(372),
        annualPremiumCents: 120_000,
        billingInfo: 'Direct bill by EFT, full payment',
        blanketAdditionalInsured: false,
        blanketWaiverOfSubrogation: false,
        portalLink: 'https://carrier.example.com/policies',
      })
      .expect(200);
    await api.http
      .post('/api/quote/activePolicy')
      .set(admin)
      .send({ quoteId: quote.id })
      .expect(200);
    // Bound once: asked again, on the other instance, it refuses.
    const again = await api.http
      .post('/api/quote/activePolicy')
      .set(admin)
      .send({ quoteId: quote.id })
      .expect(409);
    expect(codeOf(again)).toBe(1205);
    return { quoteId: quote.id, email };
  }

  /** One charge, one payment, one packet, one bound policy, every mail delivered once. */
  async function expectPurchasedOnce(quoteId: string, email: string): Promise<void> {
    expect(
      await count(`SELECT count(*) n FROM checkouts WHERE application_id = $1`, [quoteId]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) n FROM payments WHERE application_id = $1`, [quoteId]),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*) n FROM sandbox_charges c JOIN checkouts k ON k.provider_checkout_id = c.checkout_id::text
         WHERE k.application_id = $1`,
        [quoteId],
      ),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) n FROM signature_packets WHERE application_id = $1`, [quoteId]),
    ).toBe(1);
    const [app] = (
      await db.query<{ status: string; active: boolean }>(
        `SELECT a.status, p.active FROM applications a JOIN policies p ON p.application_id = a.id
         WHERE a.id = $1`,
        [quoteId],
      )
    ).rows;
    expect(app).toEqual({ status: 'Bound', active: true });
    expect(
      await count(
        `SELECT count(*) n FROM audit_records WHERE application_id = $1 AND action = 'activePolicy'`,
        [quoteId],
      ),
    ).toBe(1);
    // Every mail of the purchase went out once, by the job queue of one instance or another.
    await eventually(async () => {
      const mails = await mailTo(api, email);
      return mails.length > 0 && mails.every((m) => m.status === 'captured');
    }, 30_000);
    const templates = (await mailTo(api, email)).map((m) => m.template).sort();
    expect(templates).toEqual([
      'payment-receipt',
      'policy-bound',
      'quote-resume',
      'signature-request',
      'signatures-complete',
    ]);
    expect(await count(`SELECT count(*) n FROM pgboss.job WHERE state = 'failed'`, [])).toBe(0);
  }

  it('runs a whole purchase with every request on the other instance', async () => {
    const from = balancer.log.length;
    const { quoteId, email } = await purchase();
    const served = balancer.log.slice(from);
    expect(served.filter((e) => (e.status ?? 502) >= 500)).toEqual([]);
    const names = served.map((e) => e.upstream);
    expect(new Set(names)).toEqual(new Set(['a', 'b']));
    names.forEach((name, i) => i > 0 && expect(name).not.toBe(names[i - 1]));
    await expectPurchasedOnce(quoteId, email);
  });

  it('rolls a release in the middle of a purchase and loses nothing', async () => {
    const from = balancer.log.length;
    let replaced = '';
    let replacement = '';
    const { quoteId, email } = await purchase(async ({ payingOn, quoteId, guestToken }) => {
      replaced = payingOn;
      const old = instances.get(payingOn)!;
      const other = [...instances.keys()].find((n) => n !== payingOn && instances.get(n)!.alive)!;
      old.terminate();
      // Not ready at once, though still alive and serving while the balancer takes it out.
      await eventually(async () => {
        const ready = await request(old.url).get('/api/health/ready');
        return ready.status === 503 && ready.body.message === 'Shutting down.';
      }, 5_000);
      await request(old.url).get('/api/health/live').expect(200);
      await balancer.waitForRotation([other], 5_000);
      // Visitors keep going meanwhile, on the instance that stays.
      const meanwhile = await api.http
        .get(`/api/quote/getQuote/${quoteId}`)
        .set(bearer(guestToken))
        .expect(200);
      expect(meanwhile.headers['x-upstream']).toBe(other);
      // The new release comes up while the old instance finishes the payment.
      replacement = `${payingOn}2`;
      const next = await startInstance(replacement);
      expect(await old.exited).toEqual({ code: 0, signal: null });
      expect(old.output).toContain('waiting for 1 request(s) in progress');
      expect(old.output).not.toContain('still running after');
      balancer.remove(payingOn);
      await balancer.waitForRotation([other, next.name]);
    });

    const served = balancer.log.slice(from);
    expect(served.filter((e) => (e.status ?? 502) >= 500)).toEqual([]);
    // The payment was answered by the instance that was stopping.
    const payment = served.find((e) => e.path.startsWith('/api/sandbox-payments/checkout/'));
    expect(payment).toMatchObject({ upstream: replaced, status: 303 });
    // After the release, requests went to the new instance and the one that stayed.
    const after = served.slice(served.indexOf(payment!) + 1).map((e) => e.upstream);
    expect(after).toContain(replacement);
    expect(after).not.toContain(replaced);
    expect(new Set(after).size).toBe(2);
    await expectPurchasedOnce(quoteId, email);
  });
});
