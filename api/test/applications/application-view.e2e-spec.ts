/**
 * The application-view calls: tabs (New among them), an agent's scope, search, sort, the date
 * filter, page bounds, one client's applications, the count per tab and the deals.
 */
import { DataSource } from 'typeorm';
import {
  adminToken,
  createAgent,
  createTestApp,
  type SignedIn,
  type TestApp,
} from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { bearer, setQuoteState, startAsVisitor, type QuoteBody } from '../quotes/quote-helpers';

interface Item {
  id: string;
  businessName: string | null;
  clientId: string;
  clientEmail: string;
  status: string;
  agentId: string | null;
  agentName: string | null;
}
interface PageBody {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

describe('application-view', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;
  /** A word in every business name of this file, so other files' rows stay out of the lists. */
  const tag = `Pipeline${Math.random().toString(36).slice(2, 8)}`;
  const quotes: QuoteBody[] = [];

  const get = async (token: string, path: string, query: Record<string, unknown> = {}) => {
    const res = await t.http
      .get(`/api/application-view${path}`)
      .query({ searchTerm: tag, ...query })
      .set(bearer(token));
    return res;
  };
  const page = async (token: string, path: string, query: Record<string, unknown> = {}) => {
    const res = await get(token, path, query);
    expect(res.status).toBe(200);
    return res.body as PageBody;
  };
  const setUpdatedAt = (id: string, daysAgo: number) =>
    t.app
      .get(DataSource)
      .query(
        `UPDATE applications SET updated_at = now() - make_interval(days => $2) WHERE id = $1`,
        [id, daysAgo],
      );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
    // Five applications: two unassigned (one archived), two the agent's, one the other agent's.
    for (let i = 0; i < 5; i += 1) {
      const { quote } = await startAsVisitor(t, { businessName: `${tag} Shop ${i}` });
      quotes.push(quote);
    }
    await setQuoteState(t, quotes[1].id, { status: 'Archive' });
    await setQuoteState(t, quotes[2].id, { agentId: agent.id, status: 'In review' });
    await setQuoteState(t, quotes[3].id, { agentId: agent.id, status: 'Awaiting signatures' });
    await setQuoteState(t, quotes[4].id, { agentId: otherAgent.id, status: 'Bound' });
    // Oldest first: quotes[0] changed 40 days ago, quotes[4] today.
    for (const [i, q] of quotes.entries()) await setUpdatedAt(q.id, (4 - i) * 10);
  });

  afterAll(() => t?.close());

  it('lists every application but the archived, newest change first', async () => {
    const body = await page(admin, '/all');
    expect(body.total).toBe(4);
    expect(body.items.map((i) => i.id)).toEqual(
      [quotes[4], quotes[3], quotes[2], quotes[0]].map((q) => q.id),
    );
    expect(body.items[0]).toMatchObject({ businessName: `${tag} Shop 4`, status: 'Bound' });
    expect(body.items[0].agentName).toBeTruthy();
  });

  it('sorts by creation, oldest first when asked', async () => {
    const body = await page(admin, '/all', { sort: 'createdAt', order: 'ASC' });
    expect(body.items.map((i) => i.id)).toEqual(
      [quotes[0], quotes[2], quotes[3], quotes[4]].map((q) => q.id),
    );
  });

  it('lists each tab, New being the unassigned and unarchived', async () => {
    const ids = async (status: string) =>
      (await page(admin, '', { status })).items.map((i) => i.id).sort();
    expect(await ids('new')).toEqual([quotes[0].id]);
    expect(await ids('inprocess')).toEqual([quotes[0].id]);
    expect(await ids('inreview')).toEqual([quotes[2].id]);
    expect(await ids('purchasepending')).toEqual([quotes[3].id]);
    expect(await ids('bound')).toEqual([quotes[4].id]);
    expect(await ids('archived')).toEqual([quotes[1].id]);
    expect(await ids('ready')).toEqual([]);
  });

  it('counts each tab under the same filters', async () => {
    const res = await get(admin, '/count/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      all: 4,
      new: 1,
      inprocess: 1,
      inreview: 1,
      ready: 0,
      purchasepending: 1,
      completed: 0,
      bound: 1,
      archived: 1,
    });
    const recent = await get(admin, '/count/status', { dateFilter: 'Last 7 days' });
    expect(recent.body).toMatchObject({ all: 1, bound: 1, new: 0 });
  });

  it('holds an agent to the applications assigned to them', async () => {
    const mine = await page(agent.token, '/all');
    expect(mine.items.map((i) => i.id).sort()).toEqual([quotes[2].id, quotes[3].id].sort());
    expect((await page(agent.token, '', { status: 'new' })).total).toBe(0);
    // Another agent's id narrows nothing open: the scope and the filter both apply.
    expect((await page(agent.token, '/all', { userId: otherAgent.id })).total).toBe(0);
    const counts = await get(agent.token, '/count/status');
    expect(counts.body).toMatchObject({ all: 2, new: 0, bound: 0 });
  });

  it('answers an unfiltered book from the counts the database keeps, following every change', async () => {
    const counts = async (token: string) => {
      const res = await t.http.get('/api/application-view/count/status').set(bearer(token));
      expect(res.status).toBe(200);
      return res.body as Record<string, number>;
    };
    /** Counts are held in process until the change's announcement reaches the instance. */
    const countsReach = (token: string, expected: Record<string, number>) =>
      eventually(async () => {
        const now = await counts(token);
        return Object.entries(expected).every(([tab, n]) => now[tab] === n);
      });
    expect(await counts(agent.token)).toMatchObject({ all: 2, inreview: 1, purchasepending: 1 });
    await setQuoteState(t, quotes[3].id, { agentId: otherAgent.id, status: 'Completed' });
    await countsReach(agent.token, { all: 1, inreview: 1, purchasepending: 0 });
    await countsReach(otherAgent.token, { all: 2, completed: 1, bound: 1 });
    const list = await t.http
      .get('/api/application-view/all')
      .set(bearer(otherAgent.token))
      .expect(200);
    expect((list.body as PageBody).total).toBe(2);
    await setQuoteState(t, quotes[3].id, { agentId: agent.id, status: 'Awaiting signatures' });

    const [{ all, unassigned }] = (await t.app.get(DataSource).query(
      `SELECT count(*) FILTER (WHERE status <> 'Archive')::int AS all,
              count(*) FILTER (WHERE status <> 'Archive' AND agent_id IS NULL)::int AS unassigned
         FROM applications`,
    )) as [{ all: number; unassigned: number }];
    await countsReach(admin, { all, new: unassigned });
  });

  it('spreads each count over the changing sessions’ rows, and the rows sum to the book', async () => {
    // A change is counted on its own session's row of the agent and status, so changes committed
    // at once from different sessions do not queue on one row. The two agents' books are summed
    // (other suites share the database).
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await runner.startTransaction();
      const [{ slot }] = (await runner.query(`SELECT pg_backend_pid() % 8 AS slot`)) as [
        { slot: number },
      ];
      await runner.query(`UPDATE applications SET status = 'Ready to bind' WHERE id = $1`, [
        quotes[4].id,
      ]);
      await runner.commitTransaction();
      const [own] = (await runner.query(
        `SELECT n::int FROM application_tab_counts
          WHERE agent_id = $1 AND status = 'Ready to bind' AND slot = $2`,
        [otherAgent.id, slot],
      )) as Array<{ n: number }>;
      expect(own.n).toBeGreaterThanOrEqual(1);
    } finally {
      await runner.release();
    }
    const drift = (await t.app.get(DataSource).query(
      `SELECT * FROM (
         SELECT agent_id, status::text, count(*)::int AS n FROM applications
          WHERE agent_id = ANY($1::uuid[]) GROUP BY 1, 2) a
       FULL JOIN (
         SELECT agent_id, status::text, sum(n)::int AS n FROM application_tab_counts
          WHERE agent_id = ANY($1::uuid[]) GROUP BY 1, 2 HAVING sum(n) <> 0) k
       USING (agent_id, status)
       WHERE a.n IS DISTINCT FROM k.n`,
      [[agent.id, otherAgent.id]],
    )) as unknown[];
    expect(drift).toEqual([]);
  });

  it('lets an admin narrow to one agent', async () => {
    const body = await page(admin, '/all', { userId: otherAgent.id });
    expect(body.items.map((i) => i.id)).toEqual([quotes[4].id]);
  });

  it('searches by business name, client email and quote id', async () => {
    const byName = await page(admin, '/all', { searchTerm: `${tag} Shop 2` });
    expect(byName.items.map((i) => i.id)).toEqual([quotes[2].id]);
    const email = quotes[3].client.email;
    const byEmail = await page(admin, '/all', { searchTerm: email.toUpperCase() });
    expect(byEmail.items.map((i) => i.id)).toEqual([quotes[3].id]);
    const byId = await page(admin, '/all', { searchTerm: quotes[4].id });
    expect(byId.items.map((i) => i.id)).toEqual([quotes[4].id]);
    const wildcard = await page(admin, '/all', { searchTerm: `${tag}%` });
    expect(wildcard.total).toBe(0);
  });

  it('filters on the last change', async () => {
    expect((await page(admin, '/all', { dateFilter: 'Today' })).total).toBe(1);
    expect((await page(admin, '/all', { dateFilter: 'Last 30 days' })).total).toBe(3);
    expect((await page(admin, '/all', { dateFilter: 'All time' })).total).toBe(4);
  });

  it('pages from both ends and answers past the last page with no rows', async () => {
    const first = await page(admin, '/all', { pageSize: 3, page: 1 });
    const last = await page(admin, '/all', { pageSize: 3, page: 2 });
    expect(first.items).toHaveLength(3);
    expect(last.items.map((i) => i.id)).toEqual([quotes[0].id]);
    const past = await page(admin, '/all', { pageSize: 3, page: 9 });
    expect(past).toEqual({ items: [], total: 4, page: 9, pageSize: 3 });
    expect((await get(admin, '/all', { pageSize: 101 })).status).toBe(400);
    expect((await get(admin, '/all', { page: 0 })).status).toBe(400);
  });

  it("lists one client's applications with status=all", async () => {
    const body = await page(admin, '', { status: 'all', clientId: quotes[2].client.id });
    expect(body.items.map((i) => i.id)).toEqual([quotes[2].id]);
    const theirs = await page(otherAgent.token, '', {
      status: 'all',
      clientId: quotes[2].client.id,
    });
    expect(theirs.total).toBe(0);
  });

  it('refuses an unknown tab and clients', async () => {
    expect((await get(admin, '', { status: 'Archive' })).status).toBe(400);
    const res = await t.http.get('/api/application-view/all').set(bearer(agent.token));
    expect(res.status).toBe(200);
    const { quote, guestToken } = await startAsVisitor(t);
    expect(quote.id).toBeTruthy();
    expect((await get(guestToken, '/all')).status).toBe(403);
  });

  it('sums bound policies per month and agent', async () => {
    const db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO policies (application_id, carrier, annual_premium_cents, active, bound_at)
       VALUES ($1, 'hartford', 123400, true, now())`,
      [quotes[4].id],
    );
    const res = await t.http
      .get('/api/application-view/deals')
      .query({ userId: otherAgent.id })
      .set(bearer(admin))
      .expect(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(res.body).toEqual({
      items: [
        {
          month,
          agentId: otherAgent.id,
          agentName: expect.any(String) as string,
          deals: 1,
          premiumCents: 123400,
        },
      ],
      totalDeals: 1,
      totalPremiumCents: 123400,
    });
    const agents = await t.http.get('/api/application-view/deals').set(bearer(agent.token));
    expect((agents.body as { totalDeals: number }).totalDeals).toBe(0);
  });
});
