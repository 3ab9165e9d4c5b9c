/**
 * The mails of a purchase's moments, each sent once from the event that makes it true, and the
 * links in them: on the address the person used outside production, on PUBLIC_URL in production.
 */
import { DataSource } from 'typeorm';
import { PurchaseSignaturesService } from '../../src/purchase/checkout/purchase-signatures.service';
import { PurchaseMails } from '../../src/purchase/checkout/purchase-mails.service';
import type { Payment } from '../../src/purchase/payments';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type CapturedMail,
  type TestApp,
} from '../helpers/app';
import { pagePath, PAYING_CARD, signedResultOf } from '../payments/payments-helpers';
import { bearer, codeOf, isoDay, setQuoteState } from '../quotes/quote-helpers';
import { billedQuote, startCheckout } from './purchase-helpers';

const PUBLIC_URL = 'http://localhost:3000';
/** An address the app serves other than PUBLIC_URL: the request is sent to it. */
const OTHER_HOST = 'shop.coverline.test:4100';
const OTHER_ORIGIN = `http://${OTHER_HOST}`;
const onOtherHost = { Host: OTHER_HOST, Origin: OTHER_ORIGIN };

const PAYING_BANK = {
  method: 'bank',
  action: 'pay',
  accountName: 'Pat Owner',
  routingNumber: '011000015',
  accountNumber: '000123456789',
};

/** Every number typed on the way: none may reach a mail beyond its last four digits. */
const FULL_NUMBERS = [
  '4242424242424242',
  '4242 4242 4242 4242',
  '000123456789',
  '123456789',
  '011000015',
];

const tokenFrom = (mail: CapturedMail): string => {
  const match = /\/sign\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no signing link in mail ${mail.subject}`);
  return match[1];
};

/** "December 4, 2026" for an ISO day, as the mails write it. */
const inWords = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const of = (mails: CapturedMail[], template: string) =>
  mails.filter((m) => m.template === template);

describe('mails at the purchase’s moments', () => {
  let t: TestApp;
  let db: DataSource;
  let packets: PurchaseSignaturesService;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    packets = t.app.get(PurchaseSignaturesService);
  });

  afterAll(() => t?.close());

  /** A visitor's quote paid on the provider's page; `headers` are those of the browser. */
  async function pay(form: Record<string, string>, headers: Record<string, string> = {}) {
    const ready = await billedQuote(t);
    const started = await startCheckout(t, ready.guestToken, ready.quote.id)
      .set(headers)
      .expect(200);
    const redirectUrl = started.body.redirectUrl as string;
    const page = await t.http.post(pagePath(redirectUrl)).type('form').send(form).expect(303);
    const location = page.headers.location as string;
    const signed = signedResultOf(location);
    const callback = () =>
      t.http.post('/api/quote/checkout/ascend/callback').set(headers).send(signed).expect(200);
    await callback();
    return { ...ready, redirectUrl, location, callback };
  }

  it('mails one receipt per payment, with the amount, the card by its last digits, the date and what it paid for', async () => {
    const { email, quote, callback } = await pay(PAYING_CARD);
    // The provider's result replayed, and the receipt asked for again, write nothing more.
    await callback();
    const [payment] = (await db.query(`SELECT * FROM payments WHERE application_id = $1`, [
      quote.id,
    ])) as Array<{ id: string; amount_cents: string; last4: string }>;
    expect(payment.last4).toBe('4242');
    const mails = t.app.get(PurchaseMails);
    await db.transaction(async (m) => {
      const row = await m.getRepository<Payment>('Payment').findOneByOrFail({ id: payment.id });
      await mails.receipt(m, row, { signaturesNext: true });
    });

    const receipts = of(await mailTo(t, email), 'payment-receipt');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const amount = (Number(payment.amount_cents) / 100).toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
    });
    expect(receipt.subject).toContain(amount);
    expect(receipt.text).toContain(`Amount: ${amount}`);
    expect(receipt.text).toContain('Paid with: card ending 4242');
    expect(receipt.text).toContain(`Date: ${inWords(new Date().toISOString().slice(0, 10))}`);
    expect(receipt.text).toContain('For: Workers compensation');
    expect(receipt.text).toContain('first payment');
    expect(receipt.text).toContain(`${PUBLIC_URL}/quotation?quoteId=${quote.id}`);
    for (const part of [receipt.subject, receipt.text, receipt.html]) {
      for (const number of FULL_NUMBERS) expect(part).not.toContain(number);
    }
  });

  it('names a bank account by its last four digits only', async () => {
    const { email } = await pay(PAYING_BANK);
    const [receipt] = of(await mailTo(t, email), 'payment-receipt');
    expect(receipt.text).toContain('Paid with: bank account ending 6789');
    for (const part of [receipt.subject, receipt.text, receipt.html]) {
      for (const number of FULL_NUMBERS) expect(part).not.toContain(number);
    }
  });

  it('mails "all signatures are in" once, promising only the mail at binding, then the bound policy once with its facts and the account’s link', async () => {
    const { email, quote } = await pay(PAYING_CARD);
    await packets.drain();
    const [request] = of(await mailTo(t, email), 'signature-request');
    await t.http
      .post(`/api/signatures/sign/${tokenFrom(request)}`)
      .send({ typedName: 'Pat Owner', consent: true })
      .expect(200);
    // A late packet job finds the purchase done and mails nothing.
    await packets.drain();

    const complete = of(await mailTo(t, email), 'signatures-complete');
    expect(complete).toHaveLength(1);
    expect(complete[0].text).toContain('All signatures are in');
    expect(complete[0].text).toContain('When the policy is bound, we email you');
    expect(complete[0].text).not.toMatch(/is being issued|as soon as/);

    // Staff bind it: the client hears of it at once, not when someone presses a button.
    const agent = await createAgent(t);
    await setQuoteState(t, quote.id, { agentId: agent.id });
    const admin = await adminToken(t);
    const effective = isoDay(7);
    const expiration = isoDay(372);
    await t.http
      .post('/api/quote/updateQuotePolicy')
      .set(bearer(admin))
      .send({
        quoteId: quote.id,
        policyNumber: 'WC-2026-448812',
        carrier: 'Employers',
        effectiveDate: effective,
        expirationDate: expiration,
        annualPremiumCents: 120_000,
        billingInfo: 'Direct bill by EFT, full payment',
        blanketAdditionalInsured: false,
        blanketWaiverOfSubrogation: false,
        portalLink: 'https://carrier.example.com/policies',
      })
      .expect(200);
    await t.http
      .post('/api/quote/activePolicy')
      .set(bearer(admin))
      .set(onOtherHost)
      .send({ quoteId: quote.id })
      .expect(200);
    // A second activation is refused and mails nothing.
    const again = await t.http
      .post('/api/quote/activePolicy')
      .set(bearer(admin))
      .send({ quoteId: quote.id })
      .expect(409);
    expect(codeOf(again)).toBe(1205);

    const bound = of(await mailTo(t, email), 'policy-bound');
    expect(bound).toHaveLength(1);
    const [mail] = bound;
    expect(mail.subject).toContain('WC-2026-448812');
    expect(mail.text).toContain('Policy number: WC-2026-448812');
    expect(mail.text).toContain(`In force from ${inWords(effective)} to ${inWords(expiration)}.`);
    expect(mail.text).not.toContain(effective);
    // The buyer has no account yet: the mail sends them to make one with this address.
    const signUp = `${OTHER_ORIGIN}/register?email=${encodeURIComponent(email)}`;
    expect(mail.text).toContain('Create your account with this email address to see the policy');
    expect(mail.text).toContain(`Create your account: ${signUp}`);
    expect(mail.html).toContain(`href="${signUp}"`);
    expect(mail.text).toContain('https://carrier.example.com/policies');
    const attachments = (await db.query(`SELECT attachments FROM mail_outbox WHERE id = $1`, [
      mail.id,
    ])) as Array<{ attachments: Array<{ fileName: string }> }>;
    expect(attachments[0].attachments.map((a) => a.fileName)).toEqual([
      expect.stringContaining('WC-2026-448812'),
    ]);

    // Staff's button sends it again, saying so; the client has an account by then.
    await registerClient(t, { email });
    await t.http
      .post('/api/quote/sendBoundPolicyToClient')
      .set(bearer(admin))
      .send({ quoteId: quote.id })
      .expect(200);
    const resent = of(await mailTo(t, email), 'policy-bound');
    expect(resent).toHaveLength(2);
    expect(resent[0].text).toContain('here again are the details');
    expect(resent[0].text).toContain(`See your policy: ${PUBLIC_URL}/client/policies/${quote.id}`);
  });

  it('sends the payment back, and links its mails, to the address the client used', async () => {
    const { email, redirectUrl, location } = await pay(PAYING_CARD, onOtherHost);
    expect(redirectUrl.startsWith(`${OTHER_ORIGIN}/api/sandbox-payments/checkout/`)).toBe(true);
    expect(location.startsWith(`${OTHER_ORIGIN}/ascend/callback?`)).toBe(true);
    await packets.drain();
    const mails = await mailTo(t, email);
    expect(of(mails, 'payment-receipt')[0].text).toContain(`${OTHER_ORIGIN}/quotation?quoteId=`);
    expect(of(mails, 'signature-request')[0].text).toContain(`${OTHER_ORIGIN}/sign/`);
  });

  it('keeps PUBLIC_URL for a request from another site or one that names no origin', async () => {
    const foreign = await pay(PAYING_CARD, { Origin: 'http://evil.example' });
    expect(foreign.location.startsWith(`${PUBLIC_URL}/ascend/callback?`)).toBe(true);
    const spoofed = await pay(PAYING_CARD, { Host: OTHER_HOST, Origin: 'http://elsewhere.test' });
    expect(spoofed.location.startsWith(`${PUBLIC_URL}/ascend/callback?`)).toBe(true);
    const [receipt] = of(await mailTo(t, spoofed.email), 'payment-receipt');
    expect(receipt.text).toContain(`${PUBLIC_URL}/quotation?quoteId=`);
  });

  describe('in production', () => {
    let prod: TestApp;

    beforeAll(async () => {
      prod = await createTestApp({
        NODE_ENV: 'production',
        MFA_REQUIRED_FOR_ADMINS: 'false',
        SESSION_COOKIE_SECURE: 'false',
      });
    });

    afterAll(() => prod?.close());

    it('always links to PUBLIC_URL, whatever address the request came to', async () => {
      const ready = await billedQuote(prod);
      const started = await startCheckout(prod, ready.guestToken, ready.quote.id)
        .set(onOtherHost)
        .expect(200);
      const redirectUrl = started.body.redirectUrl as string;
      expect(redirectUrl.startsWith(`${PUBLIC_URL}/api/sandbox-payments/checkout/`)).toBe(true);
      const page = await prod.http
        .post(pagePath(redirectUrl))
        .type('form')
        .send(PAYING_CARD)
        .expect(303);
      expect((page.headers.location as string).startsWith(`${PUBLIC_URL}/ascend/callback?`)).toBe(
        true,
      );
      await prod.http
        .post('/api/quote/checkout/ascend/callback')
        .set(onOtherHost)
        .send(signedResultOf(page.headers.location as string))
        .expect(200);
      const [receipt] = of(await mailTo(prod, ready.email), 'payment-receipt');
      expect(receipt.text).toContain(`${PUBLIC_URL}/quotation?quoteId=${ready.quote.id}`);
      expect(receipt.text).not.toContain(OTHER_HOST);
    });
  });
});
