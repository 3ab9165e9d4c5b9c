import { PurchaseSignaturesService } from '../src/purchase/checkout/purchase-signatures.service';
import { adminToken, createAgent, createTestApp, type TestApp } from './helpers/app';
import { BANK, eftBilling, payAtCheckout } from './purchase/purchase-helpers';
import {
  bearer,
  codeOf,
  quoteOf,
  randomFein,
  setQuoteState,
  submittedWcQuote,
} from './quotes/quote-helpers';

interface Detail {
  quote: {
    id: string;
    business: {
      businessName: string;
      feinMasked: string | null;
      owners: Array<{ firstName: string; title: string }>;
      locations: Array<{ city: string }>;
    };
    carrierQuotes: Array<{ carrier: string; worksheet: unknown }>;
  };
  answers: Array<{ section: string; key: string; question: string | null; answer: string }>;
  payments: Array<{
    amountCents: number;
    method: string | null;
    accountMasked: string | null;
    status: string;
  }>;
  signatures: Array<{
    kind: string;
    status: string;
    signers: Array<{ name: string; status: string; signedAt: string | null }>;
  }>;
}

describe('GET /api/quote/:id/application', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' });
    admin = await adminToken(t);
  });

  afterAll(() => t?.close());

  /** A visitor's WC quote with a FEIN, rated, selected, billed by EFT, paid and sent for signing. */
  async function paidQuote(fein: string, underwritingAnswers: Record<string, string>) {
    const { quote, guestToken, email } = await submittedWcQuote(t, {
      noFein: false,
      fein,
      underwritingAnswers,
    });
    const rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200),
    );
    const bindable = rated.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API');
    if (!bindable) throw new Error('no carrier quote bindable online');
    await t.http
      .post('/api/quote/setQuoteSelected')
      .set(bearer(guestToken))
      .send({ id: quote.id, version: rated.version, carrierQuoteId: bindable.id })
      .expect(200);
    await t.http
      .post('/api/billingInfo/create')
      .set(bearer(guestToken))
      .send(eftBilling(quote.id, email))
      .expect(200);
    await payAtCheckout(t, guestToken, quote.id);
    const packets = t.app.get(PurchaseSignaturesService);
    await packets.drain();
    await packets.drain();
    return quote;
  }

  it('shows staff the whole application, with question texts, payments and signatures, and no sealed number in clear', async () => {
    // The question set as it stands when the test runs: its first question, answered Yes.
    const set = await t.http.get('/api/employers/questions?coverage=wc').expect(200);
    const [asked] = (set.body as { questions: Array<{ id: string; text: string }> }).questions;
    const fein = randomFein();
    const quote = await paidQuote(fein, { [asked.id]: 'Yes' });

    const res = await t.http
      .get(`/api/quote/${quote.id}/application`)
      .set(bearer(admin))
      .expect(200);
    const body = res.body as Detail;

    expect(body.quote.id).toBe(quote.id);
    expect(body.quote.business.feinMasked).toBe(`•••••${fein.slice(-4)}`);
    expect(body.quote.business.owners).toEqual([
      expect.objectContaining({ firstName: 'Pat', title: 'Managing Member' }),
    ]);
    expect(body.quote.business.locations).toEqual([expect.objectContaining({ city: 'Austin' })]);
    expect(body.answers).toContainEqual({
      section: 'underwriting',
      key: asked.id,
      group: null,
      question: asked.text,
      answer: 'Yes',
    });
    expect(body.quote.carrierQuotes.some((q) => q.worksheet !== null)).toBe(true);
    expect(body.payments).toEqual([
      expect.objectContaining({ status: 'paid', method: 'card', accountMasked: null }),
    ]);
    expect(body.payments[0].amountCents).toBeGreaterThan(0);
    expect(body.signatures).toEqual([
      expect.objectContaining({
        kind: 'application',
        status: 'sent',
        signers: [expect.objectContaining({ name: 'Pat Owner', status: 'sent', signedAt: null })],
      }),
    ]);

    const text = res.text.replace(/-/g, '');
    expect(text).not.toContain(fein.replace('-', ''));
    expect(text).not.toContain(BANK.accountNumber);
    expect(text).not.toContain(BANK.routingNumber);
  });

  it('lets an agent read the applications of clients assigned to them, and refuses others with 1301', async () => {
    const { quote } = await submittedWcQuote(t);
    const [assigned, other] = [await createAgent(t), await createAgent(t)];
    await setQuoteState(t, quote.id, { agentId: assigned.id });

    await t.http.get(`/api/quote/${quote.id}/application`).set(bearer(assigned.token)).expect(200);
    const refused = await t.http
      .get(`/api/quote/${quote.id}/application`)
      .set(bearer(other.token))
      .expect(403);
    expect(codeOf(refused)).toBe(1301);
  });

  it('answers 404 for an unknown quote and 400 for an id that is not one', async () => {
    await t.http
      .get('/api/quote/00000000-0000-4000-8000-000000000000/application')
      .set(bearer(admin))
      .expect(404);
    const bad = await t.http.get('/api/quote/not-an-id/application').set(bearer(admin)).expect(400);
    expect(bad.body).toMatchObject({ statusCode: 400, message: ['ID must be a valid id.'] });
  });
});
