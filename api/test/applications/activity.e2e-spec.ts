/**
 * The dashboard's recent activity and status history: creations, status changes, staff actions
 * (shown once, with who acted), payments and bound policies, newest first; the entries per
 * status per week; an agent held to the applications assigned to them; the audit trail naming
 * the business acted on.
 */
import { DataSource } from 'typeorm';
import { eventually } from '../helpers/eventually';
import {
  adminToken,
  createAgent,
  createTestApp,
  type SignedIn,
  type TestApp,
} from '../helpers/app';
import {
  bearer,
  currentVersion,
  setQuoteState,
  startAsVisitor,
  type QuoteBody,
} from '../quotes/quote-helpers';

interface ActivityItem {
  id: string;
  kind: string;
  at: string;
  applicationId: string;
  businessName: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  action: string | null;
  actorName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  amountCents: number | null;
}
interface StatusHistory {
  weeks: string[];
  series: Array<{ status: string; counts: number[] }>;
}

/** The Monday starting the current week (UTC), as the status history names weeks. */
function currentMonday(): string {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  return monday.toISOString().slice(0, 10);
}

describe('application-view activity and status history', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;
  const tag = `Activity${Math.random().toString(36).slice(2, 8)}`;
  const quotes: QuoteBody[] = [];

  const activity = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await t.http
      .get('/api/application-view/activity')
      .query({ limit: 100, ...query })
      .set(bearer(token));
    expect(res.status).toBe(200);
    return (res.body as { items: ActivityItem[] }).items;
  };
  const history = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await t.http
      .get('/api/application-view/status-history')
      .query(query)
      .set(bearer(token));
    expect(res.status).toBe(200);
    return res.body as StatusHistory;
  };
  const thisWeek = (h: StatusHistory, status: string) =>
    h.series.find((s) => s.status === status)?.counts.at(-1);

  beforeAll(async () => {
    // A database of its own: other test files' quotes would announce changes to the feeds
    // and make the instance read them again while this file checks it kept them.
    t = await createTestApp({}, { isolatedDatabase: true });
    db = t.app.get(DataSource);
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
    for (let i = 0; i < 3; i += 1) {
      const { quote } = await startAsVisitor(t, { businessName: `${tag} Shop ${i}` });
      quotes.push(quote);
    }
    // quotes[1] is the agent's and moved on by the checkout; quotes[2] was bound and paid for.
    await setQuoteState(t, quotes[1].id, { agentId: agent.id, status: 'In review' });
    await setQuoteState(t, quotes[2].id, { status: 'Bound' });
    const [checkout] = (await db.query(
      `INSERT INTO checkouts (application_id, idempotency_key, amount_cents, description,
                              customer_email, provider, provider_checkout_id, status)
       VALUES ($1, 'activity-test', 125000, 'Workers comp', 'pat@example.com', 'sandbox',
               'activity-test', 'paid') RETURNING id`,
      [quotes[2].id],
    )) as Array<{ id: string }>;
    await db.query(
      `INSERT INTO payments (checkout_id, application_id, provider, provider_payment_id,
                             amount_cents, method, paid_at)
       VALUES ($1, $2, 'sandbox', 'activity-test', 125000, 'card', now())`,
      [checkout.id, quotes[2].id],
    );
    await db.query(
      `INSERT INTO policies (application_id, policy_number, active, bound_at)
       VALUES ($1, 'WC-ACT-1', true, now())`,
      [quotes[2].id],
    );
    // The admin's own status change, through the audited action.
    const version = await currentVersion(t, quotes[0].id);
    await t.http
      .post('/api/quote/setQuoteStatus')
      .set(bearer(admin))
      .send({ id: quotes[0].id, version, status: 'Ready to bind' })
      .expect(200);
  });

  afterAll(() => t?.close());

  it('lists what happened to applications, newest first, each naming its business', async () => {
    const items = await activity(admin);
    const times = items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    const of = (q: QuoteBody) => items.filter((i) => i.applicationId === q.id);

    expect(of(quotes[0]).map((i) => i.kind)).toEqual(['staffAction', 'created']);
    expect(of(quotes[0])[0]).toMatchObject({
      action: 'setQuoteStatus',
      businessName: `${tag} Shop 0`,
      before: { status: 'In process' },
      after: { status: 'Ready to bind' },
    });
    expect(of(quotes[0])[0].actorName).toBeTruthy();
    expect(of(quotes[0])[1]).toMatchObject({ toStatus: 'In process', fromStatus: null });

    expect(of(quotes[1])).toEqual([
      expect.objectContaining({
        kind: 'statusChanged',
        fromStatus: 'In process',
        toStatus: 'In review',
      }),
      expect.objectContaining({ kind: 'created', toStatus: 'In process' }),
    ]);
    expect(
      of(quotes[2])
        .map((i) => i.kind)
        .sort(),
    ).toEqual(['created', 'payment', 'policyBound', 'statusChanged'].sort());
    expect(of(quotes[2]).find((i) => i.kind === 'payment')?.amountCents).toBe(125000);
  });

  it('answers at most the limit asked for', async () => {
    expect(await activity(admin, { limit: 2 })).toHaveLength(2);
  });

  it('holds an agent to the applications assigned to them', async () => {
    const mine = await activity(agent.token);
    expect(new Set(mine.map((i) => i.applicationId))).toEqual(new Set([quotes[1].id]));
    expect(await activity(agent.token, { userId: otherAgent.id })).toEqual([]);
    expect(await activity(otherAgent.token)).toEqual([]);
    const narrowed = await activity(admin, { userId: agent.id });
    expect(new Set(narrowed.map((i) => i.applicationId))).toEqual(new Set([quotes[1].id]));
  });

  it('counts the applications entering each status per week over twelve weeks', async () => {
    const all = await history(admin);
    expect(all.weeks).toHaveLength(12);
    expect(all.weeks.at(-1)).toBe(currentMonday());
    expect(all.series.map((s) => s.status)).toEqual([
      'In process',
      'In review',
      'Ready to bind',
      'Purchase pending',
      'Awaiting signatures',
      'Completed',
      'Bound',
      'Archive',
    ]);
    for (const s of all.series) expect(s.counts).toHaveLength(12);
    expect(thisWeek(all, 'In process')).toBeGreaterThanOrEqual(3);
    expect(thisWeek(all, 'Ready to bind')).toBeGreaterThanOrEqual(1);
    expect(thisWeek(all, 'Bound')).toBeGreaterThanOrEqual(1);

    const mine = await history(agent.token);
    expect(thisWeek(mine, 'In process')).toBe(1);
    expect(thisWeek(mine, 'In review')).toBe(1);
    expect(thisWeek(mine, 'Bound')).toBe(0);
    const others = await history(otherAgent.token);
    expect(others.series.every((s) => s.counts.every((n) => n === 0))).toBe(true);
  });

  it('places a change in the week it happened', async () => {
    await db.query(
      `UPDATE application_status_events SET at = now() - interval '14 days'
        WHERE application_id = $1 AND to_status = 'In review'`,
      [quotes[1].id],
    );
    // The history is held in process until the change's announcement arrives.
    let mine = await history(agent.token);
    await eventually(async () => {
      mine = await history(agent.token);
      return thisWeek(mine, 'In review') === 0;
    });
    const inReview = mine.series.find((s) => s.status === 'In review')?.counts ?? [];
    expect(inReview.at(-1)).toBe(0);
    expect(inReview.reduce((a, b) => a + b, 0)).toBe(1);
    expect(inReview.slice(-4, -1).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('names the business acted on in the audit trail', async () => {
    const res = await t.http.get('/api/audit').set(bearer(admin)).expect(200);
    const items = (res.body as { items: Array<{ applicationId: string; businessName: string }> })
      .items;
    expect(items.find((r) => r.applicationId === quotes[0].id)?.businessName).toBe(`${tag} Shop 0`);
  });

  // Last: it renames and reassigns what the tests above read.
  it('keeps a feed it has read, and follows every change to what it shows', async () => {
    const of = (items: ActivityItem[], q: QuoteBody) =>
      items.filter((i) => i.applicationId === q.id);
    await activity(admin);
    await activity(agent.token);
    const reads = jest.spyOn(db, 'query');
    await activity(admin);
    await activity(agent.token);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();

    // A new source row: a signature.
    const [packet] = (await db.query(
      `INSERT INTO signature_packets (application_id, provider, business_name, documents)
       VALUES ($1, 'sandbox', 'Shop', '[]') RETURNING id`,
      [quotes[2].id],
    )) as Array<{ id: string }>;
    await db.query(
      `INSERT INTO signature_signers (packet_id, position, name, email, title, sent_at,
                                      signed_at, typed_name, consent)
       VALUES ($1, 0, 'Sam Signer', 'sam@example.com', 'Owner', now(), now(), 'Sam Signer', true)`,
      [packet.id],
    );
    await eventually(async () =>
      (await activity(admin)).some(
        (i) => i.kind === 'signature' && i.applicationId === quotes[2].id,
      ),
    );

    // A changed source row: the payment's amount.
    await db.query(`UPDATE payments SET amount_cents = 99000 WHERE application_id = $1`, [
      quotes[2].id,
    ]);
    await eventually(async () =>
      of(await activity(admin), quotes[2]).some((i) => i.amountCents === 99000),
    );

    // What the feed shows of the rows it joins: a business's name and the acting person's name.
    await db.query(`UPDATE businesses SET legal_name = $2 WHERE id = $1`, [
      quotes[0].business.id,
      `${tag} Renamed`,
    ]);
    await eventually(
      async () => of(await activity(admin), quotes[0])[0].businessName === `${tag} Renamed`,
    );
    await db.query(
      `UPDATE users SET first_name = 'Renamed' WHERE id IN (
         SELECT actor_user_id FROM audit_records WHERE application_id = $1)`,
      [quotes[0].id],
    );
    await eventually(async () =>
      /^Renamed/.test(of(await activity(admin), quotes[0])[0].actorName ?? ''),
    );

    // The scope: an application given to another agent leaves the first agent's feed.
    await db.query(`UPDATE applications SET agent_id = $2 WHERE id = $1`, [
      quotes[1].id,
      otherAgent.id,
    ]);
    await eventually(async () => (await activity(agent.token)).length === 0);
    expect(of(await activity(otherAgent.token), quotes[1]).length).toBeGreaterThan(0);
  });
});
