import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  bearer,
  codeOf,
  isoDay,
  quoteOf,
  save,
  setQuoteState,
  startAsVisitor,
  submittedWcQuote,
  wcSubmission,
  type QuoteBody,
} from './quote-helpers';

/** The parts every line shares, for a landscaper in Texas. */
const common = (coverageType: string) => {
  const rest = wcSubmission();
  for (const wcOnly of [
    'wcClassCodes',
    'owners',
    'employersLiabilityLevel',
    'waiverOfSubrogation',
  ]) {
    delete rest[wcOnly];
  }
  return { ...rest, coverageType, annualSalesCents: 90_000_000, payrollCents: 30_000_000 };
};

const SUBMISSIONS: Record<string, Record<string, unknown>> = {
  gl: { ...common('gl'), glLimit: '1M/2M' },
  bop: {
    ...common('bop'),
    glLimit: '1M/2M',
    propertyDeductibleCents: 100_000,
    locations: [
      {
        address: '100 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        primary: true,
        buildingType: 'BuildingLeased',
        construction: 'Concrete/Brick/Masonry',
        stories: 1,
        yearBuilt: 1998,
        squareFootage: 1800,
        sprinklers: true,
        bppCoverageCents: 5_000_000,
      },
    ],
  },
  cyber: {
    ...common('cyber'),
    underwritingAnswers: undefined,
    cyberLimitCents: 100_000_000,
    cyberRetentionCents: 250_000,
    cyberAnswers: { mfa: 'Yes', edr: 'Yes', backups: 'Yes', training: 'No' },
  },
};

describe('rating a submitted quote', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  const rate = (line: string, token: string, body: Record<string, unknown>) =>
    t.http.post(`/api/${line}/quotes`).set(bearer(token)).send(body);

  async function submitted(line: string): Promise<{ quote: QuoteBody; guestToken: string }> {
    const { quote, guestToken } = await startAsVisitor(t, { coverageType: line });
    const saved = quoteOf(await save(t, guestToken, quote, SUBMISSIONS[line]).expect(200));
    const sent = await t.http
      .post('/api/quote/sendForm')
      .set(bearer(guestToken))
      .send({ id: saved.id, version: saved.version })
      .expect(200);
    return { quote: quoteOf(sent), guestToken };
  }

  it('rates workers compensation with every active carrier writing the line, each with its build-up (the worksheet is for staff)', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const rated = quoteOf(await rate('wc', guestToken, { quoteId: quote.id }).expect(200));
    const carriers = rated.carrierQuotes.map((q) => q.carrier).sort();
    expect(carriers).toEqual(['AmTrust', 'Employers', 'Hartford', 'Markel']);
    for (const q of rated.carrierQuotes) {
      expect(q).toMatchObject({
        ratingState: 'done',
        syncStatus: 'Up to date',
        quoteSource: 'api',
        effectiveDate: quote.effectiveDate,
      });
      expect(q.annualPremiumCents).toBeGreaterThan(0);
      expect(Number.isInteger(q.annualPremiumCents)).toBe(true);
      expect(q.worksheet).toBeNull();
      expect((q as unknown as { buildUp: unknown[] }).buildUp.length).toBeGreaterThan(0);
    }
    const read = quoteOf(
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
    );
    expect(read.carrierQuotes).toHaveLength(4);
  });

  for (const line of ['gl', 'bop', 'cyber']) {
    it(`rates ${line} with the carriers writing it`, async () => {
      const { quote, guestToken } = await submitted(line);
      const rated = quoteOf(await rate(line, guestToken, { quoteId: quote.id }).expect(200));
      expect(rated.carrierQuotes.length).toBeGreaterThan(0);
      for (const q of rated.carrierQuotes) {
        expect(q.ratingState).toBe('done');
        expect(q.bindability).not.toBeNull();
        expect(q.reasonTexts).toHaveLength(q.reasons.length);
      }
      expect(rated.carrierQuotes.some((q) => (q.annualPremiumCents ?? 0) > 0)).toBe(true);
    });
  }

  it('rates only the carriers the client chose', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    const saved = quoteOf(
      await save(t, guestToken, quote, { ...wcSubmission(), carriers: ['Employers'] }).expect(200),
    );
    const sent = quoteOf(
      await t.http
        .post('/api/quote/sendForm')
        .set(bearer(guestToken))
        .send({ id: saved.id, version: saved.version })
        .expect(200),
    );
    const rated = quoteOf(await rate('wc', guestToken, { quoteId: sent.id }).expect(200));
    expect(rated.carrierQuotes.map((q) => q.carrier)).toEqual(['Employers']);
  });

  it('marks the carrier quotes out of sync when the submission changes', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const rated = quoteOf(await rate('wc', guestToken, { quoteId: quote.id }).expect(200));
    const unchanged = quoteOf(
      await save(t, guestToken, rated, { employees: rated.business.employees }).expect(200),
    );
    expect(unchanged.carrierQuotes.every((q) => q.syncStatus === 'Up to date')).toBe(true);
    const changed = quoteOf(await save(t, guestToken, unchanged, { employees: 8 }).expect(200));
    expect(changed.carrierQuotes.every((q) => q.syncStatus === 'Out of sync')).toBe(true);
  });

  it('rates only submitted quotes (1225), for their own line (400)', async () => {
    const { quote, guestToken } = await startAsVisitor(t);
    expect(codeOf(await rate('wc', guestToken, { quoteId: quote.id }).expect(409))).toBe(1225);
    const sent = await submittedWcQuote(t);
    await rate('gl', sent.guestToken, { quoteId: sent.quote.id }).expect(400);
  });

  it('refuses an inactive quote (1210)', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    await setQuoteState(t, quote.id, { active: false });
    expect(codeOf(await rate('wc', guestToken, { quoteId: quote.id }).expect(409))).toBe(1210);
  });

  it('refuses an effective date that lapsed since submitting (1220)', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    await t.app
      .get(DataSource)
      .query(`UPDATE applications SET effective_date = $2 WHERE id = $1`, [quote.id, isoDay(-2)]);
    expect(codeOf(await rate('wc', guestToken, { quoteId: quote.id }).expect(409))).toBe(1220);
  });

  it('answers 1001 when no active carrier writes the chosen carriers’ line', async () => {
    const { quote, guestToken } = await submittedWcQuote(t, { carriers: ['Cowbell'] });
    const res = await rate('wc', guestToken, { quoteId: quote.id }).expect(404);
    expect(codeOf(res)).toBe(1001);
  });

  it('answers 1218 when the call names a carrier that cannot rate the quote through the API', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const res = await rate('wc', guestToken, {
      quoteId: quote.id,
      carriers: ['Hartford', 'Cowbell'],
    }).expect(409);
    expect(codeOf(res)).toBe(1218);
  });

  it('keeps an agent’s own entry for a carrier (1216 when asked to rate it)', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    await t.app.get(DataSource).query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state, annual_premium_cents,
         bindability, sync_status, quote_source, sandbox)
       VALUES ($1, 'Hartford', 'done', 500000, 'BINDABLE_NOT_THRU_API', 'Up to date', 'agent', false)`,
      [quote.id],
    );
    const res = await rate('wc', guestToken, { quoteId: quote.id, carriers: ['Hartford'] }).expect(
      409,
    );
    expect(codeOf(res)).toBe(1216);
    const rated = quoteOf(await rate('wc', guestToken, { quoteId: quote.id }).expect(200));
    const hartford = rated.carrierQuotes.find((q) => q.carrier === 'Hartford');
    expect(hartford).toMatchObject({ quoteSource: 'agent', annualPremiumCents: 500000 });
  });

  it('refuses another visitor’s quote (1203) and an unknown one (404)', async () => {
    const { quote } = await submittedWcQuote(t);
    const other = await startAsVisitor(t);
    expect(codeOf(await rate('wc', other.guestToken, { quoteId: quote.id }).expect(403))).toBe(
      1203,
    );
    await rate('wc', other.guestToken, { quoteId: '3f0e8a52-6f4b-4c1e-9d7a-2b8c4e6f1a3d' }).expect(
      404,
    );
  });
});

describe('rating against slow carriers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATING_SANDBOX_LATENCY_MS: '1000', RATING_DEADLINE_MS: '1600' });
  });

  afterAll(() => t?.close());

  it('stores each answer as it arrives and gives up on a carrier past the deadline', async () => {
    const { quote, guestToken } = await submittedWcQuote(t);
    const rating = t.http
      .post('/api/wc/quotes')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id })
      .then((res) => res);
    // While the carriers answer, the quote shows who is still rating.
    const read = async () =>
      quoteOf(
        await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
      );
    let during = await read();
    for (let i = 0; i < 40 && during.carrierQuotes.length < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      during = await read();
    }
    expect(during.carrierQuotes.length).toBe(4);
    expect(during.carrierQuotes.every((q) => q.ratingState === 'rating')).toBe(true);
    // A second call while rating answers with the quote as it stands.
    const second = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200),
    );
    expect(second.carrierQuotes.some((q) => q.ratingState === 'rating')).toBe(true);

    const done = quoteOf(await rating);
    expect(done.carrierQuotes.every((q) => q.ratingState === 'done')).toBe(true);
    // Latency 1 s, staggered by a quarter per carrier: the fourth (1.75 s) misses the 1.6 s deadline.
    const late = done.carrierQuotes.filter((q) => q.bindability === 'ERROR');
    expect(late).toHaveLength(1);
    expect(late[0].reasonTexts).toEqual([
      'The carrier could not be reached, please try again later',
    ]);
    expect(done.carrierQuotes.filter((q) => (q.annualPremiumCents ?? 0) > 0)).toHaveLength(3);
  });
});
