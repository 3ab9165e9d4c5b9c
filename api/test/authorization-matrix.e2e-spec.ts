import { randomUUID } from 'node:crypto';
import type { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/identity/auth/token.service';
import { ChatService } from '../src/support/chat/chat.service';
import { QUESTION_SETS, type QuestionSetSeed } from '../src/quoting/reference-data/seeds/questions';
import {
  adminToken,
  createAgent,
  createTestApp,
  login,
  registerClient,
  type SignedIn,
  type TestApp,
  uniqueEmail,
} from './helpers/app';
import { envelopeProblem, hasCatalogueCode } from './helpers/envelope';
import {
  apiDocument,
  findOperation,
  requestBodySchema,
  sampleObject,
  type OpenAPIObject,
} from './helpers/openapi';
import { readMatrix, type MatrixRow, type PrincipalName } from './helpers/permissions';
import { createReferral, createRep, repToken } from './helpers/payroll-reps';
import { fillPath, pathParams, registeredRoutes, routeKey, toOpenApiPath } from './helpers/routes';

interface Caller {
  name: PrincipalName;
  token?: string;
  /** The caller's own record (a user id; a guest's quote id) and one of someone else's. */
  ownId?: string;
  othersId?: string;
  /** A token on a session of its own, for routes that end the session they are called with. */
  freshToken(): Promise<string | undefined>;
}

interface World {
  client: SignedIn;
  otherClient: SignedIn;
  agent: SignedIn;
  otherAgent: SignedIn;
  /** A referral of the rep's payroll company and one of another company's. */
  referralId: string;
  otherReferralId: string;
  /** A support chat a visitor started: staff read it, nobody else without its key. */
  chatRequestId: string;
  /** The guest token an emailed quote link carries. */
  guestLinkToken: string;
  /** The payroll machine's credentials, and a client of its own for admins' calls to change. */
  machineClient: { id: string; secret: string };
  spareClientId: string;
  /** A carrier quote of the carrier machine's carrier and one of another carrier's. */
  carrierQuoteId: string;
  otherCarrierQuoteId: string;
  /**
   * Webhook subscriptions the payroll machine's client made (one to delete), one another client
   * of the same company made, and a delivery to each of the first and the last.
   */
  subscriptionId: string;
  deletableSubscriptionId: string;
  otherClientSubscriptionId: string;
  deliveryId: string;
  otherClientDeliveryId: string;
}

interface RouteFixture {
  /** The id for ✓ and ✗ cells (default: someone else's record); own cells use the callers' ids. */
  id?: (w: World) => string;
  /** A body that gets past validation (default: the required properties of the OpenAPI schema). */
  body?: (w: World) => unknown;
  endsSession?: boolean;
  /** For own cells of records that are not the callers' ids: the caller's and someone else's. */
  own?: (w: World) => { ownId: string; othersId: string };
}

/** Routes whose calls need something the OpenAPI schema alone does not give. */
const FIXTURES: Record<string, RouteFixture> = {
  'POST /api/users/login': {
    body: (w) => ({ email: w.client.email, password: w.client.password }),
  },
  'POST /api/users/logout': { endsSession: true },
  'POST /api/payroll-partners/auth/logout': { endsSession: true },
  // A wrong current password: the call is authorised but changes nothing.
  'POST /api/users/change-password': {
    body: () => ({ currentPassword: 'not-the-current-password', newPassword: 'never-applied-1' }),
  },
  'POST /api/users/set-active': { body: (w) => ({ userId: w.client.id, active: true }) },
  'GET /api/payroll-partners/referraltrak/:id': {
    own: (w) => ({ ownId: w.referralId, othersId: w.otherReferralId }),
  },
  'GET /api/payroll-partners/referraltrak/admin/:id': { id: (w) => w.referralId },
  'GET /api/users/agent/:id': { id: (w) => w.agent.id },
  'PATCH /api/users/updateAgent/:id': { id: (w) => w.agent.id },
  'PATCH /api/users/update/:id/agent-assigned': {
    id: (w) => w.otherClient.id,
    body: () => ({ agentId: null }),
  },
  // Admins' replacements write back the seeded sets: other suites answer them meanwhile.
  'PUT /api/employers/questions': {
    body: () => ({ coverage: 'wc', questions: seededSet('underwriting') }),
  },
  'PUT /api/employers/owner_questions': {
    body: () => ({ coverage: 'wc', questions: seededSet('owner') }),
  },
  'PUT /api/payroll_questions': {
    body: () => ({ carrier: 'Default', coverage: 'wc', questions: seededSet('payroll') }),
  },
  'GET /api/chat/requests/:id': { id: (w) => w.chatRequestId },
  'POST /api/oauth/token': {
    body: (w) => ({
      grant_type: 'client_credentials',
      client_id: w.machineClient.id,
      client_secret: w.machineClient.secret,
    }),
  },
  'GET /api/integrations/referrals/:id': {
    own: (w) => ({ ownId: w.referralId, othersId: w.otherReferralId }),
  },
  'GET /api/integrations/carrier-quotes/:id': {
    own: (w) => ({ ownId: w.carrierQuoteId, othersId: w.otherCarrierQuoteId }),
  },
  // A local address nobody listens on: a replay's attempt fails without leaving the machine.
  'POST /api/integrations/webhooks/subscriptions': {
    body: () => ({ url: UNREACHABLE_HOOK, eventTypes: ['referral.status_changed'] }),
  },
  ...Object.fromEntries(
    [
      'GET /api/integrations/webhooks/subscriptions/:id',
      'PATCH /api/integrations/webhooks/subscriptions/:id',
      'POST /api/integrations/webhooks/subscriptions/:id/rotate-secret',
    ].map((key) => [
      key,
      { own: (w: World) => ({ ownId: w.subscriptionId, othersId: w.otherClientSubscriptionId }) },
    ]),
  ),
  'DELETE /api/integrations/webhooks/subscriptions/:id': {
    own: (w) => ({ ownId: w.deletableSubscriptionId, othersId: w.otherClientSubscriptionId }),
  },
  'GET /api/integrations/webhooks/deliveries/:id': {
    own: (w) => ({ ownId: w.deliveryId, othersId: w.otherClientDeliveryId }),
  },
  'POST /api/integrations/webhooks/deliveries/:id/replay': {
    own: (w) => ({ ownId: w.deliveryId, othersId: w.otherClientDeliveryId }),
  },
  // A client of its own: the revocation must not end the machines' clients.
  'GET /api/admin/api-clients/:id': { id: (w) => w.spareClientId },
  'PATCH /api/admin/api-clients/:id': { id: (w) => w.spareClientId, body: () => ({}) },
  'POST /api/admin/api-clients/:id/rotate-secret': {
    id: (w) => w.spareClientId,
    body: () => ({ overlapHours: 0 }),
  },
  'POST /api/admin/api-clients/:id/revoke': { id: (w) => w.spareClientId },
  'GET /api/admin/api-clients/:id/calls': { id: (w) => w.spareClientId },
  // The cheapest run: payroll reminders send each mail once, so other suites see nothing twice.
  'POST /api/admin/daily-runs/:run': { id: () => 'payroll-reminders' },
  // A request that does not exist: closing every abandoned chat would reach other suites' chats.
  'POST /api/chat/requests/close-abandoned': { body: () => ({ ids: [randomUUID()] }) },
  'POST /api/quote/guestSession': { body: (w) => ({ token: w.guestLinkToken }) },
  // The seeded index's first business type (landscaping).
  'GET /api/appetite/business-types/:masterIndexCode': { id: () => 'MI-1001' },
  'GET /api/appetite/covered/:masterIndexCode': { id: () => 'MI-1001' },
  'POST /api/appetite/leads': {
    body: () => ({
      email: uniqueEmail('matrix-lead'),
      masterIndexCode: 'MI-1001',
      state: 'TX',
      line: 'wc',
    }),
  },
};

const UNREACHABLE_HOOK = 'http://127.0.0.1:9/hooks';

/** The workers compensation question set of one kind as the seed writes it. */
function seededSet(kind: QuestionSetSeed['kind']): QuestionSetSeed['questions'] {
  const set = QUESTION_SETS.find((q) => q.kind === kind && q.coverage === 'wc');
  if (!set) throw new Error(`no seeded ${kind} set for wc`);
  return set.questions;
}

const rows = readMatrix();

describe('the authorization matrix in docs/permissions.md', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let world: World;
  let callers: Caller[];

  beforeAll(async () => {
    t = await createTestApp();
    doc = apiDocument(t.app);
    const [client, otherClient, agent, otherAgent] = [
      await registerClient(t),
      await registerClient(t),
      await createAgent(t),
      await createAgent(t),
    ];
    const chat = await t.app
      .get(ChatService)
      .start({ caller: undefined, senderKey: 'ip:authorization-matrix' }, 'Hello', null);
    const [rep, otherRep] = [await createRep(t), await createRep(t)];
    world = {
      client,
      otherClient,
      agent,
      otherAgent,
      referralId: await createReferral(t, await repToken(t, rep.id)),
      otherReferralId: await createReferral(t, await repToken(t, otherRep.id)),
      chatRequestId: chat.requestId,
      guestLinkToken: '',
      machineClient: { id: '', secret: '' },
      spareClientId: '',
      carrierQuoteId: '',
      otherCarrierQuoteId: '',
      subscriptionId: '',
      deletableSubscriptionId: '',
      otherClientSubscriptionId: '',
      deliveryId: '',
      otherClientDeliveryId: '',
    };
    const admin = await adminToken(t);
    const adminMe = await t.http.get('/api/users/me').set('Authorization', `Bearer ${admin}`);
    const tokens = t.app.get(TokenService);
    // A guest token is live only for a quote that exists and is still a guest's.
    const guestQuote = await t.http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'wc', email: uniqueEmail('matrix-guest') })
      .expect(200);
    const quoteId = (guestQuote.body as { id: string }).id;
    world.guestLinkToken = tokens.signGuest(quoteId).access_token;
    const db = t.app.get(DataSource);
    const [employers] = (await db.query(`SELECT id FROM carriers WHERE name = 'Employers'`)) as [
      { id: string },
    ];
    const carrierQuotes = (await db.query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state)
       VALUES ($1, 'Employers', 'done'), ($1, 'Markel', 'done') RETURNING id`,
      [quoteId],
    )) as Array<{ id: string }>;
    world.carrierQuoteId = carrierQuotes[0].id;
    world.otherCarrierQuoteId = carrierQuotes[1].id;
    const apiClient = async (partnerKind: string, partnerId: string, scopes: string[]) => {
      const res = await t.http
        .post('/api/admin/api-clients')
        .set('Authorization', `Bearer ${admin}`)
        .send({ name: 'Matrix', partnerKind, partnerId, scopes, ratePerMinute: 100_000 })
        .expect(201);
      const body = res.body as { client: { id: string }; clientSecret: string };
      return { id: body.client.id, secret: body.clientSecret };
    };
    const machineToken = async (c: { id: string; secret: string }) => {
      const res = await t.http
        .post('/api/oauth/token')
        .send({ grant_type: 'client_credentials', client_id: c.id, client_secret: c.secret })
        .expect(200);
      return (res.body as { access_token: string }).access_token;
    };
    world.machineClient = await apiClient('payroll_company', rep.payrollCompanyId, [
      'referrals:read',
      'webhooks:manage',
      'payroll-reports:write',
      'payroll-reports:read',
    ]);
    world.spareClientId = (
      await apiClient('payroll_company', rep.payrollCompanyId, ['referrals:read'])
    ).id;
    const carrierClient = await apiClient('carrier', employers.id, ['quotes:read']);
    const [payrollMachine, carrierMachine] = [
      await machineToken(world.machineClient),
      await machineToken(carrierClient),
    ];
    const otherWebhookClient = await apiClient('payroll_company', rep.payrollCompanyId, [
      'webhooks:manage',
    ]);
    const subscribe = async (token: string) => {
      const res = await t.http
        .post('/api/integrations/webhooks/subscriptions')
        .set('Authorization', `Bearer ${token}`)
        .send({ url: UNREACHABLE_HOOK, eventTypes: ['referral.status_changed'] })
        .expect(201);
      return (res.body as { subscription: { id: string } }).subscription.id;
    };
    world.subscriptionId = await subscribe(payrollMachine);
    world.deletableSubscriptionId = await subscribe(payrollMachine);
    world.otherClientSubscriptionId = await subscribe(await machineToken(otherWebhookClient));
    // A delivery that failed every attempt, already queued: no worker picks it up unasked.
    const failedDelivery = async (subscriptionId: string) => {
      const [row] = (await db.query(
        `WITH e AS (
           INSERT INTO webhook_events (type, version, data, payroll_company_id)
           VALUES ('referral.status_changed', 1, '{}', $2) RETURNING id)
         INSERT INTO webhook_deliveries (event_id, subscription_id, status, queued_at)
         SELECT e.id, $1, 'failed', now() FROM e RETURNING id`,
        [subscriptionId, rep.payrollCompanyId],
      )) as Array<{ id: string }>;
      return row.id;
    };
    world.deliveryId = await failedDelivery(world.subscriptionId);
    world.otherClientDeliveryId = await failedDelivery(world.otherClientSubscriptionId);
    const user = (name: PrincipalName, me: SignedIn, other: SignedIn): Caller => ({
      name,
      token: me.token,
      ownId: me.id,
      othersId: other.id,
      freshToken: () => login(t, me.email, me.password),
    });
    callers = [
      { name: 'anonymous', freshToken: () => Promise.resolve(undefined) },
      {
        name: 'guest',
        token: tokens.signGuest(quoteId).access_token,
        ownId: quoteId,
        othersId: randomUUID(),
        freshToken: () => Promise.resolve(tokens.signGuest(quoteId).access_token),
      },
      user('client', client, otherClient),
      user('other client', otherClient, client),
      user('agent', agent, otherAgent),
      user('other agent', otherAgent, agent),
      {
        name: 'admin',
        token: admin,
        ownId: (adminMe.body as { id: string }).id,
        othersId: client.id,
        freshToken: () => adminToken(t),
      },
      {
        name: 'rep',
        token: await repToken(t, rep.id),
        ownId: rep.id,
        othersId: otherRep.id,
        freshToken: () => repToken(t, rep.id),
      },
      {
        name: 'payroll machine',
        token: payrollMachine,
        freshToken: () => machineToken(world.machineClient),
      },
      {
        name: 'carrier machine',
        token: carrierMachine,
        freshToken: () => machineToken(carrierClient),
      },
    ];
  }, 60_000);

  afterAll(() => t?.close());

  it('has exactly one row for every route the API registers', () => {
    const registered = registeredRoutes(t.app).map(routeKey);
    const documented = rows.map((r) => r.key);
    expect({
      routesWithoutRow: registered.filter((k) => !documented.includes(k)),
      rowsWithoutRoute: documented.filter((k) => !registered.includes(k)),
      duplicateRows: documented.filter((k, i) => documented.indexOf(k) !== i),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [], duplicateRows: [] });
  });

  async function call(row: MatrixRow, caller: Caller, id: string): Promise<Response> {
    const fixture = FIXTURES[row.key] ?? {};
    const token = fixture.endsSession ? await caller.freshToken() : caller.token;
    const operation = findOperation(doc, row.method, toOpenApiPath(row.path));
    const schema = operation && requestBodySchema(doc, operation);
    const body = fixture.body ? fixture.body(world) : schema && sampleObject(doc, schema);
    const url = fillPath(row.path, id);
    const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req: Test = t.http[method](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return body === undefined ? req : req.send(body as object);
  }

  const shown = (res: Response) => `${res.status} ${res.text.slice(0, 160)}`;

  function allowedProblem(res: Response): string | undefined {
    if (res.status === 401 || res.status === 403) return `was refused: ${shown(res)}`;
    if (res.status >= 500) return `failed: ${shown(res)}`;
    return undefined;
  }

  async function check(row: MatrixRow, caller: Caller): Promise<string | undefined> {
    const cell = row.cells[caller.name];
    const fixture = FIXTURES[row.key] ?? {};
    if (cell === 'own') {
      const ids = fixture.own?.(world) ?? { ownId: caller.ownId, othersId: caller.othersId };
      if (!ids.ownId || !ids.othersId) return 'own needs a caller with records of its own';
      if (pathParams(row.path).length === 0) return 'own needs a route with an id in its path';
      const own = await call(row, caller, ids.ownId);
      const ownProblem = allowedProblem(own);
      if (ownProblem) return `on its own record ${ownProblem}`;
      const others = await call(row, caller, ids.othersId);
      const refused = others.status === 403 || (others.status === 404 && hasCatalogueCode(others));
      if (!refused) return `on someone else's record expected a refusal, got ${shown(others)}`;
      const envelope = envelopeProblem(others);
      return envelope && `on someone else's record: ${envelope}`;
    }
    // ✓ on a route with an id means anyone's record, so the id is someone else's.
    const res = await call(row, caller, fixture.id?.(world) ?? caller.othersId ?? world.client.id);
    if (cell === 'allowed') return allowedProblem(res);
    const expected = caller.name === 'anonymous' ? 401 : 403;
    if (res.status !== expected) return `expected ${expected}, got ${shown(res)}`;
    return envelopeProblem(res);
  }

  for (const row of rows) {
    it(`${row.key} answers each principal as the matrix says`, async () => {
      const problems: string[] = [];
      for (const caller of callers) {
        const problem = await check(row, caller);
        if (problem) problems.push(`${caller.name} (${row.cells[caller.name]}): ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
