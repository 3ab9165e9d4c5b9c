/**
 * API and manual quotes: converting a rated quote to manual loses the carriers' quotes and the
 * proposal, staff then enter carrier quotes by hand that the client sees and can buy; switching
 * back to the API erases them and the quote can be rated again. Each action takes the version
 * read, is refused on closed quotes and is audited in its transaction.
 */
import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { eftBilling } from './purchase/purchase-helpers';
import {
  bearer,
  codeOf,
  currentVersion,
  isoDay,
  quoteOf,
  setQuoteState,
  submittedWcQuote,
  type QuoteBody,
} from './quotes/quote-helpers';

interface ModeQuote extends QuoteBody {
  quoteMode: string;
  carrierQuotes: Array<QuoteBody['carrierQuotes'][number] & { notes: string | null }>;
}

interface AuditBody {
  action: string;
  actorRole: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('API and manual quotes', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
  });

  afterAll(() => t?.close());

  /** A visitor's workers compensation quote, rated, with a bindable carrier quote chosen. */
  async function ratedQuote(): Promise<{ quote: ModeQuote; guestToken: string; email: string }> {
    const { quote, guestToken, email } = await submittedWcQuote(t);
    const rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200),
    );
    const bindable = rated.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API')!;
    const selected = await t.http
      .post('/api/quote/setQuoteSelected')
      .set(bearer(guestToken))
      .send({ id: rated.id, version: rated.version, carrierQuoteId: bindable.id })
      .expect(200);
    return { quote: selected.body as ModeQuote, guestToken, email };
  }

  const switchTo = (token: string, mode: 'Manual' | 'Api', id: string, version: number) =>
    t.http.post(`/api/quote/switchTo${mode}`).set(bearer(token)).send({ id, version });

  const manual = (overrides: Record<string, unknown> = {}) => ({
    carrier: 'Markel',
    annualPremiumCents: 123_456,
    effectiveDate: isoDay(10),
    expirationDate: isoDay(375),
    bindability: 'BINDABLE_THRU_API',
    notes: 'Subject to a loss control visit',
    ...overrides,
  });

  const addManual = (token: string, id: string, body: Record<string, unknown>) =>
    t.http.post(`/api/quote/${id}/manualCarrierQuotes`).set(bearer(token)).send(body);

  const trail = async (id: string) =>
    (await t.http.get(`/api/quote/${id}/audit`).set(bearer(admin)).expect(200)).body as AuditBody[];

  async function manualQuote() {
    const rated = await ratedQuote();
    const res = await switchTo(admin, 'Manual', rated.quote.id, rated.quote.version).expect(200);
    return { ...rated, quote: res.body as ModeQuote };
  }

  it('converts to manual: the carriers’ quotes, the choice and the proposal are lost', async () => {
    const { quote, guestToken } = await ratedQuote();
    expect(quote.quoteMode).toBe('api');
    expect(quote.status).toBe('Ready to bind');
    await t.http
      .post('/api/quote/setQuoteProposal')
      .set(bearer(admin))
      .send({ quoteId: quote.id })
      .expect(200);
    const version = await currentVersion(t, quote.id);

    const res = await switchTo(admin, 'Manual', quote.id, version).expect(200);
    const converted = res.body as ModeQuote;
    expect(converted).toMatchObject({
      quoteMode: 'manual',
      carrierQuotes: [],
      selectedCarrierQuoteId: null,
      status: 'In review',
      version: version + 1,
    });
    const proposals = (
      await t.http.get(`/api/quote/${quote.id}/documents`).set(bearer(guestToken)).expect(200)
    ).body as unknown[];
    expect(proposals).toEqual([]);

    const rating = await t.http
      .post('/api/wc/quotes')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id })
      .expect(409);
    expect(codeOf(rating)).toBe(1215);

    const [record] = await trail(quote.id);
    expect(record).toMatchObject({
      action: 'switchToManual',
      actorRole: 'admin',
      before: { quoteMode: 'api', status: 'Ready to bind' },
      after: {
        quoteMode: 'manual',
        status: 'In review',
        carrierQuotesErased: quote.carrierQuotes.length,
        proposalsDeactivated: 1,
      },
    });
  });

  it('shows a manual carrier quote to the client, who can choose and buy it', async () => {
    const { quote, guestToken, email } = await manualQuote();
    const added = (
      await addManual(admin, quote.id, { version: quote.version, ...manual() }).expect(201)
    ).body as ModeQuote;
    expect(added.carrierQuotes).toEqual([
      expect.objectContaining({
        carrier: 'Markel',
        annualPremiumCents: 123_456,
        bindability: 'BINDABLE_THRU_API',
        quoteSource: 'agent',
        ratingState: 'done',
        syncStatus: 'Up to date',
        notes: 'Subject to a loss control visit',
      }),
    ]);

    const seen = quoteOf(
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(guestToken)).expect(200),
    );
    const offer = seen.carrierQuotes[0];
    expect(offer.annualPremiumCents).toBe(123_456);
    const chosen = quoteOf(
      await t.http
        .post('/api/quote/setQuoteSelected')
        .set(bearer(guestToken))
        .send({ id: quote.id, version: seen.version, carrierQuoteId: offer.id })
        .expect(200),
    );
    expect(chosen.status).toBe('Ready to bind');
    await t.http
      .post('/api/billingInfo/create')
      .set(bearer(guestToken))
      .send(eftBilling(quote.id, email))
      .expect(200);

    const [record] = await trail(quote.id);
    expect(record).toMatchObject({
      action: 'addManualCarrierQuote',
      before: { carrierQuoteId: null },
      after: { carrier: 'Markel', annualPremiumCents: 123_456 },
    });
  });

  it('changes and removes a manual quote; a changed chosen quote must be chosen again', async () => {
    const { quote, guestToken } = await manualQuote();
    const added = (
      await addManual(admin, quote.id, { version: quote.version, ...manual() }).expect(201)
    ).body as ModeQuote;
    const entry = added.carrierQuotes[0];
    const chosen = quoteOf(
      await t.http
        .post('/api/quote/setQuoteSelected')
        .set(bearer(guestToken))
        .send({ id: quote.id, version: added.version, carrierQuoteId: entry.id })
        .expect(200),
    );

    const changed = (
      await t.http
        .put(`/api/quote/${quote.id}/manualCarrierQuotes/${entry.id}`)
        .set(bearer(admin))
        .send({ version: chosen.version, ...manual({ annualPremiumCents: 99_999, notes: null }) })
        .expect(200)
    ).body as ModeQuote;
    expect(changed.carrierQuotes[0]).toMatchObject({ annualPremiumCents: 99_999, notes: null });
    expect(changed).toMatchObject({ selectedCarrierQuoteId: null, status: 'In review' });

    const removed = (
      await t.http
        .delete(`/api/quote/${quote.id}/manualCarrierQuotes/${entry.id}`)
        .query({ version: changed.version })
        .set(bearer(admin))
        .expect(200)
    ).body as ModeQuote;
    expect(removed.carrierQuotes).toEqual([]);
    expect((await trail(quote.id)).map((r) => r.action).slice(0, 2)).toEqual([
      'removeManualCarrierQuote',
      'updateManualCarrierQuote',
    ]);
  });

  it('switches back to the API: manual quotes are erased and the quote can be rated', async () => {
    const { quote, guestToken } = await manualQuote();
    const added = (
      await addManual(admin, quote.id, { version: quote.version, ...manual() }).expect(201)
    ).body as ModeQuote;

    const res = await switchTo(admin, 'Api', quote.id, added.version).expect(200);
    expect(res.body).toMatchObject({ quoteMode: 'api', carrierQuotes: [] });
    const [{ count }] = (await db.query(
      `SELECT count(*)::int AS count FROM carrier_quotes WHERE application_id = $1`,
      [quote.id],
    )) as Array<{ count: number }>;
    expect(count).toBe(0);

    const entry = await addManual(admin, quote.id, {
      version: (res.body as ModeQuote).version,
      ...manual(),
    }).expect(409);
    expect(codeOf(entry)).toBe(1217);

    const rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200),
    );
    expect(rated.carrierQuotes.length).toBeGreaterThan(0);
    expect(rated.carrierQuotes.every((q) => q.quoteSource === 'api')).toBe(true);

    const [record] = await trail(quote.id);
    expect(record).toMatchObject({
      action: 'switchToApi',
      before: { quoteMode: 'manual' },
      after: { quoteMode: 'api', carrierQuotesErased: 1 },
    });
  });

  describe('refusals', () => {
    it('refuses a stale version with 1226 and changes nothing', async () => {
      const { quote } = await ratedQuote();
      const res = await switchTo(admin, 'Manual', quote.id, quote.version - 1).expect(409);
      expect(codeOf(res)).toBe(1226);
      expect(await trail(quote.id)).toEqual([]);
    });

    it.each([
      ['Completed', 1221],
      ['Bound', 1221],
      ['Purchase pending', 1214],
    ])('refuses to switch a quote in %s (%i)', async (status, code) => {
      const { quote } = await ratedQuote();
      await setQuoteState(t, quote.id, { status });
      const res = await switchTo(admin, 'Manual', quote.id, quote.version).expect(409);
      expect(codeOf(res)).toBe(code);
      expect(await trail(quote.id)).toEqual([]);
    });

    it('refuses a switch to the mode the quote is in with a readable 400', async () => {
      const { quote } = await ratedQuote();
      const res = await switchTo(admin, 'Api', quote.id, quote.version).expect(400);
      expect(codeOf(res)).toBe(ErrorCode.QuoteModeUnchanged);
      expect(res.body.message).toBe('The quote is already API.');
    });

    it('refuses a second quote for the same carrier with 1216', async () => {
      const { quote } = await manualQuote();
      const added = (
        await addManual(admin, quote.id, {
          version: quote.version,
          ...manual(),
        }).expect(201)
      ).body as ModeQuote;
      const res = await addManual(admin, quote.id, {
        version: added.version,
        ...manual(),
      }).expect(409);
      expect(codeOf(res)).toBe(1216);
    });

    it('refuses a carrier that does not write the line and a period ending before it starts', async () => {
      const { quote } = await manualQuote();
      const res = await addManual(admin, quote.id, {
        version: quote.version,
        ...manual({ carrier: 'Cowbell', expirationDate: isoDay(5) }),
      }).expect(400);
      expect(codeOf(res)).toBe(ErrorCode.ManualQuoteInvalid);
      expect(res.body.message).toEqual([
        expect.stringMatching(/^carrier must be one of the carriers of this coverage: /),
        'expirationDate must be after effectiveDate.',
      ]);
    });

    it('refuses the manual routes an API carrier quote (404)', async () => {
      const { quote } = await ratedQuote();
      const version = await currentVersion(t, quote.id);
      await setQuoteState(t, quote.id, { status: 'In review' });
      await db.query(`UPDATE applications SET quote_mode = 'manual' WHERE id = $1`, [quote.id]);
      await t.http
        .delete(`/api/quote/${quote.id}/manualCarrierQuotes/${quote.carrierQuotes[0].id}`)
        .query({ version })
        .set(bearer(admin))
        .expect(404)
        .expect((res) => expect(codeOf(res)).toBe(ErrorCode.CarrierQuoteNotFound));
    });
  });

  describe('agents', () => {
    it('switch and enter quotes on the quotes assigned to them, audited as agents', async () => {
      const { quote } = await ratedQuote();
      await setQuoteState(t, quote.id, { agentId: agent.id });
      const res = await switchTo(agent.token, 'Manual', quote.id, quote.version).expect(200);
      await addManual(agent.token, quote.id, {
        version: (res.body as ModeQuote).version,
        ...manual(),
      }).expect(201);
      expect((await trail(quote.id)).map((r) => [r.action, r.actorRole])).toEqual([
        ['addManualCarrierQuote', 'agent'],
        ['switchToManual', 'agent'],
      ]);
    });

    it('are refused another agent’s quote (1301) and a locked one (1212)', async () => {
      const { quote } = await ratedQuote();
      await setQuoteState(t, quote.id, { agentId: otherAgent.id });
      expect(codeOf(await switchTo(agent.token, 'Manual', quote.id, quote.version))).toBe(1301);
      await setQuoteState(t, quote.id, { agentId: agent.id, locked: true });
      expect(codeOf(await switchTo(agent.token, 'Manual', quote.id, quote.version))).toBe(1212);
      expect(await trail(quote.id)).toEqual([]);
    });

    it('clients may not switch their own quote', async () => {
      const client = await registerClient(t);
      const started = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send({ coverageType: 'wc' })
          .expect(200),
      );
      await switchTo(client.token, 'Manual', started.id, started.version).expect(403);
    });
  });
});
