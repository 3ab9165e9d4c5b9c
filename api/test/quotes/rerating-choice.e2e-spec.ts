import { DataSource } from 'typeorm';
import { adminToken, createTestApp, type TestApp } from '../helpers/app';
import { bearer, quoteOf, submittedWcQuote, type QuoteBody } from './quote-helpers';

/** An officer of a Texas corporation, included: the owner payroll rules set their payroll. */
const officer = {
  firstName: 'Sam',
  lastName: 'Officer',
  primaryWorkState: 'TX',
  title: 'President',
  ownershipPercent: 100,
  inclusion: 'Included',
};

interface Rule {
  id: string;
  year: number;
  state: string;
  entityType: string;
  setAmountCents: number;
  minAmountCents: number;
  maxAmountCents: number;
}

describe('rating a chosen quote again after an owner payroll rule changes', () => {
  let t: TestApp;
  let admin: string;

  // Its own database: the test changes the owner payroll rules other files rate with.
  beforeAll(async () => {
    t = await createTestApp({}, { isolatedDatabase: true });
    admin = await adminToken(t);
  });

  afterAll(() => t?.close());

  /** A Texas corporation's quote, rated by Employers, with Employers' quote chosen. */
  async function chosenQuote(): Promise<{ quote: QuoteBody; guestToken: string }> {
    const { quote, guestToken } = await submittedWcQuote(t, {
      legalEntity: 'Corporation',
      owners: [officer],
    });
    const rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id, carriers: ['Employers'] })
        .expect(200),
    );
    const [employers] = rated.carrierQuotes;
    expect(employers.annualPremiumCents).not.toBeNull();
    const chosen = quoteOf(
      await t.http
        .post('/api/quote/setQuoteSelected')
        .set(bearer(guestToken))
        .send({ id: rated.id, version: rated.version, carrierQuoteId: employers.id })
        .expect(200),
    );
    expect(chosen.selectedCarrierQuoteId).toBe(employers.id);
    return { quote: chosen, guestToken };
  }

  const rateAgain = async (quote: QuoteBody, guestToken: string) =>
    quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id, carriers: ['Employers'] })
        .expect(200),
    );

  const read = async (quote: QuoteBody) =>
    quoteOf(await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(admin)).expect(200));

  async function texasCorporationRule(year: number): Promise<Rule> {
    const res = await t.http.get(`/api/payroll-rules/year/${year}`).set(bearer(admin)).expect(200);
    return (res.body as Rule[]).find((r) => r.state === 'TX' && r.entityType === 'Corporation')!;
  }

  it('keeps the choice when the same carrier still prices the quote, at its new premium', async () => {
    const { quote, guestToken } = await chosenQuote();
    const before = quote.carrierQuotes[0];
    const rule = await texasCorporationRule(Number(quote.effectiveDate!.slice(0, 4)));
    await t.http
      .put(`/api/payroll-rules/${rule.id}`)
      .set(bearer(admin))
      .send({
        setAmountCents: rule.setAmountCents * 2,
        minAmountCents: rule.minAmountCents,
        maxAmountCents: rule.maxAmountCents * 2,
      })
      .expect(200);

    const rated = await rateAgain(quote, guestToken);
    const after = rated.carrierQuotes.find((q) => q.carrier === 'Employers')!;
    expect(after.annualPremiumCents!).toBeGreaterThan(before.annualPremiumCents!);
    expect(rated.selectedCarrierQuoteId).toBe(after.id);
    expect(rated.status).toBe(quote.status);

    const stored = await read(quote);
    expect(stored.selectedCarrierQuoteId).toBe(after.id);
    expect(stored.status).toBe(quote.status);
    expect(stored.carrierQuotes.find((q) => q.id === after.id)).toMatchObject({
      notes: null,
    });
  });

  it('says so on the quote when the carrier no longer prices the chosen quote', async () => {
    const { quote, guestToken } = await chosenQuote();
    const year = Number(quote.effectiveDate!.slice(0, 4));
    const rule = await texasCorporationRule(year);
    const db = t.app.get(DataSource);
    // The year's rules no longer hold one for Texas corporations (P-1001): nothing is priced.
    await db.query(`DELETE FROM owner_payroll_rules WHERE id = $1`, [rule.id]);
    try {
      const rated = await rateAgain(quote, guestToken);
      const employers = rated.carrierQuotes.find((q) => q.carrier === 'Employers')!;
      expect(employers.annualPremiumCents).toBeNull();
      expect(rated.selectedCarrierQuoteId).toBeNull();
      expect(rated.status).toBe('In review');
      const note = (employers as { notes?: string | null }).notes;
      expect(note).toMatch(
        /^This quote was the one chosen until .* rated it again on \d{4}-\d{2}-\d{2}/,
      );
      expect(note).toMatch(/\.$/);

      // Client and staff read the same note and the cleared choice on the stored quote.
      const stored = await read(quote);
      expect(stored.selectedCarrierQuoteId).toBeNull();
      expect(stored.status).toBe('In review');
      expect(stored.carrierQuotes.find((q) => q.id === employers.id)).toMatchObject({
        notes: note,
      });
      const client = quoteOf(
        await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
      );
      expect(client.carrierQuotes.find((q) => q.id === employers.id)).toMatchObject({
        notes: note,
      });
    } finally {
      await db.query(
        `INSERT INTO owner_payroll_rules
           (id, year, state, entity_type, set_amount_cents, min_amount_cents, max_amount_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          rule.id,
          rule.year,
          rule.state,
          rule.entityType,
          rule.setAmountCents,
          rule.minAmountCents,
          rule.maxAmountCents,
        ],
      );
    }
  });
});
