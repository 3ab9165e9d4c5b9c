import { ErrorCode } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from '../helpers/app';
import {
  bearer,
  codeOf,
  quoteOf,
  randomFein,
  save,
  setQuoteState,
  startAsVisitor,
  type QuoteBody,
} from './quote-helpers';

describe('agents quoting for clients', () => {
  let t: TestApp;
  let agent: SignedIn;
  let otherAgent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
  });

  afterAll(() => t?.close());

  const startFor = (who: SignedIn, body: Record<string, unknown>) =>
    t.http
      .post('/api/quote/saveForLater')
      .set(bearer(who.token))
      .send({ coverageType: 'wc', ...body });

  it('starts a quote for a client, assigned to the agent', async () => {
    const email = uniqueEmail('prospect');
    const res = await startFor(agent, { email, firstName: 'Lee', businessName: 'Lee Bakery' });
    const quote = quoteOf(res);
    expect(res.status).toBe(200);
    expect(quote).toMatchObject({ agentId: agent.id, client: { email, hasAccount: false } });
    expect(quote.guestToken).toBeUndefined();
  });

  it('needs the client’s email', async () => {
    const res = await startFor(agent, {}).expect(400);
    expect(res.body.code).toBe(ErrorCode.QuoteDetailRequired);
    expect(res.body.message).toBe('email is required.');
  });

  it('refuses a client that is another agent’s (1301)', async () => {
    const email = uniqueEmail('taken');
    await startFor(otherAgent, { email }).expect(200);
    const res = await startFor(agent, { email, coverageType: 'gl' }).expect(403);
    expect(codeOf(res)).toBe(ErrorCode.NotYourClient);
  });

  it('refuses a client whose account is assigned to another agent (1301)', async () => {
    const client = await registerClient(t);
    await t.http
      .patch(`/api/users/update/${client.id}/agent-assigned`)
      .set(bearer(await adminToken(t)))
      .send({ agentId: otherAgent.id })
      .expect(200);
    const res = await startFor(agent, { email: client.email }).expect(403);
    expect(codeOf(res)).toBe(ErrorCode.NotYourClient);
  });

  it('refuses a FEIN on another agent’s quote (1303) and on another agent’s policy (1302)', async () => {
    const fein = randomFein();
    const theirs = quoteOf(await startFor(otherAgent, { email: uniqueEmail(), fein }).expect(200));
    const quoteRes = await startFor(agent, { email: uniqueEmail(), fein }).expect(403);
    expect(codeOf(quoteRes)).toBe(1303);

    await setQuoteState(t, theirs.id, { status: 'Bound' });
    const policyRes = await startFor(agent, { email: uniqueEmail(), fein }).expect(409);
    expect(codeOf(policyRes)).toBe(1302);
  });

  it('refuses a business name on a quote no agent has yet (1401)', async () => {
    const businessName = `Unassigned Widgets ${Date.now()}`;
    const { quote, guestToken } = await startAsVisitor(t);
    await save(t, guestToken, quote, { businessName }).expect(200);
    const res = await startFor(agent, {
      email: uniqueEmail(),
      businessName: businessName.toUpperCase(),
    }).expect(403);
    expect(codeOf(res)).toBe(1401);
  });

  it('checks identifiers as they are entered', async () => {
    const fein = randomFein();
    await startFor(otherAgent, { email: uniqueEmail(), fein }).expect(200);
    const check = (who: SignedIn, body: Record<string, unknown>) =>
      t.http
        .post('/api/quote/processBusinessIdentifier')
        .set(bearer(who.token))
        .send({ coverageType: 'wc', ...body });
    expect(codeOf(await check(agent, { fein }).expect(403))).toBe(1303);
    expect((await check(otherAgent, { fein }).expect(200)).body).toEqual({
      inUse: true,
      businessId: null,
    });
    expect((await check(agent, { fein: randomFein() }).expect(200)).body).toEqual({
      inUse: false,
      businessId: null,
    });
    await check(agent, {})
      .expect(400)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.BusinessIdentifierInvalid));
  });

  it('keeps an agent to the quotes assigned to them (1301, 1203)', async () => {
    const mine = quoteOf(await startFor(agent, { email: uniqueEmail() }).expect(200));
    const theirs = quoteOf(await startFor(otherAgent, { email: uniqueEmail() }).expect(200));
    const { quote: unassigned } = await startAsVisitor(t);
    await t.http.get(`/api/quote/getQuote/${mine.id}`).set(bearer(agent.token)).expect(200);
    const other = await t.http
      .get(`/api/quote/getQuote/${theirs.id}`)
      .set(bearer(agent.token))
      .expect(403);
    expect(codeOf(other)).toBe(1301);
    const none = await t.http
      .get(`/api/quote/getQuote/${unassigned.id}`)
      .set(bearer(agent.token))
      .expect(403);
    expect(codeOf(none)).toBe(1203);
    expect(codeOf(await save(t, agent.token, theirs, { employees: 2 }).expect(403))).toBe(1301);
  });

  describe('finding quotes and clients', () => {
    let own: QuoteBody;
    const name = `Searchable Plumbing ${Date.now()}`;

    beforeAll(async () => {
      own = quoteOf(
        await startFor(agent, {
          email: uniqueEmail('search'),
          businessName: name,
          fein: '45-6789012',
        }).expect(200),
      );
      await startFor(otherAgent, {
        email: uniqueEmail('search'),
        businessName: `${name} Two`,
      }).expect(200);
    });

    it('quote/search finds an agent’s quotes only, and every quote for an admin', async () => {
      const byAgent = await t.http
        .get('/api/quote/search')
        .query({ searchTerm: name })
        .set(bearer(agent.token))
        .expect(200);
      expect(byAgent.body).toMatchObject({
        total: 1,
        page: 1,
        items: [{ id: own.id, businessName: name }],
      });
      const pastTheEnd = await t.http
        .get('/api/quote/search')
        .query({ searchTerm: name, page: 3, pageSize: 1 })
        .set(bearer(agent.token))
        .expect(200);
      expect(pastTheEnd.body).toMatchObject({ items: [], total: 1, page: 3, pageSize: 1 });
      const byAdmin = await t.http
        .get('/api/quote/search')
        .query({ searchTerm: name, coverageType: 'wc', status: 'In process' })
        .set(bearer(await adminToken(t)))
        .expect(200);
      expect(byAdmin.body.total).toBe(2);
      const byFein = await t.http
        .get('/api/quote/search')
        .query({ searchTerm: '45-6789012' })
        .set(bearer(agent.token))
        .expect(200);
      expect(byFein.body.items.map((i: { id: string }) => i.id)).toContain(own.id);
    });

    it('quote/myQuotes lists the caller’s quotes', async () => {
      const res = await t.http.get('/api/quote/myQuotes').set(bearer(agent.token)).expect(200);
      const items = res.body.items as Array<{ agentId: string }>;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.agentId === agent.id)).toBe(true);

      const client = await registerClient(t);
      await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(client.token))
        .send({ coverageType: 'gl' })
        .expect(200);
      const mine = await t.http.get('/api/quote/myQuotes').set(bearer(client.token)).expect(200);
      expect(mine.body).toMatchObject({
        total: 1,
        items: [{ coverageType: 'gl', clientEmail: client.email }],
      });
    });

    it('clients/search finds by email, FEIN or business name, an agent’s own clients only', async () => {
      const byName = await t.http
        .get('/api/clients/search')
        .query({ businessName: name })
        .set(bearer(agent.token))
        .expect(200);
      expect(byName.body).toEqual([
        expect.objectContaining({
          email: own.client.email,
          businessNames: [name],
          agentId: agent.id,
        }),
      ]);
      const byFein = await t.http
        .get('/api/clients/search')
        .query({ fein: '456789012' })
        .set(bearer(agent.token))
        .expect(200);
      expect(byFein.body).toHaveLength(1);
      const byEmail = await t.http
        .get('/api/clients/search')
        .query({ email: own.client.email })
        .set(bearer(otherAgent.token))
        .expect(200);
      expect(byEmail.body).toEqual([]);
      const byAdmin = await t.http
        .get('/api/clients/search')
        .query({ businessName: name })
        .set(bearer(await adminToken(t)))
        .expect(200);
      expect(byAdmin.body).toHaveLength(2);
      await t.http.get('/api/clients/search').set(bearer(agent.token)).expect(400);
    });
  });
});
