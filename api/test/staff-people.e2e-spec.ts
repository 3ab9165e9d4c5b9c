/**
 * The staff agents and clients pages' calls: agent profiles (status, join date), the clients
 * list and client page with their scope, client edits, and assigning a client to an agent.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  uniqueEmail,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { bearer, codeOf, quoteOf, startAsVisitor } from './quotes/quote-helpers';

interface ClientSummary {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  hasAccount: boolean;
  userId: string | null;
  agentId: string | null;
  agentName: string | null;
  applications: number;
}
interface ClientPage {
  items: ClientSummary[];
  total: number;
  page: number;
  pageSize: number;
}

describe('staff agents and clients', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;
  let client: SignedIn;
  let clientRecordId: string;
  let clientQuoteId: string;
  let visitorClientId: string;
  let visitorEmail: string;

  const listAs = async (token: string, query: Record<string, string | number> = {}) =>
    (await t.http.get('/api/clients').query(query).set(bearer(token)).expect(200))
      .body as ClientPage;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
    client = await registerClient(t, { firstName: 'Robin', lastName: 'Baker' });
    const started = quoteOf(
      await t.http
        .post('/api/quote/saveForLater')
        .set(bearer(client.token))
        .send({ coverageType: 'wc' })
        .expect(200),
    );
    clientQuoteId = started.id;
    clientRecordId = started.client.id;
    const visitor = await startAsVisitor(t, { firstName: 'Vic' });
    visitorClientId = visitor.quote.client.id;
    visitorEmail = visitor.email;
  });
  afterAll(() => t.close());

  describe('agent profiles', () => {
    it('creates an agent with a status and join date, and defaults them when left out', async () => {
      const created = await t.http
        .post('/api/users/createAgent')
        .set(bearer(admin))
        .send({
          email: uniqueEmail('agent'),
          firstName: 'Jo',
          lastName: 'Lee',
          status: 'Licensed',
          joinedOn: '2024-03-01',
        })
        .expect(201);
      expect(created.body).toMatchObject({ status: 'Licensed', joinedOn: '2024-03-01', deals: 0 });
      const plain = await t.http
        .post('/api/users/createAgent')
        .set(bearer(admin))
        .send({ email: uniqueEmail('agent'), firstName: 'Kim', lastName: 'Ray' })
        .expect(201);
      expect(plain.body).toMatchObject({
        status: 'Onboarding',
        joinedOn: new Date().toISOString().slice(0, 10),
      });
    });

    it('updates status and join date, refusing a future day, an unknown status and a taken email', async () => {
      const updated = await t.http
        .patch(`/api/users/updateAgent/${agent.id}`)
        .set(bearer(admin))
        .send({ status: 'Appointed', joinedOn: '2023-11-15', portalIds: { portal2: 'P-22' } })
        .expect(200);
      expect(updated.body).toMatchObject({
        status: 'Appointed',
        joinedOn: '2023-11-15',
        portalIds: { portal2: 'P-22' },
      });
      const adminId = (
        (await t.http.get('/api/users/me').set(bearer(admin)).expect(200)).body as {
          id: string;
        }
      ).id;
      const trail = await t.http
        .get('/api/audit')
        .query({ userId: adminId, pageSize: 100 })
        .set(bearer(admin))
        .expect(200);
      expect((trail.body as { items: unknown[] }).items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'updateAgent',
            targetUserId: agent.id,
            before: expect.objectContaining({ agentStatus: 'Onboarding' }) as unknown,
            after: expect.objectContaining({ agentStatus: 'Appointed', joinedOn: '2023-11-15' }),
          }),
          expect.objectContaining({ action: 'createAgent', targetUserId: agent.id }),
        ]),
      );
      const future = await t.http
        .patch(`/api/users/updateAgent/${agent.id}`)
        .set(bearer(admin))
        .send({ joinedOn: '2999-01-01' })
        .expect(400);
      expect(codeOf(future)).toBe(ErrorCode.JoinDateInFuture);
      await t.http
        .patch(`/api/users/updateAgent/${agent.id}`)
        .set(bearer(admin))
        .send({ status: 'Retired' })
        .expect(400);
      await t.http
        .patch(`/api/users/updateAgent/${agent.id}`)
        .set(bearer(admin))
        .send({ joinedOn: '2024-02-30' })
        .expect(400);
      const taken = await t.http
        .patch(`/api/users/updateAgent/${agent.id}`)
        .set(bearer(admin))
        .send({ email: otherAgent.email })
        .expect(409);
      expect(taken.body).toMatchObject({ statusCode: 409, message: expect.any(String) });
    });
  });

  describe('the clients list and client page', () => {
    it('lists every client for an admin, searched by email, name or business, a page at a time', async () => {
      const byEmail = await listAs(admin, { searchTerm: client.email });
      expect(byEmail.items).toEqual([
        expect.objectContaining({
          id: clientRecordId,
          hasAccount: true,
          userId: client.id,
          agentId: null,
          applications: 1,
        }),
      ]);
      const byName = await listAs(admin, { searchTerm: 'robin baker' });
      expect(byName.items.map((c) => c.id)).toContain(clientRecordId);
      const paged = await listAs(admin, { pageSize: 1, page: 2 });
      expect(paged).toMatchObject({ page: 2, pageSize: 1 });
      expect(paged.total).toBeGreaterThanOrEqual(2);
      expect(paged.items).toHaveLength(1);
    });

    it('shows an agent none of the clients that are not theirs, and refuses their pages with 1301', async () => {
      const page = await listAs(agent.token, { searchTerm: client.email });
      expect(page).toMatchObject({ items: [], total: 0 });
      const refused = await t.http
        .get(`/api/clients/${clientRecordId}`)
        .set(bearer(agent.token))
        .expect(403);
      expect(codeOf(refused)).toBe(1301);
      expect(
        codeOf(await t.http.get(`/api/clients/${randomUUID()}`).set(bearer(admin)).expect(404)),
      ).toBe(ErrorCode.ClientNotFound);
      await t.http.get('/api/clients/not-an-id').set(bearer(admin)).expect(400);
    });

    it('assigning the account to an agent gives the agent the client and its applications', async () => {
      await t.http
        .patch(`/api/users/update/${client.id}/agent-assigned`)
        .set(bearer(admin))
        .send({ agentId: agent.id })
        .expect(200);
      const mine = await listAs(agent.token);
      expect(mine.items.map((c) => c.id)).toEqual([clientRecordId]);
      const detail = await t.http
        .get(`/api/clients/${clientRecordId}`)
        .set(bearer(agent.token))
        .expect(200);
      expect(detail.body).toMatchObject({ agentId: agent.id, agentName: 'Avery Agent' });
      const apps = await t.http
        .get('/api/application-view')
        .query({ status: 'all', clientId: clientRecordId })
        .set(bearer(agent.token))
        .expect(200);
      expect((apps.body as { items: Array<{ id: string }> }).items.map((a) => a.id)).toEqual([
        clientQuoteId,
      ]);
      await t.http.get(`/api/quote/getQuote/${clientQuoteId}`).set(bearer(agent.token)).expect(200);
      // The move is on the quote's history, with who made it and the agent before and after.
      const history = await t.http
        .get(`/api/quote/${clientQuoteId}/audit`)
        .set(bearer(admin))
        .expect(200);
      expect(history.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'updateAgentAssigned',
            before: { agentId: null },
            after: { agentId: agent.id },
          }),
        ]),
      );

      const other = await t.http
        .get(`/api/quote/getQuote/${clientQuoteId}`)
        .set(bearer(otherAgent.token))
        .expect(403);
      expect(codeOf(other)).toBe(1301);
      expect(
        codeOf(
          await t.http
            .get(`/api/clients/${clientRecordId}`)
            .set(bearer(otherAgent.token))
            .expect(403),
        ),
      ).toBe(1301);
    });
  });

  describe('client edits', () => {
    it('lets the assigned agent change the contact details, on the account too', async () => {
      const res = await t.http
        .patch(`/api/clients/${clientRecordId}`)
        .set(bearer(agent.token))
        .send({ firstName: 'Robyn', phone: '+1 555 010 9999' })
        .expect(200);
      expect(res.body).toMatchObject({
        firstName: 'Robyn',
        lastName: 'Baker',
        phone: '+1 555 010 9999',
      });
      const me = await t.http.get('/api/users/me').set(bearer(client.token)).expect(200);
      expect(me.body).toMatchObject({ firstName: 'Robyn', phone: '+1 555 010 9999' });
      const trail = await t.http
        .get('/api/audit')
        .query({ userId: agent.id })
        .set(bearer(admin))
        .expect(200);
      expect((trail.body as { items: unknown[] }).items[0]).toMatchObject({
        action: 'updateClient',
        before: { clientId: clientRecordId, firstName: 'Robin' },
        after: { clientId: clientRecordId, firstName: 'Robyn', phone: '+1 555 010 9999' },
      });
      expect(
        codeOf(
          await t.http
            .patch(`/api/clients/${clientRecordId}`)
            .set(bearer(otherAgent.token))
            .send({ firstName: 'Mallory' })
            .expect(403),
        ),
      ).toBe(1301);
    });

    it('changes at once only the email of a client without an account, and refuses a taken one with 409', async () => {
      const refused = await t.http
        .patch(`/api/clients/${clientRecordId}`)
        .set(bearer(agent.token))
        .send({ email: uniqueEmail('moved') })
        .expect(409);
      expect(codeOf(refused)).toBe(ErrorCode.ClientEmailProtected);
      const waiting = uniqueEmail('moved');
      const asked = await t.http
        .patch(`/api/clients/${clientRecordId}`)
        .set(bearer(admin))
        .send({ email: waiting })
        .expect(200);
      expect(asked.body).toMatchObject({ email: client.email, pendingEmail: waiting });
      const taken = await t.http
        .patch(`/api/clients/${visitorClientId}`)
        .set(bearer(admin))
        .send({ email: client.email })
        .expect(409);
      expect(taken.body).toMatchObject({ statusCode: 409, code: ErrorCode.EmailTaken });
      const moved = uniqueEmail('moved');
      const res = await t.http
        .patch(`/api/clients/${visitorClientId}`)
        .set(bearer(admin))
        .send({ email: moved.toUpperCase(), lastName: 'Visitor' })
        .expect(200);
      expect(res.body).toMatchObject({ email: moved, lastName: 'Visitor', hasAccount: false });
      expect(visitorEmail).not.toBe(moved);
      await t.http
        .patch(`/api/clients/${visitorClientId}`)
        .set(bearer(admin))
        .send({ firstName: '' })
        .expect(400);
    });
  });
});
