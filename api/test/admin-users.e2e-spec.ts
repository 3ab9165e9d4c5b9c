import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import {
  adminToken,
  createAgent,
  createTestApp,
  login,
  mailTo,
  registerClient,
  uniqueEmail,
  type TestApp,
} from './helpers/app';
import { setQuoteState, startAsVisitor } from './quotes/quote-helpers';

describe('managing agents and clients', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await adminToken(t)}` };
  });
  afterAll(() => t.close());

  it('creates an agent with portal ids and emails a link to choose a password', async () => {
    const email = uniqueEmail('new-agent');
    const res = await t.http
      .post('/api/users/createAgent')
      .set(admin)
      .send({
        email,
        firstName: 'Morgan',
        lastName: 'Reyes',
        phone: '555-010-7788',
        portalIds: { portal1: 'HF-1234' },
        connectUrl: 'https://calendly.example.com/morgan',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      email,
      role: 'agent',
      active: true,
      deals: 0,
      portalIds: { portal1: 'HF-1234' },
      connectUrl: 'https://calendly.example.com/morgan',
    });
    const [welcome] = await mailTo(t, email);
    expect(welcome.template).toBe('agent-welcome');
    // The link opens the page that sets a first password, not the reset wording.
    expect(welcome.text).toMatch(/\/reset-password\?token=[\w-]+&welcome=true/);
    await t.http.post('/api/users/login').send({ email, password: 'guess-me' }).expect(401);
  });

  it('refuses an agent with an invalid email or URL, and a duplicate email', async () => {
    const res = await t.http
      .post('/api/users/createAgent')
      .set(admin)
      .send({ email: 'nope', firstName: 'A', lastName: 'B', connectUrl: 'not a url' })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['Please enter a valid email.', 'Connect URL must be a valid URL.']),
    );
    const c = await registerClient(t);
    await t.http
      .post('/api/users/createAgent')
      .set(admin)
      .send({ email: c.email, firstName: 'A', lastName: 'B' })
      .expect(409);
  });

  it("lists agents with search, pagination and their deals, counted as the dashboard's", async () => {
    const agent = await createAgent(t);
    const client = await registerClient(t);
    await t.http
      .patch(`/api/users/update/${client.id}/agent-assigned`)
      .set(admin)
      .send({ agentId: agent.id })
      .expect(200);
    const listed = async () => {
      const res = await t.http
        .get('/api/users/agents')
        .query({ searchTerm: agent.email, page: 1, pageSize: 5 })
        .set(admin)
        .expect(200);
      expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
      return (res.body as { items: Array<{ id: string; deals: number }> }).items[0];
    };
    // A client assigned is not a deal; three applications of theirs with a policy bound are,
    // but one bound before the twelve months' window is not.
    expect(await listed()).toMatchObject({ id: agent.id, deals: 0 });
    const db = t.app.get(DataSource);
    for (const boundAgo of ['1 day', '40 days', '2 months', '13 months']) {
      const { quote } = await startAsVisitor(t);
      await setQuoteState(t, quote.id, { agentId: agent.id, status: 'Bound' });
      await db.query(
        `INSERT INTO policies (application_id, carrier, annual_premium_cents, active, bound_at)
         VALUES ($1, 'hartford', 100000, true, now() - $2::interval)`,
        [quote.id, boundAgo],
      );
    }
    const dashboard = await t.http
      .get('/api/application-view/deals')
      .query({ userId: agent.id })
      .set(admin)
      .expect(200);
    expect(dashboard.body.totalDeals).toBe(3);
    expect(await listed()).toMatchObject({ id: agent.id, deals: 3 });
    const one = await t.http.get(`/api/users/agent/${agent.id}`).set(admin).expect(200);
    expect(one.body.deals).toBe(3);
    const paged = await t.http
      .get('/api/users/agents')
      .query({ pageSize: 1 })
      .set(admin)
      .expect(200);
    expect(paged.body.items).toHaveLength(1);
    await t.http.get('/api/users/agents').query({ pageSize: 101 }).set(admin).expect(400);
  });

  it('answers 404 for an agent id that is not an agent', async () => {
    const c = await registerClient(t);
    const res = await t.http.get(`/api/users/agent/${c.id}`).set(admin).expect(404);
    expect(res.body.code).toBe(ErrorCode.AgentNotFound);
  });

  it('updates an agent and lists staff for assignment', async () => {
    const agent = await createAgent(t);
    const res = await t.http
      .patch(`/api/users/updateAgent/${agent.id}`)
      .set(admin)
      .send({ lastName: 'Updated', portalIds: { portal2: 'EMP-9' } })
      .expect(200);
    expect(res.body).toMatchObject({ lastName: 'Updated', portalIds: { portal2: 'EMP-9' } });
    const staff = await t.http.get('/api/users/agentsAndAdmin').set(admin).expect(200);
    const roles = new Set((staff.body as Array<{ role: string }>).map((s) => s.role));
    expect(roles).toEqual(new Set(['admin', 'agent']));
    expect(staff.body.some((s: { id: string }) => s.id === agent.id)).toBe(true);
  });

  it('refuses to assign a client to a client', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const res = await t.http
      .patch(`/api/users/update/${a.id}/agent-assigned`)
      .set(admin)
      .send({ agentId: b.id })
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.AssigneeNotStaff);
    expect(res.body.message).toBe('agentId must be the id of an agent or admin.');
  });

  it('lets a client edit only their own profile, and an agent only assigned clients', async () => {
    const me = await registerClient(t);
    const other = await registerClient(t);
    const agent = await createAgent(t);
    const asMe = { Authorization: `Bearer ${me.token}` };
    const ok = await t.http
      .patch(`/api/users/update/${me.id}`)
      .set(asMe)
      .send({ firstName: 'Jordan', phone: '+1 (555) 010-4455' })
      .expect(200);
    expect(ok.body).toMatchObject({ firstName: 'Jordan', phone: '+1 (555) 010-4455' });
    const notMine = await t.http
      .patch(`/api/users/update/${other.id}`)
      .set(asMe)
      .send({ firstName: 'X' })
      .expect(403);
    expect(notMine.body.code).toBe(ErrorCode.AccessDenied);
    const untouched = await t.http
      .patch(`/api/users/update/${me.id}`)
      .set(asMe)
      .send({})
      .expect(200);
    expect(untouched.body).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Client',
      phone: '+1 (555) 010-4455',
    });

    const asAgent = { Authorization: `Bearer ${agent.token}` };
    const refused = await t.http
      .patch(`/api/users/update/${me.id}`)
      .set(asAgent)
      .send({ lastName: 'Changed' })
      .expect(403);
    expect(refused.body.code).toBe(1301);
    await t.http
      .patch(`/api/users/update/${me.id}/agent-assigned`)
      .set(admin)
      .send({ agentId: agent.id })
      .expect(200);
    await t.http
      .put(`/api/users/update/${me.id}`)
      .set(asAgent)
      .send({ lastName: 'Changed' })
      .expect(200);
  });

  it('tells each user where the app opens and gives a client their client id', async () => {
    const c = await registerClient(t);
    const path = await t.http
      .get('/api/users/app-path')
      .set('Authorization', `Bearer ${c.token}`)
      .expect(200);
    expect(path.body).toEqual({ path: '/client/policies' });
    const staffPath = await t.http.get('/api/users/app-path').set(admin).expect(200);
    expect(staffPath.body).toEqual({ path: '/dashboard' });
    const id = await t.http
      .get('/api/client_id')
      .set('Authorization', `Bearer ${c.token}`)
      .expect(200);
    expect(id.body).toEqual({ clientId: c.id });
    const staff = await t.http.get('/api/client_id').set(admin).expect(403);
    expect(staff.body.code).toBe(ErrorCode.AccessDenied);
  });

  it('an admin cannot deactivate their own account', async () => {
    const me = await t.http.get('/api/users/me').set(admin).expect(200);
    const refused = await t.http
      .post('/api/users/set-active')
      .set(admin)
      .send({ userId: me.body.id, active: false })
      .expect(400);
    expect(refused.body.code).toBe(ErrorCode.CannotDeactivateSelf);
    await login(t, 'admin@test.coverline.local', 'admin-password-1');
  });

  it('non-admins cannot manage agents', async () => {
    const c = await registerClient(t);
    const agent = await createAgent(t);
    for (const token of [c.token, agent.token]) {
      await t.http.get('/api/users/agents').set('Authorization', `Bearer ${token}`).expect(403);
      await t.http
        .post('/api/users/createAgent')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: uniqueEmail(), firstName: 'A', lastName: 'B' })
        .expect(403);
    }
  });
});
