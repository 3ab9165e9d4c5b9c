/**
 * The admin quote actions and the audit trail: admins only, each change audited with its
 * before and after in the same transaction, and a locked quote closed to its client and guest.
 */
import { ErrorCode } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import {
  bearer,
  codeOf,
  currentVersion,
  quoteOf,
  save,
  setQuoteState,
  startAsVisitor,
  type QuoteBody,
} from './quotes/quote-helpers';

interface AdminState {
  id: string;
  version: number;
  status: string;
  statusBeforeArchive: string | null;
  locked: boolean;
  agentId: string | null;
}

interface AuditBody {
  action: string;
  actorUserId: string;
  actorRole: string;
  actorEmail: string | null;
  applicationId: string | null;
  targetUserId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

describe('admin quote actions and the audit trail', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    adminId = (await t.http.get('/api/users/me').set(bearer(admin)).expect(200)).body.id;
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  const act = (token: string, route: string, body: Record<string, unknown>) =>
    t.http.post(`/api/quote/${route}`).set(bearer(token)).send(body);

  async function asAdmin(route: string, id: string, extra: Record<string, unknown> = {}) {
    const version = await currentVersion(t, id);
    const res = await act(admin, route, { id, version, ...extra });
    expect(res.status).toBe(200);
    return res.body as AdminState;
  }

  const trail = async (id: string) =>
    (await t.http.get(`/api/quote/${id}/audit`).set(bearer(admin)).expect(200)).body as AuditBody[];

  async function clientQuote(): Promise<{ client: SignedIn; quote: QuoteBody }> {
    const client = await registerClient(t);
    const res = await t.http
      .post('/api/quote/saveForLater')
      .set(bearer(client.token))
      .send({ coverageType: 'wc' })
      .expect(200);
    return { client, quote: quoteOf(res) };
  }

  describe('only admins', () => {
    const routes = [
      'lock',
      'unlock',
      'archive',
      'unarchive',
      'setQuoteStatus',
      'updateAgentAssigned',
    ];

    it.each(routes)('refuses %s to agents and clients (403)', async (route) => {
      const { client, quote } = await clientQuote();
      const body = { id: quote.id, version: quote.version, status: 'Bound', agentId: null };
      await act(agent.token, route, body).expect(403);
      await act(client.token, route, body).expect(403);
      expect(await trail(quote.id)).toEqual([]);
    });

    it('refuses the trails to agents and clients', async () => {
      const { client, quote } = await clientQuote();
      await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(agent.token)).expect(403);
      await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(client.token)).expect(403);
      await t.http.get('/api/audit').set(bearer(agent.token)).expect(403);
    });
  });

  describe('lock', () => {
    it('closes the quote to its client (1212) until unlocked, audited both ways', async () => {
      const { client, quote } = await clientQuote();
      const locked = await asAdmin('lock', quote.id);
      expect(locked).toMatchObject({ locked: true, version: quote.version + 1 });

      const refused = await save(t, client.token, locked, { firstName: 'Sam' }).expect(403);
      expect(codeOf(refused)).toBe(1212);

      const unlocked = await asAdmin('unlock', quote.id);
      expect(unlocked.locked).toBe(false);
      await save(t, client.token, unlocked, { firstName: 'Sam' }).expect(200);

      const records = await trail(quote.id);
      expect(records.map((r) => r.action)).toEqual(['unlock', 'lock']);
      expect(records[1]).toMatchObject({
        actorUserId: adminId,
        actorRole: 'admin',
        applicationId: quote.id,
        before: { locked: false },
        after: { locked: true },
      });
    });

    it('closes a visitor’s quote to the guest token (1211)', async () => {
      const { quote, guestToken } = await startAsVisitor(t);
      const locked = await asAdmin('lock', quote.id);
      const refused = await save(t, guestToken, locked, { firstName: 'Sam' }).expect(403);
      expect(codeOf(refused)).toBe(1211);
    });

    it('refuses locking twice and a stale version (1226), writing no record', async () => {
      const { quote } = await clientQuote();
      await asAdmin('lock', quote.id);
      const twice = await act(admin, 'lock', {
        id: quote.id,
        version: await currentVersion(t, quote.id),
      }).expect(400);
      expect(codeOf(twice)).toBe(ErrorCode.QuoteLockUnchanged);
      expect(twice.body.message).toBe('The quote is already locked.');
      const stale = await act(admin, 'unlock', { id: quote.id, version: quote.version }).expect(
        409,
      );
      expect(codeOf(stale)).toBe(1226);
      expect((await trail(quote.id)).map((r) => r.action)).toEqual(['lock']);
    });
  });

  describe('archive', () => {
    it('archives from any status and unarchives back to it', async () => {
      const { quote } = await clientQuote();
      await setQuoteState(t, quote.id, { status: 'Ready to bind' });
      const archived = await asAdmin('archive', quote.id);
      expect(archived).toMatchObject({ status: 'Archive', statusBeforeArchive: 'Ready to bind' });
      const restored = await asAdmin('unarchive', quote.id);
      expect(restored).toMatchObject({ status: 'Ready to bind', statusBeforeArchive: null });

      const [unarchive, archive] = await trail(quote.id);
      expect(archive.before).toEqual({ status: 'Ready to bind', statusBeforeArchive: null });
      expect(archive.after).toEqual({ status: 'Archive', statusBeforeArchive: 'Ready to bind' });
      expect(unarchive.after).toEqual({ status: 'Ready to bind', statusBeforeArchive: null });
    });

    it('refuses to unarchive a quote that is not archived', async () => {
      const { quote } = await clientQuote();
      const res = await act(admin, 'unarchive', { id: quote.id, version: quote.version });
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe(ErrorCode.QuoteNotArchived);
    });
  });

  describe('setQuoteStatus', () => {
    it('sets any status, audited with before and after', async () => {
      const { quote } = await clientQuote();
      await setQuoteState(t, quote.id, { status: 'In review' });
      const ready = await asAdmin('setQuoteStatus', quote.id, { status: 'Ready to bind' });
      expect(ready.status).toBe('Ready to bind');
      const back = await asAdmin('setQuoteStatus', quote.id, { status: 'In process' });
      expect(back.status).toBe('In process');

      const [second, first] = await trail(quote.id);
      expect(first).toMatchObject({
        action: 'setQuoteStatus',
        before: { status: 'In review' },
        after: { status: 'Ready to bind' },
      });
      expect(second).toMatchObject({
        before: { status: 'Ready to bind' },
        after: { status: 'In process' },
      });
    });

    it('refuses an unknown status (400)', async () => {
      const { quote } = await clientQuote();
      await act(admin, 'setQuoteStatus', {
        id: quote.id,
        version: quote.version,
        status: 'Done',
      }).expect(400);
    });
  });

  describe('updateAgentAssigned', () => {
    it("assigns the agent to the client's applications and account, then unassigns", async () => {
      const { client, quote } = await clientQuote();
      const gl = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(client.token))
          .send({ coverageType: 'gl' })
          .expect(200),
      );
      const assigned = await asAdmin('updateAgentAssigned', quote.id, { agentId: agent.id });
      expect(assigned.agentId).toBe(agent.id);

      // The agent now serves the client: both quotes and the account are theirs.
      await t.http.get(`/api/quote/getQuote/${gl.id}`).set(bearer(agent.token)).expect(200);
      const account = await t.http.get('/api/users/me').set(bearer(client.token)).expect(200);
      expect(account.body.assignedAgentId).toBe(agent.id);

      const [record] = await trail(quote.id);
      expect(record).toMatchObject({
        action: 'updateAgentAssigned',
        targetUserId: client.id,
        before: { agentId: null },
        after: { agentId: agent.id },
      });

      const unassigned = await asAdmin('updateAgentAssigned', quote.id, { agentId: null });
      expect(unassigned.agentId).toBeNull();
      await t.http.get(`/api/quote/getQuote/${gl.id}`).set(bearer(agent.token)).expect(403);
    });

    it('refuses a client as the agent', async () => {
      const { client, quote } = await clientQuote();
      const res = await act(admin, 'updateAgentAssigned', {
        id: quote.id,
        version: quote.version,
        agentId: client.id,
      }).expect(400);
      expect(res.body.code).toBe(ErrorCode.AssigneeNotStaff);
      expect(res.body.message).toBe('agentId must be the id of an agent or admin.');
    });
  });

  describe('GET /api/audit', () => {
    it("lists one person's records, newest first, a page at a time", async () => {
      const { quote } = await clientQuote();
      await asAdmin('lock', quote.id);
      await asAdmin('unlock', quote.id);
      const res = await t.http
        .get('/api/audit')
        .query({ userId: adminId, pageSize: 1 })
        .set(bearer(admin))
        .expect(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 1 });
      expect(res.body.total).toBeGreaterThanOrEqual(2);
      expect(res.body.items).toHaveLength(1);
      expect(res.body.items[0]).toMatchObject({ action: 'unlock', applicationId: quote.id });

      const nobody = await t.http
        .get('/api/audit')
        .query({ userId: agent.id })
        .set(bearer(admin))
        .expect(200);
      expect(nobody.body).toMatchObject({ items: [], total: 0 });
    });
  });
});
