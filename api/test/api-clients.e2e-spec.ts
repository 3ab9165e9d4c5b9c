import { DataSource } from 'typeorm';
import {
  ApiClientsRepository,
  type LoggedCall,
} from '../src/partners/api-clients/api-clients.repository';
import {
  CALL_LOG_RETENTION_QUEUE,
  CALL_LOG_RETENTION_SCHEDULE,
  CallLogRetention,
  RETENTION_CHUNK,
} from '../src/partners/api-clients/call-log-retention';
import { MachineCallLog } from '../src/partners/api-clients/machine-call-log';
import { adminToken, createTestApp, type TestApp, uniqueEmail } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createReferral, createRep, repToken, type TestRep } from './helpers/payroll-reps';

interface Created {
  client: { id: string; scopes: string[]; previousSecretEndsAt: string | null };
  clientSecret: string;
}

/**
 * API clients end to end: admins create them for a payroll company or a carrier, the client
 * trades its credentials for a token, reads its own partner's data and nobody else's, and is
 * cut off at once by a revocation, a rotation's end, a narrower scope or its rate; every call
 * is logged.
 */
describe('API clients', () => {
  let t: TestApp;
  let admin: string;
  let db: DataSource;
  let rep: TestRep;
  let otherRep: TestRep;
  let referralId: string;
  let otherReferralId: string;
  let employersId: string;

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function createClient(body: Record<string, unknown>): Promise<Created> {
    const res = await t.http
      .post('/api/admin/api-clients')
      .set(bearer(admin))
      .send({ name: 'Partner sync', ...body })
      .expect(201);
    return res.body as Created;
  }

  const payrollClient = (extra: Record<string, unknown> = {}) =>
    createClient({
      partnerKind: 'payroll_company',
      partnerId: rep.payrollCompanyId,
      scopes: ['referrals:read', 'webhooks:manage'],
      ...extra,
    });

  async function tokenFor(c: Created, scope?: string): Promise<string> {
    const res = await t.http
      .post('/api/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: c.client.id,
        client_secret: c.clientSecret,
        ...(scope !== undefined && { scope }),
      })
      .expect(200);
    return (res.body as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    db = t.app.get(DataSource);
    [rep, otherRep] = [await createRep(t), await createRep(t)];
    referralId = await createReferral(t, await repToken(t, rep.id));
    otherReferralId = await createReferral(t, await repToken(t, otherRep.id));
    const [{ id }] = (await db.query(`SELECT id FROM carriers WHERE name = 'Employers'`)) as Array<{
      id: string;
    }>;
    employersId = id;
  });

  afterAll(() => t.close());

  it('shows the secret once and keeps only its digest', async () => {
    const created = await payrollClient();
    expect(created.clientSecret).toMatch(/^cvl_sec_[\w-]{43}$/);
    const read = await t.http
      .get(`/api/admin/api-clients/${created.client.id}`)
      .set(bearer(admin))
      .expect(200);
    const list = await t.http.get('/api/admin/api-clients').set(bearer(admin)).expect(200);
    expect(JSON.stringify(read.body)).not.toContain(created.clientSecret);
    expect(JSON.stringify(list.body)).not.toContain(created.clientSecret);
    const stored = (await db.query(
      `SELECT secret_hash FROM api_client_secrets WHERE client_id = $1`,
      [created.client.id],
    )) as Array<{ secret_hash: string }>;
    expect(stored).toHaveLength(1);
    expect(stored[0].secret_hash).not.toContain(created.clientSecret);
    expect(stored[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.http.get('/api/audit').set(bearer(admin)).expect(200);
    const records = (audit.body as { items: Array<{ action: string; after: unknown }> }).items;
    const record = records.find((r) => r.action === 'createApiClient');
    expect(JSON.stringify(record?.after)).toContain(created.client.id);
    expect(JSON.stringify(records)).not.toContain(created.clientSecret);
  });

  it('issues a token for the right credentials, as a form or as JSON, and refuses the rest', async () => {
    const c = await payrollClient();
    const form = await t.http
      .post('/api/oauth/token')
      .type('form')
      .send({
        grant_type: 'client_credentials',
        client_id: c.client.id,
        client_secret: c.clientSecret,
      })
      .expect(200);
    expect(form.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'referrals:read webhooks:manage',
    });
    const wrong = await t.http
      .post('/api/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: c.client.id,
        client_secret: 'cvl_sec_nope',
      })
      .expect(401);
    expect(wrong.body).toMatchObject({ code: 3002 });
    const unknown = await t.http
      .post('/api/oauth/token')
      .send({ grant_type: 'client_credentials', client_id: 'not-an-id', client_secret: 'x' })
      .expect(401);
    expect(unknown.body).toMatchObject({ code: 3002 });
    const grant = await t.http
      .post('/api/oauth/token')
      .send({ grant_type: 'password', client_id: c.client.id, client_secret: c.clientSecret })
      .expect(400);
    expect(grant.body).toMatchObject({ code: 3003 });
    const scope = await t.http
      .post('/api/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: c.client.id,
        client_secret: c.clientSecret,
        scope: 'quotes:read',
      })
      .expect(400);
    expect(scope.body).toMatchObject({ code: 3004 });
    const who = await t.http
      .get('/api/integrations/client')
      .set(bearer((form.body as { access_token: string }).access_token))
      .expect(200);
    expect(who.body).toMatchObject({ clientId: c.client.id, partnerId: rep.payrollCompanyId });
  });

  it("reads its own payroll company's referrals and never another's", async () => {
    const token = await tokenFor(await payrollClient());
    const list = await t.http.get('/api/integrations/referrals').set(bearer(token)).expect(200);
    const ids = (list.body as { items: Array<{ id: string; payrollCompanyId: string }> }).items;
    expect(ids.map((r) => r.id)).toContain(referralId);
    expect(ids.every((r) => r.payrollCompanyId === rep.payrollCompanyId)).toBe(true);
    await t.http.get(`/api/integrations/referrals/${referralId}`).set(bearer(token)).expect(200);
    const other = await t.http
      .get(`/api/integrations/referrals/${otherReferralId}`)
      .set(bearer(token))
      .expect(403);
    expect(other.body).toMatchObject({ code: 2302 });
    // A carrier's quotes need a scope a payroll company's client cannot hold.
    const quotes = await t.http
      .get('/api/integrations/carrier-quotes')
      .set(bearer(token))
      .expect(403);
    expect(quotes.body).toMatchObject({ code: 3005 });
  });

  it("reads its own carrier's quotes and never another carrier's", async () => {
    const quote = await t.http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'wc', email: uniqueEmail('carrier-feed') })
      .expect(200);
    const quoteId = (quote.body as { id: string }).id;
    const inserted = (await db.query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state, annual_premium_cents)
       VALUES ($1, 'Employers', 'done', 123400), ($1, 'Markel', 'done', 99900)
       RETURNING id, carrier`,
      [quoteId],
    )) as Array<{ id: string; carrier: string }>;
    const own = inserted.find((r) => r.carrier === 'Employers')!.id;
    const others = inserted.find((r) => r.carrier === 'Markel')!.id;
    const c = await createClient({
      partnerKind: 'carrier',
      partnerId: employersId,
      scopes: ['quotes:read'],
    });
    const token = await tokenFor(c);
    const list = await t.http
      .get('/api/integrations/carrier-quotes?pageSize=100')
      .set(bearer(token))
      .expect(200);
    const items = (list.body as { items: Array<{ id: string }> }).items.map((i) => i.id);
    expect(items).toContain(own);
    expect(items).not.toContain(others);
    const one = await t.http
      .get(`/api/integrations/carrier-quotes/${own}`)
      .set(bearer(token))
      .expect(200);
    expect(one.body).toMatchObject({ quoteId, annualPremiumCents: 123400 });
    expect(JSON.stringify(one.body)).not.toContain('worksheet');
    const theirs = await t.http
      .get(`/api/integrations/carrier-quotes/${others}`)
      .set(bearer(token))
      .expect(404);
    expect(theirs.body).toMatchObject({ code: 2752 });
    const referrals = await t.http
      .get('/api/integrations/referrals')
      .set(bearer(token))
      .expect(403);
    expect(referrals.body).toMatchObject({ code: 3005 });
  });

  it('refuses scopes that do not fit the partner, and partners that do not exist', async () => {
    const misfit = await t.http
      .post('/api/admin/api-clients')
      .set(bearer(admin))
      .send({
        name: 'x',
        partnerKind: 'carrier',
        partnerId: employersId,
        scopes: ['referrals:read'],
      })
      .expect(400);
    expect(misfit.body).toMatchObject({ code: 3009 });
    const missing = await t.http
      .post('/api/admin/api-clients')
      .set(bearer(admin))
      .send({
        name: 'x',
        partnerKind: 'payroll_company',
        partnerId: employersId,
        scopes: ['referrals:read'],
      })
      .expect(404);
    expect(missing.body).toMatchObject({ code: 3008 });
  });

  it('keeps machine tokens off every route not opened to them', async () => {
    const token = await tokenFor(await payrollClient());
    const me = await t.http.get('/api/users/me').set(bearer(token)).expect(403);
    expect(me.body).toMatchObject({ code: 2702 });
    await t.http.get('/api/admin/api-clients').set(bearer(token)).expect(403);
    await t.http.get('/api/payroll-partners/referraltrak').set(bearer(token)).expect(403);
    // A public route serves it as anyone.
    await t.http.get('/api/health').set(bearer(token)).expect(200);
  });

  it('narrows a token to the scopes asked for, and to the scopes its client still holds', async () => {
    const c = await payrollClient();
    const narrow = await tokenFor(c, 'webhooks:manage');
    const refused = await t.http.get('/api/integrations/referrals').set(bearer(narrow)).expect(403);
    expect(refused.body).toMatchObject({ code: 3005 });
    const full = await tokenFor(c);
    await t.http.get('/api/integrations/referrals').set(bearer(full)).expect(200);
    await t.http
      .patch(`/api/admin/api-clients/${c.client.id}`)
      .set(bearer(admin))
      .send({ scopes: ['webhooks:manage'] })
      .expect(200);
    await t.http.get('/api/integrations/referrals').set(bearer(full)).expect(403);
  });

  it('stops a revoked client at once: its tokens and its secret', async () => {
    const c = await payrollClient();
    const token = await tokenFor(c);
    await t.http.get('/api/integrations/referrals').set(bearer(token)).expect(200);
    await t.http
      .post(`/api/admin/api-clients/${c.client.id}/revoke`)
      .set(bearer(admin))
      .expect(200);
    const after = await t.http.get('/api/integrations/referrals').set(bearer(token)).expect(401);
    expect(after.body).toMatchObject({ code: 2701 });
    await t.http
      .post('/api/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: c.client.id,
        client_secret: c.clientSecret,
      })
      .expect(401);
    const again = await t.http
      .post(`/api/admin/api-clients/${c.client.id}/rotate-secret`)
      .set(bearer(admin))
      .send({})
      .expect(409);
    expect(again.body).toMatchObject({ code: 3007 });
  });

  it('keeps the old secret and its tokens through a rotation overlap, then refuses them', async () => {
    const c = await payrollClient();
    const oldToken = await tokenFor(c);
    const rotated = await t.http
      .post(`/api/admin/api-clients/${c.client.id}/rotate-secret`)
      .set(bearer(admin))
      .send({ overlapHours: 2 })
      .expect(200);
    const next = rotated.body as Created;
    expect(next.clientSecret).not.toBe(c.clientSecret);
    expect(Date.parse(next.client.previousSecretEndsAt ?? '')).toBeGreaterThan(
      Date.now() + 3_600_000,
    );
    // During the overlap both secrets work, and so does the token of the old one.
    await tokenFor(c);
    const newToken = await tokenFor(next);
    await t.http.get('/api/integrations/referrals').set(bearer(oldToken)).expect(200);
    // The overlap ends (as it would two hours later): the old secret and its tokens stop.
    await db.query(
      `UPDATE api_client_secrets SET expires_at = now() - interval '1 second'
        WHERE client_id = $1 AND expires_at IS NOT NULL`,
      [c.client.id],
    );
    await eventually(async () => {
      const res = await t.http.get('/api/integrations/referrals').set(bearer(oldToken));
      return res.status === 401;
    });
    await t.http
      .post('/api/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: c.client.id,
        client_secret: c.clientSecret,
      })
      .expect(401);
    await t.http.get('/api/integrations/referrals').set(bearer(newToken)).expect(200);
  });

  it("refuses calls past the client's rate with 429 and a wait", async () => {
    const c = await payrollClient({ ratePerMinute: 5 });
    const token = await tokenFor(c);
    for (let i = 0; i < 5; i++) {
      await t.http.get('/api/integrations/client').set(bearer(token)).expect(200);
    }
    const res = await t.http.get('/api/integrations/client').set(bearer(token)).expect(429);
    expect(res.body).toMatchObject({ code: 3006 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logs every call with its route and status, and shows the last use', async () => {
    const c = await payrollClient();
    const token = await tokenFor(c);
    await t.http.get('/api/integrations/referrals').set(bearer(token)).expect(200);
    await t.http.get('/api/users/me').set(bearer(token)).expect(403);
    await t.app.get(MachineCallLog).flush();
    const calls = await t.http
      .get(`/api/admin/api-clients/${c.client.id}/calls`)
      .set(bearer(admin))
      .expect(200);
    const rows = (calls.body as { items: Array<{ method: string; path: string; status: number }> })
      .items;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', path: '/api/oauth/token', status: 200 }),
        expect.objectContaining({
          method: 'GET',
          path: '/api/integrations/referrals',
          status: 200,
        }),
        expect.objectContaining({ method: 'GET', path: '/api/users/me', status: 403 }),
      ]),
    );
    const read = await t.http
      .get(`/api/admin/api-clients/${c.client.id}`)
      .set(bearer(admin))
      .expect(200);
    expect((read.body as { lastUsedAt: string | null }).lastUsedAt).not.toBeNull();
  });
  it('pages through the call log newest first across batches that overlap in time', async () => {
    const c = await payrollClient();
    // Two instances' batches: a and c from one, b from the other, overlapping both.
    const base = Date.parse('2026-11-02T10:00:00Z');
    const call = (second: number): LoggedCall => [
      base + second * 1000,
      'GET',
      `/api/integrations/referrals/${second}`,
      200,
      Math.round(second),
    ];
    const batch = (seconds: number[]) => ({
      clientId: c.client.id,
      firstMs: base + seconds[0] * 1000,
      lastMs: base + seconds[seconds.length - 1] * 1000,
      calls: seconds.map(call),
    });
    const rows = t.app.get(ApiClientsRepository);
    await rows.logCalls([batch([0, 1, 2, 3, 4])]);
    await rows.logCalls([batch([3.5, 5, 7, 9, 11, 12.5])]);
    await rows.logCalls([batch([10, 11.5, 13, 14])]);
    const newestFirst = [14, 13, 12.5, 11.5, 11, 10, 9, 7, 5, 4, 3.5, 3, 2, 1, 0];

    const seen: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await t.http
        .get(`/api/admin/api-clients/${c.client.id}/calls?page=${page}&pageSize=3`)
        .set(bearer(admin))
        .expect(200);
      const body = res.body as { items: Array<{ path: string; at: string }>; total: number };
      expect(body.total).toBe(15);
      seen.push(...body.items.map((i) => i.path));
    }
    expect(seen).toEqual(newestFirst.map((s) => `/api/integrations/referrals/${s}`));
  });

  it('deletes the calls logged before the retention period, daily and in chunks, and keeps the rest', async () => {
    const c = await payrollClient();
    const day = 86_400_000;
    const now = Date.now();
    // More old batches than one statement deletes, one just inside the 90 days, one of today.
    await db.query(
      `INSERT INTO api_client_call_batches (client_id, first_at, last_at, call_count, calls)
       SELECT $1, to_timestamp(at / 1000), to_timestamp(at / 1000), 2,
              json_build_array(json_build_array(at, 'GET', '/api/integrations/referrals', 200, 4),
                               json_build_array(at, 'GET', '/api/integrations/referrals', 200, 4))
         FROM (SELECT $2::float8 - n * 1000 AS at FROM generate_series(1, $3::int) AS n) s`,
      [c.client.id, now - 100 * day, RETENTION_CHUNK + 200],
    );
    const rows = t.app.get(ApiClientsRepository);
    const kept = (ms: number): LoggedCall => [ms, 'GET', '/api/integrations/client', 200, 3];
    await rows.logCalls([
      {
        clientId: c.client.id,
        firstMs: now - 89 * day,
        lastMs: now - 89 * day,
        calls: [kept(now - 89 * day)],
      },
      {
        clientId: c.client.id,
        firstMs: now - 1000,
        lastMs: now,
        calls: [kept(now - 1000), kept(now)],
      },
    ]);
    const total = async () =>
      (
        (
          await t.http
            .get(`/api/admin/api-clients/${c.client.id}/calls`)
            .set(bearer(admin))
            .expect(200)
        ).body as { total: number }
      ).total;
    expect(await total()).toBe(2 * (RETENTION_CHUNK + 200) + 3);

    const gone = await t.app.get(CallLogRetention).run(new Date(now));
    expect(gone.batches).toBeGreaterThanOrEqual(RETENTION_CHUNK + 200);
    expect(gone.calls).toBeGreaterThanOrEqual(2 * (RETENTION_CHUNK + 200));
    expect(await total()).toBe(3);
    const left = (await db.query(
      `SELECT min(last_at) AS oldest FROM api_client_call_batches WHERE client_id = $1`,
      [c.client.id],
    )) as Array<{ oldest: Date }>;
    expect(now - left[0].oldest.getTime()).toBeLessThan(90 * day);
    // Nothing more to delete: a second run the same day finds nothing of this client's.
    await t.app.get(CallLogRetention).run(new Date(now));
    expect(await total()).toBe(3);

    const schedules = (await db.query(`SELECT name, cron FROM pgboss.schedule WHERE name = $1`, [
      CALL_LOG_RETENTION_QUEUE,
    ])) as Array<{ cron: string }>;
    expect(schedules).toEqual([
      { name: CALL_LOG_RETENTION_QUEUE, cron: CALL_LOG_RETENTION_SCHEDULE },
    ]);
  });
});
