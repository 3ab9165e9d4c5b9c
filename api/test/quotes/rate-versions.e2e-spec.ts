import { DataSource } from 'typeorm';
import { bundledRateTableRecords } from '../../src/quoting/rating';
import { LiveRateTables } from '../../src/quoting/rate-tables';
import { RateTablesSeeder } from '../../src/quoting/rate-tables/rate-tables.seeder';
import { adminToken, createTestApp, type TestApp } from '../helpers/app';
import { eventually } from '../helpers/eventually';
import { bearer, codeOf, isoDay, quoteOf, submittedWcQuote } from './quote-helpers';

interface StoredCarrierQuote {
  carrier: string;
  annual_premium_cents: string | null;
  worksheet: unknown;
}

interface VersionBody {
  version: string;
  effectiveFrom: string;
  source: string;
  note: string | null;
  shipped: boolean;
  createdBy: string | null;
  data: { lossCosts: Record<string, number> };
}

/**
 * Rate tables as versioned data in the database, on a database of their own (a new version
 * changes what every quote in the state is priced at) shared by two instances: an admin's new
 * version prices the quotes rated after it on either instance, and quotes rated before keep
 * their premiums and worksheets.
 */
describe('rate table versions', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await createTestApp({}, { isolatedDatabase: true });
    b = await createTestApp({}, { databaseUrl: a.config.databaseUrl });
    admin = await adminToken(a);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const stored = (t: TestApp, quoteId: string) =>
    t.app.get(DataSource).query<StoredCarrierQuote[]>(
      `SELECT carrier, annual_premium_cents, worksheet FROM carrier_quotes
         WHERE application_id = $1 ORDER BY carrier`,
      [quoteId],
    );

  async function ratedWcQuote(t: TestApp): Promise<{ id: string; premiums: Map<string, number> }> {
    const { quote, guestToken } = await submittedWcQuote(t);
    const rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200),
    );
    const premiums = new Map(rated.carrierQuotes.map((q) => [q.carrier, q.annualPremiumCents!]));
    return { id: quote.id, premiums };
  }

  const history = (key: Record<string, string>) =>
    a.http.get('/api/rate-tables/history').query(key).set(bearer(admin));

  it('seeds every shipped version, marked as shipped', async () => {
    const [{ count }] = await a.app
      .get(DataSource)
      .query<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM rate_table_versions WHERE shipped',
      );
    expect(count).toBe(bundledRateTableRecords().length);
    const tx = await history({ kind: 'wc.state', line: 'wc', state: 'TX' }).expect(200);
    expect((tx.body as VersionBody[]).every((v) => v.shipped && v.createdBy === null)).toBe(true);
  });

  it("prices quotes rated after an admin's new version from it, on both instances, and leaves rated quotes as they were", async () => {
    const before = await ratedWcQuote(a);
    const storedBefore = await stored(a, before.id);

    // Texas landscapers (class 0042) cost twice as much from a date already past.
    const tx = (await history({ kind: 'wc.state', line: 'wc', state: 'TX' }).expect(200))
      .body as VersionBody[];
    const current = tx[0];
    const effectiveFrom = isoDay(-3);
    const added = await a.http
      .post('/api/rate-tables/versions')
      .set(bearer(admin))
      .send({
        kind: 'wc.state',
        line: 'wc',
        state: 'TX',
        version: 'TX-admin-1',
        effectiveFrom,
        source: 'TDI loss cost filing',
        note: 'Landscaping doubled',
        data: {
          ...current.data,
          lossCosts: { ...current.data.lossCosts, '0042': current.data.lossCosts['0042'] * 2 },
        },
      })
      .expect(201);
    expect(added.body).toMatchObject({
      version: 'TX-admin-1',
      effectiveFrom,
      source: 'TDI loss cost filing',
      note: 'Landscaping doubled',
      shipped: false,
      createdBy: 'admin@test.coverline.local',
    });

    // The quote rated before keeps its premiums and worksheets.
    expect(await stored(a, before.id)).toEqual(storedBefore);

    const after = await ratedWcQuote(a);
    for (const [carrier, premium] of before.premiums) {
      expect(after.premiums.get(carrier)).toBeGreaterThan(premium);
    }

    // The other instance heard the change and prices the same way.
    await eventually(async () =>
      (await b.app.get(LiveRateTables).current())
        .history('wc.state', { line: 'wc', state: 'TX' })
        .some((v) => v.version === 'TX-admin-1'),
    );
    const onB = await ratedWcQuote(b);
    expect(onB.premiums).toEqual(after.premiums);

    const listed = await a.http
      .get('/api/rate-tables')
      .query({ kind: 'wc.state', state: 'TX' })
      .set(bearer(admin))
      .expect(200);
    expect(listed.body).toMatchObject({
      total: 1,
      items: [
        {
          kind: 'wc.state',
          line: 'wc',
          state: 'TX',
          inForceVersion: 'TX-admin-1',
          versions: tx.length + 1,
        },
      ],
    });
  });

  it('refuses a second version on the same date, and figures that do not fit the kind', async () => {
    const base = {
      kind: 'carrier.rates',
      line: 'wc',
      carrier: 'Markel',
      version: 'markel-admin',
      effectiveFrom: isoDay(30),
      source: 'Markel rate manual',
    };
    const bad = await a.http
      .post('/api/rate-tables/versions')
      .set(bearer(admin))
      .send({ ...base, data: { lcm: { default: 'high' } } })
      .expect(400);
    expect(codeOf(bad)).toBe(2892);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^lcm\.default: /)]),
    );
    const data = { lcm: { default: 1.5, byState: {} } };
    await a.http
      .post('/api/rate-tables/versions')
      .set(bearer(admin))
      .send({ ...base, data })
      .expect(201);
    const again = await a.http
      .post('/api/rate-tables/versions')
      .set(bearer(admin))
      .send({ ...base, version: 'markel-admin-2', data })
      .expect(409);
    expect(codeOf(again)).toBe(2891);
  });

  it("imports a rate file's loss costs by state as new versions", async () => {
    const effectiveFrom = isoDay(60);
    const res = await a.http
      .post('/api/rate-tables/import')
      .set(bearer(admin))
      .send({
        format: 'wc-loss-costs',
        effectiveFrom,
        version: 'import-1',
        source: 'NCCI filing',
        csv: 'state,classCode,lossCost\nFL,8810,0.21\nFL,0042,5.5\nGA,8810,0.19\n',
      })
      .expect(201);
    expect(res.body).toEqual({
      versions: [
        {
          kind: 'wc.state',
          line: 'wc',
          carrier: null,
          state: 'FL',
          version: 'FL-import-1',
          effectiveFrom,
        },
        {
          kind: 'wc.state',
          line: 'wc',
          carrier: null,
          state: 'GA',
          version: 'GA-import-1',
          effectiveFrom,
        },
      ],
    });
    const fl = (await history({ kind: 'wc.state', line: 'wc', state: 'FL' }).expect(200))
      .body as VersionBody[];
    expect(fl[0]).toMatchObject({
      version: 'FL-import-1',
      source: 'NCCI filing',
      createdBy: 'admin@test.coverline.local',
      data: { lossCosts: { '8810': 0.21, '0042': 5.5 } },
    });
  });

  it('imports nothing from a file with a bad row, and says which rows are wrong', async () => {
    const count = async () =>
      (
        await a.app
          .get(DataSource)
          .query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM rate_table_versions')
      )[0].n;
    const before = await count();
    const res = await a.http
      .post('/api/rate-tables/import')
      .set(bearer(admin))
      .send({
        format: 'carrier-lcms',
        carrier: 'Hartford',
        line: 'wc',
        effectiveFrom: isoDay(90),
        version: 'import-2',
        source: 'Hartford rate file',
        csv: 'state,lcm\nCA,1.4\nXX,1.2\nNY,-1\n',
      })
      .expect(400);
    expect(codeOf(res)).toBe(2893);
    expect(res.body.message).toEqual([
      'Row 3: "XX" is not a US state code (or * for the default).',
      'Row 4: multiplier "-1" must be a number above 0 like 1.35.',
    ]);
    expect(await count()).toBe(before);
  });

  it("seeds again what the shipped files hold when they change, keeping every admin's version", async () => {
    const db = a.app.get(DataSource);
    const records = bundledRateTableRecords();
    const ak = records.find((r) => r.kind === 'wc.state' && r.state === 'AK')!;
    // As if an older release had shipped other figures for AK and nothing for AL.
    await db.query(
      `UPDATE rate_table_versions SET data = data || '{"expenseConstantCents": 1}'
       WHERE shipped AND kind = 'wc.state' AND state = 'AK' AND effective_from = $1`,
      [ak.effectiveFrom],
    );
    await db.query(`DELETE FROM rate_table_versions WHERE shipped AND state = 'AL'`);
    await db.query(`DELETE FROM reference_seeds WHERE name LIKE 'rate-tables-%'`);
    const admins = `SELECT version, data FROM rate_table_versions WHERE NOT shipped ORDER BY version`;
    const adminVersions = await db.query(admins);

    const seeder = a.app.get(RateTablesSeeder);
    await Promise.all([seeder.onApplicationBootstrap(), seeder.onApplicationBootstrap()]);

    const [{ count }] = await db.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM rate_table_versions WHERE shipped',
    );
    expect(count).toBe(records.length);
    const [{ data }] = await db.query<Array<{ data: unknown }>>(
      `SELECT data FROM rate_table_versions
       WHERE shipped AND kind = 'wc.state' AND state = 'AK' AND effective_from = $1`,
      [ak.effectiveFrom],
    );
    expect(data).toEqual(ak.data);
    expect(await db.query(admins)).toEqual(adminVersions);
  });

  it('answers 2890 for the history of a table that does not exist', async () => {
    const res = await history({ kind: 'wc.state', line: 'gl', state: 'TX' }).expect(404);
    expect(codeOf(res)).toBe(2890);
  });
});
