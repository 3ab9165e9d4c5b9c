import { ErrorCode } from '@coverline/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createRep, repToken } from '../helpers/payroll-reps';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  type TestApp,
} from '../helpers/app';
import {
  bearer,
  codeOf,
  randomFein,
  setQuoteState,
  submittedWcQuote,
} from '../quotes/quote-helpers';

interface Registration {
  id: string;
  quoteId: string;
  carrier: string;
  feinLast4: string;
  bankAccount: Record<string, string>;
  carrierStatus: string;
  carrierAccountNumber: string | null;
  carrierMessage: string | null;
  sandbox: boolean;
}

const ROUTING = '021000021';
const ACCOUNT = '000123456789';

/** A submitted WC quote whose selected carrier quote is the carrier's, ready to buy. */
async function quoteWithCarrier(t: TestApp, carrier = 'Employers') {
  const started = await submittedWcQuote(t);
  const db = t.app.get(DataSource);
  const [cq] = (await db.query(
    `INSERT INTO carrier_quotes (application_id, carrier, rating_state, annual_premium_cents,
       bindability, sync_status, effective_date, expiration_date)
     VALUES ($1, $2, 'done', 120000, 'BINDABLE_THRU_API', 'Up to date',
       current_date + 10, current_date + 375) RETURNING id`,
    [started.quote.id, carrier],
  )) as Array<{ id: string }>;
  await db.query(`UPDATE applications SET selected_carrier_quote_id = $2 WHERE id = $1`, [
    started.quote.id,
    cq.id,
  ]);
  await setQuoteState(t, started.quote.id, { status: 'Ready to bind' });
  return started;
}

async function payrollCompanyId(t: TestApp): Promise<string> {
  const rows = (await t.app
    .get(DataSource)
    .query(`SELECT id FROM payroll_companies ORDER BY name LIMIT 1`)) as Array<{ id: string }>;
  return rows[0].id;
}

function registrationBody(
  quoteId: string,
  companyId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    quoteId,
    legalName: 'Owner Bakery LLC',
    dba: 'Owner Bakes',
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    phone: '(415) 555-0100',
    email: 'owner@example.com',
    entityType: 'LLC',
    fein: randomFein().replace(/^00/, '12'),
    effectiveDate: '2031-01-01',
    expirationDate: '2032-01-01',
    payrollCompanyId: companyId,
    officers: [
      { name: 'Pat Owner', title: 'Managing Member', ownershipPercent: 100, inclusion: 'Excluded' },
    ],
    bankAccount: {
      accountHolderNames: 'Pat Owner',
      nameOnAccount: 'Owner Bakery LLC',
      accountNumber: ACCOUNT,
      routingNumber: ROUTING,
    },
    username: 'owner.bakery',
    password: 'bread-and-butter-1',
    securityQuestion: 'firstPet',
    securityAnswer: '  Fluffy  The Cat ',
    payFrequency: 'Biweekly',
    ...overrides,
  };
}

const registrationOf = (res: Response) => res.body as Registration;

describe('pay-as-you-go registration', () => {
  let t: TestApp;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = await payrollCompanyId(t);
  });

  afterAll(() => t?.close());

  it('registers a quote, answers only last fours, and the carrier accepts it once', async () => {
    const { quote, guestToken } = await quoteWithCarrier(t);
    const body = registrationBody(quote.id, companyId);
    const res = await t.http
      .post('/api/trakpay/register/')
      .set(bearer(guestToken))
      .send(body)
      .expect(201);
    const registration = registrationOf(res);
    expect(registration).toMatchObject({
      quoteId: quote.id,
      carrier: 'Employers',
      feinLast4: body.fein.slice(-4),
      bankAccount: { accountNumberLast4: '6789', routingNumberLast4: '0021' },
      carrierStatus: 'notSubmitted',
      sandbox: true,
    });
    for (const secret of [ACCOUNT, ROUTING, body.password, 'fluffy', 'Fluffy']) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toMatch(/securityAnswer|passwordHash|Sealed/);

    const [stored] = (await t.app.get(DataSource).query(
      `SELECT fein_encrypted, account_number_sealed, security_answer_hash, password_hash
           FROM paygo_registrations WHERE id = $1`,
      [registration.id],
    )) as Array<Record<string, string>>;
    expect(JSON.stringify(stored)).not.toContain(ACCOUNT);
    expect(stored.fein_encrypted).not.toContain(body.fein.replace('-', ''));
    expect(stored.security_answer_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const exists = await t.http
      .get('/api/trakpay/register/fein-exists/')
      .query({ fein: body.fein })
      .expect(200);
    expect(exists.body).toEqual({ exists: true });

    const submitted = await t.http
      .post('/api/carriers/registerTrakpay')
      .set(bearer(guestToken))
      .send({ registrationId: registration.id })
      .expect(200);
    const accepted = registrationOf(submitted);
    expect(accepted.carrierStatus).toBe('accepted');
    expect(accepted.carrierAccountNumber).toMatch(/^PAYG-\d{8}$/);

    const again = await t.http
      .post('/api/carriers/registerTrakpay')
      .set(bearer(await adminToken(t)))
      .send({ registrationId: registration.id })
      .expect(200);
    expect(registrationOf(again).carrierAccountNumber).toBe(accepted.carrierAccountNumber);

    const view = await t.http
      .get('/api/trakpay/register/')
      .query({ quoteId: quote.id })
      .set(bearer(guestToken))
      .expect(200);
    expect((view.body as { registration: Registration }).registration).toMatchObject({
      id: registration.id,
      carrierStatus: 'accepted',
    });
    expect(view.text).not.toContain(ACCOUNT);
  });

  it('prefills the form from the quote before anything is registered', async () => {
    const { quote, guestToken } = await quoteWithCarrier(t);
    const res = await t.http
      .get('/api/trakpay/register')
      .query({ quoteId: quote.id })
      .set(bearer(guestToken))
      .expect(200);
    const view = res.body as { registration: null; prefill: Record<string, unknown> };
    expect(view.registration).toBeNull();
    expect(view.prefill).toMatchObject({ carrier: 'Employers', paygoOffered: true });
    expect(view.prefill.legalName).toBeTruthy();
    expect(view.prefill.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((view.prefill.officers as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers false for an unknown FEIN and refuses a malformed one', async () => {
    const res = await t.http
      .get('/api/trakpay/register/fein-exists/')
      .query({ fein: '98-7654321' })
      .expect(200);
    expect(res.body).toEqual({ exists: false });
    await t.http.get('/api/trakpay/register/fein-exists/').query({ fein: '123' }).expect(400);
  });

  it('refuses a second registration for the same FEIN with 409/1901, keeping the first', async () => {
    const first = await quoteWithCarrier(t);
    const second = await quoteWithCarrier(t);
    const fein = '45-1234567';
    await t.http
      .post('/api/trakpay/register')
      .set(bearer(first.guestToken))
      .send(registrationBody(first.quote.id, companyId, { fein }))
      .expect(201);
    const res = await t.http
      .post('/api/trakpay/register')
      .set(bearer(second.guestToken))
      .send(registrationBody(second.quote.id, companyId, { fein: '451234567' }))
      .expect(409);
    expect(codeOf(res)).toBe(1901);
    expect((res.body as { message: string }).message).toMatch(/already exists for this FEIN/);
    const rows = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM paygo_registrations WHERE application_id = $1`, [
        second.quote.id,
      ])) as Array<{ n: number }>;
    expect(rows[0].n).toBe(0);
  });

  it('answers every bad bank and form field at once and stores nothing', async () => {
    const { quote, guestToken } = await quoteWithCarrier(t);
    const res = await t.http
      .post('/api/trakpay/register')
      .set(bearer(guestToken))
      .send(
        registrationBody(quote.id, companyId, {
          expirationDate: '2030-01-01',
          bankAccount: {
            accountHolderNames: 'Pat Owner',
            nameOnAccount: 'Owner Bakery LLC',
            accountNumber: '12a4',
            routingNumber: '021000022',
          },
        }),
      )
      .expect(400);
    expect((res.body as { message: string[] }).message).toEqual([
      'The expiration date must be after the effective date.',
      'Bank account number must be 5 to 17 digits.',
      'Routing number is not a valid ABA routing number.',
    ]);
    expect(codeOf(res)).toBe(ErrorCode.PaygoRegistrationInvalid);
    expect(res.text).not.toContain('021000022');
    const rows = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM paygo_registrations WHERE application_id = $1`, [
        quote.id,
      ])) as Array<{ n: number }>;
    expect(rows[0].n).toBe(0);
  });

  it('gives readable 400s for the credentials, the officers and an unknown payroll company', async () => {
    const { quote, guestToken } = await quoteWithCarrier(t);
    const send = (overrides: Record<string, unknown>) =>
      t.http
        .post('/api/trakpay/register')
        .set(bearer(guestToken))
        .send(registrationBody(quote.id, companyId, overrides))
        .expect(400);
    const messages = async (overrides: Record<string, unknown>) =>
      ((await send(overrides)).body as { message: string[] }).message;
    expect(await messages({ password: 'short' })).toEqual([
      'Password must be 8 to 128 characters with at least one letter and one digit.',
    ]);
    expect(await messages({ password: 'Password1' })).toEqual([
      'password is one of the most common passwords; choose one that is harder to guess.',
    ]);
    expect(await messages({ securityAnswer: ' ' })).toEqual([
      'Security answer must be 2 to 100 characters.',
    ]);
    expect(await messages({ securityQuestion: 'favouriteColour' })).toEqual([
      expect.stringMatching(/^Security question must be one of: firstPet, /),
    ]);
    expect(await messages({ payFrequency: 'Daily' })).toEqual([
      expect.stringMatching(/^Pay frequency must be one of: Weekly, /),
    ]);
    expect(
      await messages({
        officers: [
          { name: 'A', title: 'CEO', ownershipPercent: 60, inclusion: 'Included' },
          { name: 'B', title: 'CFO', ownershipPercent: 50, inclusion: 'Excluded' },
        ],
      }),
    ).toEqual(['The officers’ ownership must not add up to more than 100%.']);
    const unknownCompany = await send({ payrollCompanyId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCompany.body).toMatchObject({
      code: ErrorCode.PaygoRegistrationInvalid,
      message: ['The payroll company is not one we know.'],
    });
  });

  it('refuses a carrier without pay-as-you-go (1904) and a quote without a chosen carrier quote (1903)', async () => {
    const markel = await quoteWithCarrier(t, 'Markel');
    const refused = await t.http
      .post('/api/trakpay/register')
      .set(bearer(markel.guestToken))
      .send(registrationBody(markel.quote.id, companyId))
      .expect(409);
    expect(codeOf(refused)).toBe(1904);

    const bare = await submittedWcQuote(t);
    const none = await t.http
      .post('/api/trakpay/register')
      .set(bearer(bare.guestToken))
      .send(registrationBody(bare.quote.id, companyId))
      .expect(409);
    expect(codeOf(none)).toBe(1903);
  });

  it('has the sandbox payroll service decline a FEIN starting 00, and keeps its answer', async () => {
    const { quote, guestToken } = await quoteWithCarrier(t);
    const created = await t.http
      .post('/api/trakpay/register')
      .set(bearer(guestToken))
      .send(registrationBody(quote.id, companyId, { fein: '00-1234567' }))
      .expect(201);
    const registrationId = registrationOf(created).id;
    const submit = () =>
      t.http
        .post('/api/carriers/registerTrakpay')
        .set(bearer(guestToken))
        .send({ registrationId })
        .expect(200);
    const [a, b] = await Promise.all([submit(), submit()]);
    for (const res of [a, b]) {
      expect(registrationOf(res)).toMatchObject({
        carrierStatus: 'declined',
        carrierAccountNumber: null,
        carrierMessage: expect.stringMatching(/could not verify this FEIN/),
      });
    }
    const accounts = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM sandbox_paygo_accounts WHERE registration_id = $1`, [
        registrationId,
      ])) as Array<{ n: number }>;
    expect(accounts[0].n).toBe(1);
  });

  it('keeps registrations to those who may see the quote', async () => {
    const { quote, guestToken } = await quoteWithCarrier(t);
    const created = await t.http
      .post('/api/trakpay/register')
      .set(bearer(guestToken))
      .send(registrationBody(quote.id, companyId))
      .expect(201);
    const registrationId = registrationOf(created).id;
    const stranger = await registerClient(t);
    const agent = await createAgent(t);
    const rep = await repToken(t, (await createRep(t)).id);

    for (const token of [stranger.token, agent.token]) {
      const view = await t.http
        .get('/api/trakpay/register')
        .query({ quoteId: quote.id })
        .set(bearer(token))
        .expect(403);
      expect(codeOf(view)).toBe(1203);
      const submit = await t.http
        .post('/api/carriers/registerTrakpay')
        .set(bearer(token))
        .send({ registrationId })
        .expect(403);
      expect(codeOf(submit)).toBe(1203);
    }
    await t.http
      .post('/api/carriers/registerTrakpay')
      .set(bearer(rep))
      .send({ registrationId })
      .expect(403);
    await t.http.get('/api/trakpay/register').query({ quoteId: quote.id }).expect(401);

    const other = await quoteWithCarrier(t);
    const guestOnOther = await t.http
      .post('/api/trakpay/register')
      .set(bearer(guestToken))
      .send(registrationBody(other.quote.id, companyId))
      .expect(403);
    expect(codeOf(guestOnOther)).toBe(1203);

    await t.http
      .get('/api/trakpay/register')
      .query({ quoteId: quote.id })
      .set(bearer(await adminToken(t)))
      .expect(200);
  });

  it('answers 404/1905 for an unknown registration', async () => {
    const res = await t.http
      .post('/api/carriers/registerTrakpay')
      .set(bearer(await adminToken(t)))
      .send({ registrationId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(codeOf(res)).toBe(1905);
  });
});
