import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import {
  ADMIN_EMAIL,
  createAgent,
  createTestApp,
  registerClient,
  uniqueEmail,
  type TestApp,
} from './helpers/app';
import { envelopeProblem } from './helpers/envelope';
import { eventually } from './helpers/eventually';
import {
  bearer,
  codeOf,
  quoteOf,
  randomFein,
  save,
  setQuoteState,
  startAsVisitor,
} from './quotes/quote-helpers';

interface OutboxRow {
  template: string;
  subject: string;
  text: string;
  html: string;
}

const mailsTo = async (t: TestApp, to: string): Promise<OutboxRow[]> =>
  (await t.app
    .get(DataSource)
    .query(
      `SELECT template, subject, text, html FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`,
      [to.toLowerCase()],
    )) as OutboxRow[];

/**
 * Public calls that send mail are limited per target email and per client address: nobody can
 * make the product mail an address over and over with their own text. Each test speaks from an
 * address of its own (X-Forwarded-For from the loopback proxy is believed), so counters do not
 * mix.
 */
describe('mail rate limits on calls without an account', () => {
  let t: TestApp;
  let nextAddress = 10;
  const fromNewAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_LIMIT_PER_EMAIL: '5', MAIL_LIMIT_PER_ADDRESS: '12' },
      { isolatedDatabase: true },
    );
  });
  afterAll(() => t?.close());

  it('stops the 15 resume mails in a row to one address after 5 (429, 2734), none greeting with the typed text', async () => {
    const email = uniqueEmail('victim');
    const from = fromNewAddress();
    const statuses: number[] = [];
    let refusal: { status: number; body: { code?: number } } | undefined;
    for (let i = 0; i < 15; i++) {
      const res = await t.http.post('/api/quote/saveForLater').set('X-Forwarded-For', from).send({
        coverageType: 'wc',
        email,
        firstName: 'Security alert: verify at evil.example',
      });
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    // The first start answers the quote; the next four tell the visitor to check their email.
    expect(statuses.slice(0, 5)).toEqual([200, 403, 403, 403, 403]);
    expect(statuses.slice(5)).toEqual(Array(10).fill(429));
    expect(refusal!.body.code).toBe(ErrorCode.MailRateLimited);
    expect(envelopeProblem(refusal as never)).toBeUndefined();

    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(5);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,')).toBe(true);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('evil.example');
    }
  });

  it('counts every public call that mails one address together, whether or not the address has an account', async () => {
    const from = fromNewAddress();
    const unknown = uniqueEmail('nobody');
    const calls = [
      () => t.http.post('/api/users/request-reset-password').send({ email: unknown }),
      () => t.http.post('/api/payroll-partners/auth/initiate').send({ email: unknown }),
      () => t.http.post('/api/bor/start').send({ email: unknown }),
      () => t.http.post('/api/users/request-reset-password').send({ email: unknown }),
      () => t.http.post('/api/payroll-partners/auth/initiate').send({ email: unknown }),
    ];
    for (const call of calls) expect((await call().set('X-Forwarded-For', from)).status).toBe(200);
    // Past five for this email, each of them is refused, a sign-up and a quote start too.
    const refused = [
      await t.http
        .post('/api/users/request-reset-password')
        .set('X-Forwarded-For', from)
        .send({ email: unknown }),
      await t.http
        .post('/api/bor/start')
        .set('X-Forwarded-For', from)
        .send({ email: unknown.toUpperCase() }),
      await t.http.post('/api/users/register').set('X-Forwarded-For', from).send({
        email: unknown,
        password: 'client-password',
        firstName: 'Casey',
        lastName: 'Client',
      }),
      await t.http
        .post('/api/quote/saveForLater')
        .set('X-Forwarded-For', from)
        .send({ coverageType: 'gl', email: unknown }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(codeOf(res)).toBe(ErrorCode.MailRateLimited);
    }
    // An account's address is counted the same way: the limit tells nothing about accounts.
    const client = await registerClient(t);
    for (let i = 0; i < 4; i++) {
      await t.http
        .post('/api/users/request-reset-password')
        .set('X-Forwarded-For', fromNewAddress())
        .send({ email: client.email })
        .expect(200);
    }
    const sixth = await t.http
      .post('/api/users/request-reset-password')
      .set('X-Forwarded-For', fromNewAddress())
      .send({ email: client.email });
    expect(codeOf(sixth)).toBe(ErrorCode.MailRateLimited);
  });

  it('limits one client address mailing many different emails', async () => {
    const from = fromNewAddress();
    for (let i = 0; i < 12; i++) {
      await t.http
        .post('/api/users/request-reset-password')
        .set('X-Forwarded-For', from)
        .send({ email: uniqueEmail('spray') })
        .expect(200);
    }
    const res = await t.http
      .post('/api/quote/saveForLater')
      .set('X-Forwarded-For', from)
      .send({ coverageType: 'wc', email: uniqueEmail('spray') });
    expect(res.status).toBe(429);
    expect(codeOf(res)).toBe(ErrorCode.MailRateLimited);
    // Another address is not affected.
    await t.http
      .post('/api/quote/saveForLater')
      .set('X-Forwarded-For', fromNewAddress())
      .send({ coverageType: 'wc', email: uniqueEmail('spray') })
      .expect(200);
  });

  it('counts a guest asking for the resume link again, and an unsigned save of any quote id', async () => {
    const from = fromNewAddress();
    const { quote, guestToken, email } = await startAsVisitor(t, {});
    let current = quote;
    for (let i = 0; i < 4; i++) {
      current = quoteOf(
        await save(t, guestToken, current, { emailResumeLink: true })
          .set('X-Forwarded-For', from)
          .expect(200),
      );
    }
    const limited = await save(t, guestToken, current, { emailResumeLink: true }).set(
      'X-Forwarded-For',
      from,
    );
    expect(codeOf(limited)).toBe(ErrorCode.MailRateLimited);
    const anonymous = await t.http
      .post('/api/quote/saveForLater')
      .set('X-Forwarded-For', fromNewAddress())
      .send({ id: quote.id });
    expect(codeOf(anonymous)).toBe(ErrorCode.MailRateLimited);
    expect((await mailsTo(t, email)).filter((m) => m.template === 'quote-resume')).toHaveLength(5);
  });
});

describe('mail rate limits on a guest’s signature mails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_LIMIT_PER_EMAIL: '5', MAIL_LIMIT_PER_ADDRESS: '50' },
      { isolatedDatabase: true },
    );
  });
  afterAll(() => t?.close());

  it('counts a guest asking for waiver or signature mails against the quote’s email', async () => {
    // The start mailed the resume link once: four more asks, then the limit.
    const { quote, guestToken } = await startAsVisitor(t);
    await setQuoteState(t, quote.id, { status: 'Awaiting signatures' });
    const ask = () =>
      t.http
        .post('/api/users/request-waiver')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id, ownerId: '00000000-0000-4000-8000-000000000000' });
    for (let i = 0; i < 4; i++) expect(codeOf(await ask())).toBe(ErrorCode.OwnerNotOnQuote);
    expect(codeOf(await ask())).toBe(ErrorCode.MailRateLimited);
    const packet = await t.http
      .post('/api/quote/signaturePacket')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id });
    expect(codeOf(packet)).toBe(ErrorCode.MailRateLimited);
  });
});

describe('answers that reveal no account and no policy, and guest tokens that end', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** The parts of a visitor's start answer that could differ between emails. */
  const shapeOf = (body: Record<string, unknown>) => {
    const client = body.client as Record<string, unknown>;
    return {
      status: body.status,
      keys: Object.keys(body).sort(),
      client: { ...client, id: typeof client.id, email: typeof client.email },
      guestToken: typeof (body.guestToken as { access_token?: unknown }).access_token,
    };
  };

  const start = (email: string) =>
    t.http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'cyber', email, firstName: 'Pat', lastName: 'Visitor' });

  it('starts a visitor’s quote for a staff or client email exactly as for any email (no 1201)', async () => {
    const fresh = await start(uniqueEmail('fresh'));
    expect(fresh.status).toBe(200);
    const agent = await createAgent(t);
    const client = await registerClient(t, { firstName: 'Casey', phone: '5555550100' });
    for (const email of [ADMIN_EMAIL, agent.email, client.email]) {
      const res = await start(email);
      expect(res.status).toBe(200);
      expect(shapeOf(res.body)).toEqual(shapeOf(fresh.body));
      // The answer carries what the visitor typed, never the account holder's details.
      expect(res.body.client).toMatchObject({
        firstName: 'Pat',
        lastName: 'Visitor',
        phone: null,
        hasAccount: false,
      });
    }
    // The account's owner is told by mail, with no way into the quote but signing in.
    const notice = (await mailsTo(t, client.email)).find(
      (m) => m.template === 'quote-started-for-account',
    );
    expect(notice).toBeDefined();
    expect(notice!.text).toContain('http://localhost:3000/login');
    expect(notice!.text).not.toMatch(/guestToken|token=/);
  });

  it('tells a guest nothing about whether a business has an active policy (processBusinessIdentifier)', async () => {
    const owner = await registerClient(t);
    const fein = randomFein();
    const bound = quoteOf(
      await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(owner.token))
        .send({ coverageType: 'wc', fein, businessName: 'Insured Bakery' })
        .expect(200),
    );
    await setQuoteState(t, bound.id, { status: 'Bound' });
    const { guestToken } = await startAsVisitor(t);
    const check = (body: Record<string, unknown>) =>
      t.http
        .post('/api/quote/processBusinessIdentifier')
        .set(bearer(guestToken))
        .send({ coverageType: 'wc', ...body });
    const insured = await check({ fein });
    const byName = await check({ businessName: 'Insured Bakery' });
    const unknown = await check({ fein: randomFein() });
    for (const res of [insured, byName, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ inUse: false, businessId: null });
    }
    // The signed-in owner still hears about their own policy.
    const own = await t.http
      .post('/api/quote/processBusinessIdentifier')
      .set(bearer(owner.token))
      .send({ coverageType: 'wc', fein });
    expect(codeOf(own)).toBe(1206);
  });

  it('does not let a visitor start a quote on a business on file', async () => {
    const owner = await registerClient(t);
    const theirs = quoteOf(
      await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(owner.token))
        .send({ coverageType: 'wc', businessName: 'Private Books LLC' })
        .expect(200),
    );
    const res = await t.http.post('/api/quote/saveForLater').send({
      coverageType: 'gl',
      email: owner.email,
      businessId: theirs.business.id,
    });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe(ErrorCode.BusinessNotOfClient);
    expect(JSON.stringify(res.body)).not.toContain('Private Books');
  });

  it('ends a guest token once its quote is bought (paid and signed)', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    // A guest may buy with it: checkout, payment, the owners' signatures.
    for (const status of ['Purchase pending', 'Awaiting signatures']) {
      await setQuoteState(t, quote.id, { status });
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200);
    }
    await setQuoteState(t, quote.id, { status: 'Completed' });
    // Ended as the change's announcement arrives (milliseconds after it commits).
    await eventually(
      async () =>
        (await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken))).status ===
        401,
    );
    await t.http.get('/api/quote/myQuotes').set(bearer(guestToken)).expect(401);
    await t.http
      .get('/api/wc/owner_packets')
      .query({ quoteId: quote.id })
      .set(bearer(guestToken))
      .expect(401);
    await setQuoteState(t, quote.id, { status: 'Bound' });
    await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(401);
  });

  it('ends a guest token the moment its client record is linked to an account', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    // Asked twice: the second answer comes from what the instance remembers of the open quote.
    for (let i = 0; i < 2; i++) {
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200);
    }
    const other = await registerClient(t, { email: uniqueEmail('linker') });
    await t.app
      .get(DataSource)
      .query(
        `UPDATE clients SET user_id = $2 WHERE id = (SELECT client_id FROM applications WHERE id = $1)`,
        [quote.id, other.id],
      );
    await eventually(
      async () =>
        (await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken))).status ===
        401,
    );
  });

  it('ends a guest token once its email has an account (sign-up with it)', async () => {
    const { quote, guestToken, email } = await startAsVisitor(t);
    await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200);
    const owner = await registerClient(t, { email });
    await eventually(
      async () =>
        (await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken))).status ===
        401,
    );
    await t.http.get(`/api/quote/${quote.id}/documents`).set(bearer(guestToken)).expect(401);
    // The account's owner reads it signed in.
    await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(owner.token)).expect(200);
  });

  it('issues guest tokens that live 72 hours, as the resume mail says', async () => {
    const { email } = await startAsVisitor(t);
    const started = await t.http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'gl', email: uniqueEmail('ttl') })
      .expect(200);
    expect(started.body.guestToken.expires_in).toBe(72 * 3600);
    const resume = (await mailsTo(t, email)).find((m) => m.template === 'quote-resume');
    expect(resume!.text).toContain('72 hours');
  });
});
