import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import type { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  createAgent,
  createTestApp,
  login,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { envelopeProblem } from './helpers/envelope';
import {
  operations,
  parameters,
  requestBodySchema,
  resolveSchema,
  sampleObject,
  sampleValue,
  type ApiOperation,
  type OpenAPIObject,
  type SchemaObject,
} from './helpers/openapi';
import { createRep, repToken } from './helpers/payroll-reps';
import { readMatrix, type PrincipalName } from './helpers/permissions';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const DOCUMENT = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'contracts', 'openapi.json'), 'utf8'),
) as OpenAPIObject;
const MATRIX = new Map(readMatrix().map((row) => [row.key, row]));

const LONG = 'x'.repeat(10_000);
/** Past the 1 MB JSON body limit. */
const OVERSIZED_BODY = JSON.stringify({ padding: 'x'.repeat(1_100_000) });

/** One bad request and the status it must get: a number, or any 4xx. */
interface BadCase {
  name: string;
  path: string;
  query?: string;
  body?: unknown;
  /** Sent as it is, with a JSON content type. */
  raw?: string;
  expected: number | '4xx';
}

/** A value of the wrong type for the schema, as JSON. */
function wrongType(schema: SchemaObject): unknown {
  if (schema.enum?.length) return typeof schema.enum[0] === 'string' ? 'not-an-option' : 'x';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return 'not-a-list';
    case 'object':
      return 'not-an-object';
    default:
      return schema.properties ? 'not-an-object' : 12345;
  }
}

/** Query strings a query parameter must refuse: wrong types, out of range, too long, repeated. */
function badQueryValues(schema: SchemaObject): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (schema.enum?.length) out.push(['not one of its options', 'not-an-option']);
  if (schema.type === 'number' || schema.type === 'integer') {
    out.push(['not a number', 'abc'], ['not a whole number', '1.5']);
    if (schema.minimum !== undefined) out.push(['below its minimum', String(schema.minimum - 1)]);
    if (schema.maximum !== undefined) out.push(['above its maximum', String(schema.maximum + 1)]);
  }
  if (schema.type === 'boolean') out.push(['not a boolean', 'maybe']);
  if (schema.type === 'string' || schema.enum) out.push(['10,000 characters long', LONG]);
  return out;
}

function casesFor(op: ApiOperation, ownId: string): BadCase[] {
  const { operation } = op;
  const pathParams = parameters(operation, 'path');
  const validPath = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name in overrides) return overrides[name];
      const schema = resolveSchema(DOCUMENT, pathParams.find((p) => p.name === name)?.schema);
      return encodeURIComponent(
        String(schema.format === 'uuid' ? ownId : sampleValue(DOCUMENT, schema, name)),
      );
    });
  const path = validPath();
  const bodySchema = requestBodySchema(DOCUMENT, operation);
  const base = bodySchema ? sampleObject(DOCUMENT, bodySchema) : undefined;
  const cases: BadCase[] = [{ name: 'a body over 1 MB', path, raw: OVERSIZED_BODY, expected: 413 }];

  if (bodySchema) {
    cases.push(
      { name: 'malformed JSON', path, raw: '{"broken": ', expected: 400 },
      { name: 'a JSON string instead of an object', path, raw: '"text"', expected: 400 },
      { name: 'a JSON list instead of an object', path, raw: '[]', expected: 400 },
      {
        name: 'an unknown property',
        path,
        body: { ...base, unexpectedProperty: 'x' },
        expected: 400,
      },
    );
    for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
      const schema = resolveSchema(DOCUMENT, property);
      cases.push({
        name: `${name} of the wrong type`,
        path,
        body: { ...base, [name]: wrongType(schema) },
        expected: 400,
      });
      if (schema.type === 'string' || schema.enum) {
        cases.push({
          name: `${name} 10,000 characters long`,
          path,
          body: { ...base, [name]: LONG },
          expected: 400,
        });
      }
    }
    for (const name of bodySchema.required ?? []) {
      const rest = { ...base };
      delete rest[name];
      cases.push({ name: `${name} missing`, path, body: rest, expected: 400 });
    }
  }

  for (const param of pathParams) {
    const schema = resolveSchema(DOCUMENT, param.schema);
    const uuid = schema.format === 'uuid';
    const bad: Array<[string, string]> = [
      ['not a uuid', 'not-a-uuid'],
      ['badly percent-encoded', '%E0%A4%A'],
      ['10,000 characters long', LONG],
    ];
    for (const [what, value] of bad) {
      cases.push({
        name: `path parameter ${param.name} ${what}`,
        path: validPath({ [param.name]: value }),
        body: base,
        expected: uuid ? 400 : '4xx',
      });
    }
  }

  for (const param of parameters(operation, 'query')) {
    const schema = resolveSchema(DOCUMENT, param.schema);
    const valid = encodeURIComponent(String(sampleValue(DOCUMENT, schema, param.name)));
    const queryCases = [
      ...badQueryValues(schema).map(([what, value]) => [
        what,
        `${param.name}=${encodeURIComponent(value)}`,
      ]),
      ['given twice', `${param.name}=${valid}&${param.name}=${valid}`],
    ];
    for (const [what, query] of queryCases) {
      cases.push({ name: `query ${param.name} ${what}`, path, query, body: base, expected: 400 });
    }
  }
  return cases;
}

/** The broker-of-record applicant, on a BOR session: not a column of the matrix. */
const BOR_APPLICANT = 'BOR applicant';
type BadInputCaller = PrincipalName | typeof BOR_APPLICANT;

/**
 * Who exercises the operation: anonymous on public routes, and the first staff or client
 * allowed; the BOR applicant on the BOR session's routes, which refuse every matrix principal.
 */
function callersFor(op: ApiOperation): BadInputCaller[] {
  const row = MATRIX.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
  if (!row) throw new Error(`${op.method} ${op.path} has no row in docs/permissions.md`);
  const allowed = (p: PrincipalName) => row.cells[p] !== 'refused';
  const everyoneRefused = Object.values(row.cells).every((cell) => cell === 'refused');
  const borRoute = op.path === '/api/bor' || op.path.startsWith('/api/bor/');
  if (everyoneRefused && borRoute) return [BOR_APPLICANT];
  const signedIn =
    (['admin', 'client', 'agent', 'rep', 'payroll machine', 'carrier machine'] as const).find(
      allowed,
    ) ?? 'admin';
  return allowed('anonymous') ? ['anonymous', signedIn] : [signedIn];
}

describe('bad input gets a 4xx in the error envelope, never a 5xx', () => {
  let t: TestApp;
  const signedIn = new Map<PrincipalName, SignedIn>();
  let client: SignedIn;
  let repId: string;
  /** API clients' tokens, for the routes only machines may call. */
  const machineTokens = new Map<PrincipalName, string>();

  beforeAll(async () => {
    t = await createTestApp();
    client = await registerClient(t);
    repId = (await createRep(t)).id;
    signedIn.set('client', client);
    signedIn.set('agent', await createAgent(t));
    const token = await adminToken(t);
    const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`);
    const id = (me.body as { id: string }).id;
    signedIn.set('admin', { id, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token });
    const payrollCompanyId = (await createRep(t)).payrollCompanyId;
    const [employers] = (await t.app
      .get(DataSource)
      .query(`SELECT id FROM carriers WHERE name = 'Employers'`)) as [{ id: string }];
    const machines: Array<[PrincipalName, string, string, string[]]> = [
      [
        'payroll machine',
        'payroll_company',
        payrollCompanyId,
        ['referrals:read', 'webhooks:manage', 'payroll-reports:write', 'payroll-reports:read'],
      ],
      ['carrier machine', 'carrier', employers.id, ['quotes:read']],
    ];
    for (const [name, partnerKind, partnerId, scopes] of machines) {
      const created = await t.http
        .post('/api/admin/api-clients')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Bad input', partnerKind, partnerId, scopes, ratePerMinute: 100_000 })
        .expect(201);
      const { client: c, clientSecret } = created.body as {
        client: { id: string };
        clientSecret: string;
      };
      const issued = await t.http
        .post('/api/oauth/token')
        .send({ grant_type: 'client_credentials', client_id: c.id, client_secret: clientSecret })
        .expect(200);
      machineTokens.set(name, (issued.body as { access_token: string }).access_token);
    }
  });

  afterAll(() => t?.close());

  const borToken = () =>
    t.app
      .get(JwtService)
      .sign({ sub: 'bor:bad-input@example.com', typ: 'bor', email: 'bad-input@example.com' });

  async function send(op: ApiOperation, c: BadCase, token: string | undefined): Promise<Response> {
    const url = c.query ? `${c.path}?${c.query}` : c.path;
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req: Test = t.http[method](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (c.raw !== undefined) return req.set('Content-Type', 'application/json').send(c.raw);
    return c.body === undefined ? req : req.send(c.body as object);
  }

  for (const op of operations(DOCUMENT)) {
    const callers = callersFor(op);
    it(`${op.method} ${op.path} (${op.operation.operationId}) as ${callers.join(' and ')}`, async () => {
      const problems: string[] = [];
      for (const caller of callers) {
        const who = caller === BOR_APPLICANT ? undefined : signedIn.get(caller);
        // A session of its own, so a request that slipped through cannot end the next one's.
        const token =
          caller === BOR_APPLICANT
            ? borToken()
            : caller === 'rep'
              ? await repToken(t, repId)
              : (machineTokens.get(caller) ?? (who && (await login(t, who.email, who.password))));
        for (const c of casesFor(op, who?.id ?? client.id)) {
          const res = await send(op, c, token);
          const statusOk =
            c.expected === '4xx'
              ? res.status >= 400 && res.status < 500
              : res.status === c.expected;
          const problem = !statusOk
            ? `expected ${c.expected}, got ${res.status} ${res.text.slice(0, 160)}`
            : envelopeProblem(res);
          if (problem) problems.push(`${caller}, ${c.name}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('the token endpoint refuses odd forms and machine tokens bad queries in the envelope', async () => {
    const forms = [
      'grant_type=client_credentials&client_id=a&client_id=b&client_secret=x',
      'grant_type=client_credentials&client_id=%E0%A4%A&client_secret=x',
      'grant_type=client_credentials',
      `grant_type=client_credentials&client_id=${'x'.repeat(5000)}&client_secret=x`,
      'grant_type[]=client_credentials&client_id=x&client_secret=x',
    ];
    const problems: string[] = [];
    for (const form of forms) {
      const res = await t.http
        .post('/api/oauth/token')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(form);
      const problem =
        res.status >= 400 && res.status < 500 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem) problems.push(`${form.slice(0, 60)}: ${problem}`);
    }
    const machine = machineTokens.get('payroll machine')!;
    for (const query of ['status=nope', 'pageSize=0', 'page=abc', 'searchBy=x']) {
      const res = await t.http
        .get(`/api/integrations/referrals?${query}`)
        .set('Authorization', `Bearer ${machine}`);
      const problem = res.status === 400 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem) problems.push(`${query}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('a payroll report with odd periods, lines and ids is refused in the envelope', async () => {
    const machine = machineTokens.get('payroll machine')!;
    const line = { classCode: '5403', state: 'CA', payrollCents: 100 };
    const good = {
      reportId: 'bad-input-1',
      policyNumber: 'WC-none',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-14',
      lines: [line],
    };
    const bodies: Array<[string, unknown]> = [
      ['no lines', { ...good, lines: [] }],
      ['lines not a list', { ...good, lines: line }],
      ['a line not an object', { ...good, lines: ['5403'] }],
      ['a class code of letters', { ...good, lines: [{ ...line, classCode: 'ABCD' }] }],
      ['a state that is not one', { ...good, lines: [{ ...line, state: 'ZZ' }] }],
      ['negative payroll', { ...good, lines: [{ ...line, payrollCents: -1 }] }],
      ['fractional cents', { ...good, lines: [{ ...line, payrollCents: 1.5 }] }],
      ['payroll as text', { ...good, lines: [{ ...line, payrollCents: '100' }] }],
      ['huge payroll', { ...good, lines: [{ ...line, payrollCents: 1e20 }] }],
      ['101 lines', { ...good, lines: Array.from({ length: 101 }, () => line) }],
      ['a date that does not exist', { ...good, periodEnd: '2026-02-30' }],
      ['a date in another format', { ...good, periodStart: '01/01/2026' }],
      ['a report id with spaces', { ...good, reportId: 'run 1' }],
      ['a report id too long', { ...good, reportId: 'x'.repeat(101) }],
      ['an empty policy number', { ...good, policyNumber: '   ' }],
      ['no body', undefined],
    ];
    const problems: string[] = [];
    for (const [name, body] of bodies) {
      const req = t.http.post('/api/integrations/payroll-reports').set(bearer(machine));
      const res = await (body === undefined ? req : req.send(body as object));
      const problem = res.status === 400 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem) problems.push(`${name}: ${problem}`);
    }
    for (const query of ['', 'policyNumber=', `policyNumber=${'x'.repeat(61)}`]) {
      const res = await t.http
        .get(`/api/integrations/payroll-reports?${query}`)
        .set(bearer(machine));
      const problem = res.status === 400 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem) problems.push(`list ${query}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("a premium audit's final payroll with odd lines or ids is refused in the envelope", async () => {
    const token = await login(t, client.email, client.password);
    const line = { classCode: '5403', state: 'CA', payrollCents: 100 };
    const path = `/api/policy-premium-audits/${randomUUID()}/payroll`;
    const bodies: Array<[string, unknown]> = [
      ['no lines', { lines: [] }],
      ['lines not a list', { lines: line }],
      ['a line not an object', { lines: ['5403'] }],
      ['a class code of letters', { lines: [{ ...line, classCode: 'ABCD' }] }],
      ['a state that is not one', { lines: [{ ...line, state: 'ZZ' }] }],
      ['negative payroll', { lines: [{ ...line, payrollCents: -1 }] }],
      ['fractional cents', { lines: [{ ...line, payrollCents: 1.5 }] }],
      ['payroll as text', { lines: [{ ...line, payrollCents: '100' }] }],
      ['huge payroll', { lines: [{ ...line, payrollCents: 1e20 }] }],
      ['101 lines', { lines: Array.from({ length: 101 }, () => line) }],
      ['no body', undefined],
    ];
    const problems: string[] = [];
    for (const [name, body] of bodies) {
      const req = t.http.post(path).set(bearer(token));
      const res = await (body === undefined ? req : req.send(body as object));
      const problem = res.status === 400 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem) problems.push(`${name}: ${problem}`);
    }
    for (const id of ['not-a-uuid', '%E0%A4%A']) {
      const res = await t.http.get(`/api/policy-premium-audits/${id}`).set(bearer(token));
      const problem = res.status === 400 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem) problems.push(`read ${id}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  // The experience mod's own bounds, which the schema-driven cases above do not try.
  it('the appetite calls refuse odd searches, codes, states and leads in the envelope', async () => {
    const admin = signedIn.get('admin')!;
    const token = await login(t, admin.email, admin.password);
    const cases: Array<{ method: 'get' | 'post'; path: string; query?: object; body?: object }> = [
      { method: 'get', path: '/api/appetite/business-types', query: { q: '' } },
      { method: 'get', path: '/api/appetite/business-types', query: { q: '%%' } },
      { method: 'get', path: '/api/appetite/business-types', query: { q: 'x'.repeat(101) } },
      { method: 'get', path: '/api/appetite/business-types', query: { q: 'roof', state: 'ZZ' } },
      { method: 'get', path: '/api/appetite/business-types', query: { q: 'roof', line: 'auto' } },
      { method: 'get', path: '/api/appetite/business-types/MI-1001', query: {} },
      { method: 'get', path: '/api/appetite/business-types/MI 1001', query: { line: 'gl' } },
      { method: 'get', path: '/api/appetite/business-types/MI-9999', query: { line: 'gl' } },
      { method: 'get', path: '/api/appetite/covered', query: { pageSize: 1000 } },
      { method: 'get', path: '/api/appetite/covered/MI-1001', query: { state: 'Texas' } },
      { method: 'get', path: '/api/appetite/covered/%27%3B--', query: { state: 'TX' } },
      { method: 'post', path: '/api/appetite/leads', body: {} },
      {
        method: 'post',
        path: '/api/appetite/leads',
        body: {
          email: 'a@b.co',
          masterIndexCode: 'MI-1001',
          state: 'TX',
          line: 'wc',
          quoteId: 'x',
        },
      },
      {
        method: 'post',
        path: '/api/appetite/leads',
        body: { email: ['a@b.co'], masterIndexCode: 7, state: 'TX', line: 'wc' },
      },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      let req: Test = t.http[c.method](c.path).set('Authorization', `Bearer ${token}`);
      if (c.query) req = req.query(c.query);
      const res = await (c.body ? req.send(c.body) : req);
      const problem =
        res.status >= 400 && res.status < 500 ? envelopeProblem(res) : `status ${res.status}`;
      if (problem)
        problems.push(`${c.method} ${c.path} ${JSON.stringify(c.query ?? c.body)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('POST /api/quote/verifyExperienceMod refuses a mod out of range or past two decimals', async () => {
    const admin = signedIn.get('admin')!;
    const token = await login(t, admin.email, admin.password);
    const base = { id: '3f0e8a52-6f4b-4c1e-9d7a-2b8c4e6f1a3d', version: 1 };
    const bodies: unknown[] = [
      { ...base, experienceMod: 0.01 },
      { ...base, experienceMod: 0.49 },
      { ...base, experienceMod: 2.51 },
      { ...base, experienceMod: 0.855 },
      { ...base, experienceMod: '0.85' },
      { ...base, experienceMod: null },
      { ...base, experienceMod: 1e308 },
      { ...base, experienceMod: -1 },
      { id: base.id, version: 1 },
      { ...base, version: 'one', experienceMod: 0.9 },
      { ...base, id: 'not-a-uuid', experienceMod: 0.9 },
    ];
    const problems: string[] = [];
    for (const body of bodies) {
      const res = await t.http
        .post('/api/quote/verifyExperienceMod')
        .set('Authorization', `Bearer ${token}`)
        .send(body as object);
      const problem = res.status !== 400 ? `got ${res.status}` : envelopeProblem(res);
      if (problem) problems.push(`${JSON.stringify(body)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  // The prior carrier answers ride in the open underwriting answers: their own rule refuses them.
  it('POST /api/quote/saveForLater refuses prior carrier answers of the wrong form', async () => {
    const bodies = [
      { priorCoverage: 'Perhaps' },
      { priorCoverage: 'Yes', priorCarrier: LONG.slice(0, 101) },
      { priorCoverage: 'Yes', priorCarrier: '   ' },
      { priorCoverage: 'Yes', priorPolicyNumber: '<b>1</b>' },
      { priorCoverage: 'Yes', priorPremiumCents: -1 },
      { priorCoverage: 'Yes', priorPremiumCents: 1.5 },
      { priorCoverage: 'Yes', priorPremiumCents: '1000' },
      { priorCoverage: 'Yes', priorPremiumCents: 1e15 },
      { priorCoverage: 'Yes', priorYearsWithCarrier: 101 },
      { priorCoverage: 'Yes', priorYearsWithCarrier: true },
    ].map((underwritingAnswers) => ({
      coverageType: 'wc',
      email: `prior-${Math.random().toString(36).slice(2, 10)}@example.com`,
      underwritingAnswers,
    }));
    const problems: string[] = [];
    for (const body of bodies) {
      const res = await t.http.post('/api/quote/saveForLater').send(body);
      const problem = res.status !== 400 ? `got ${res.status}` : envelopeProblem(res);
      if (problem) problems.push(`${JSON.stringify(body.underwritingAnswers)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
