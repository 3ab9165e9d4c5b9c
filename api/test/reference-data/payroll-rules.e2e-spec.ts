import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

interface Rule {
  id: string;
  year: number;
  state: string;
  entityType: string;
  setAmountCents: number;
  minAmountCents: number;
  maxAmountCents: number;
}

/** Years of their own, so the seeded year stays as seeded for everyone else. */
const FROM = 2090;
const TO = 2091;

describe('owner payroll rules', () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    who = await callers(t);
    const made = await t.http
      .post('/api/payroll-rules/duplicate-year')
      .set(bearer(who.admin))
      .send({ fromYear: 2026, toYear: FROM });
    expect(made.status).toBe(201);
  });
  afterAll(() => t.close());

  const year = (y: number, token = who.client) =>
    t.http.get(`/api/payroll-rules/year/${y}`).set(bearer(token));

  it('seeds 2026 for the 50 states and DC and each entity type', async () => {
    const res = await year(2026).expect(200);
    const rules = res.body as Rule[];
    expect(rules).toHaveLength(51 * 5);
    expect(new Set(rules.map((r) => r.state)).size).toBe(51);
    expect(new Set(rules.map((r) => r.entityType))).toEqual(
      new Set(['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'Non-Profit']),
    );
    for (const r of rules) {
      expect(r.minAmountCents).toBeLessThanOrEqual(r.setAmountCents);
      expect(r.setAmountCents).toBeLessThanOrEqual(r.maxAmountCents);
      expect(r.minAmountCents).toBeGreaterThan(0);
    }
    const years = await t.http.get('/api/payroll-rules/years').set(bearer(who.guest)).expect(200);
    expect(years.body).toEqual(expect.arrayContaining([{ year: 2026, rules: 255 }]));
  });

  it('lists rules filtered by year, state and entity type', async () => {
    const res = await t.http
      .get('/api/payroll-rules')
      .query({ year: 2026, state: 'ca', entityType: 'Corporation' })
      .set(bearer(who.agent))
      .expect(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({ year: 2026, state: 'CA', entityType: 'Corporation' });
  });

  it('updates a rule and refuses amounts that do not fit together with their rule code', async () => {
    const rule = ((await year(FROM).expect(200)).body as Rule[]).find(
      (r) => r.state === 'TX' && r.entityType === 'LLC',
    )!;
    const updated = await t.http
      .put(`/api/payroll-rules/${rule.id}`)
      .set(bearer(who.admin))
      .send({ setAmountCents: 6_000_000, minAmountCents: 4_000_000, maxAmountCents: 15_000_000 })
      .expect(200);
    expect(updated.body).toMatchObject({
      setAmountCents: 6_000_000,
      minAmountCents: 4_000_000,
      maxAmountCents: 15_000_000,
    });
    const minAboveMax = await t.http
      .put(`/api/payroll-rules/${rule.id}`)
      .set(bearer(who.admin))
      .send({ setAmountCents: 5_000_000, minAmountCents: 9_000_000, maxAmountCents: 8_000_000 })
      .expect(400);
    expect(minAboveMax.body.code).toBe(ErrorCode.PayrollRuleInvalid);
    expect(minAboveMax.body.message).toEqual([
      'P-1002: The minimum payroll amount is above the maximum.',
    ]);
    const setBelowMin = await t.http
      .put(`/api/payroll-rules/${rule.id}`)
      .set(bearer(who.admin))
      .send({ setAmountCents: 100, minAmountCents: 200, maxAmountCents: 300 })
      .expect(400);
    expect(setBelowMin.body.message).toEqual([
      'P-1003: The set payroll amount is below the minimum.',
    ]);
    await t.http
      .put(`/api/payroll-rules/${rule.id}`)
      .set(bearer(who.admin))
      .send({ setAmountCents: -1, minAmountCents: 0, maxAmountCents: 1 })
      .expect(400);
  });

  it('duplicates a year into the next by default, and refuses a year that exists or an empty source', async () => {
    const made = await t.http
      .post('/api/payroll-rules/duplicate-year')
      .set(bearer(who.admin))
      .send({ fromYear: FROM })
      .expect(201);
    expect(made.body).toEqual({ year: TO, rules: 255 });
    const again = await t.http
      .post('/api/payroll-rules/duplicate-year')
      .set(bearer(who.admin))
      .send({ fromYear: FROM, toYear: TO })
      .expect(409);
    expect(again.body.code).toBe(ErrorCode.PayrollYearExists);
    expect(again.body.message).toBe('P-1010: Rules for the target year already exist.');
    const empty = await t.http
      .post('/api/payroll-rules/duplicate-year')
      .set(bearer(who.admin))
      .send({ fromYear: 2001, toYear: 2002 })
      .expect(404);
    expect(empty.body.code).toBe(ErrorCode.PayrollYearEmpty);
    expect(empty.body.message).toBe('P-1011: There are no rules in the year to copy from.');
  });

  it('shows what differs between two years', async () => {
    const rules = (await year(TO).expect(200)).body as Rule[];
    const ny = rules.find((r) => r.state === 'NY' && r.entityType === 'Corporation')!;
    await t.http
      .put(`/api/payroll-rules/${ny.id}`)
      .set(bearer(who.admin))
      .send({
        setAmountCents: ny.setAmountCents + 100_000,
        minAmountCents: ny.minAmountCents,
        maxAmountCents: ny.maxAmountCents,
      })
      .expect(200);
    const diff = await t.http
      .get('/api/payroll-rules/diff-years')
      .query({ fromYear: FROM, toYear: TO })
      .set(bearer(who.admin))
      .expect(200);
    expect(diff.body.added).toEqual([]);
    expect(diff.body.removed).toEqual([]);
    expect(diff.body.changed).toEqual([
      {
        state: 'NY',
        entityType: 'Corporation',
        from: {
          setAmountCents: ny.setAmountCents,
          minAmountCents: ny.minAmountCents,
          maxAmountCents: ny.maxAmountCents,
        },
        to: {
          setAmountCents: ny.setAmountCents + 100_000,
          minAmountCents: ny.minAmountCents,
          maxAmountCents: ny.maxAmountCents,
        },
      },
    ]);
    expect(diff.body.unchanged).toBe(254);
    const toEmpty = await t.http
      .get('/api/payroll-rules/diff-years')
      .query({ fromYear: TO, toYear: 2099 })
      .set(bearer(who.client))
      .expect(200);
    expect(toEmpty.body.removed).toHaveLength(255);
  });

  it('resolves the payroll an owner adds, with its outcome codes', async () => {
    const resolve = (query: Record<string, unknown>) =>
      t.http.get('/api/payroll-rules/resolve').query(query).set(bearer(who.guest)).expect(200);
    const rule = ((await year(2026).expect(200)).body as Rule[]).find(
      (r) => r.state === 'CA' && r.entityType === 'Corporation',
    )!;
    const set = await resolve({ year: 2026, state: 'CA', entityType: 'Corporation' });
    expect(set.body).toMatchObject({
      amountCents: rule.setAmountCents,
      ruleYear: 2026,
      codes: ['P-0000'],
    });
    const low = await resolve({
      year: 2026,
      state: 'CA',
      entityType: 'Corporation',
      requestedCents: 1,
    });
    expect(low.body).toMatchObject({ amountCents: rule.minAmountCents, codes: ['P-1013'] });
    const excluded = await resolve({
      year: 2026,
      state: 'CA',
      entityType: 'Corporation',
      included: false,
    });
    expect(excluded.body).toMatchObject({ amountCents: 0, codes: ['P-1015'] });
    const ohio = await resolve({ year: 2026, state: 'OH', entityType: 'LLC' });
    expect(ohio.body.codes).toEqual(['P-1016']);
    const later = await resolve({ year: 2095, state: 'CA', entityType: 'Corporation' });
    expect(later.body).toMatchObject({ ruleYear: TO, codes: ['P-1017'] });
    const before = await resolve({ year: 2000, state: 'CA', entityType: 'Corporation' });
    expect(before.body).toMatchObject({
      amountCents: 0,
      codes: ['P-1006'],
      messages: ['There are no owner payroll rules for the year.'],
    });
  });

  it('deletes a year, but never the last one', async () => {
    const deleted = await t.http
      .delete(`/api/payroll-rules/delete-year/${TO}`)
      .set(bearer(who.admin))
      .expect(200);
    expect(deleted.body).toEqual({ year: TO, rules: 255 });
    await year(TO).expect(200).expect([]);
    const missing = await t.http
      .delete(`/api/payroll-rules/delete-year/${TO}`)
      .set(bearer(who.admin))
      .expect(404);
    expect(missing.body.code).toBe(ErrorCode.PayrollYearNotFound);
    expect(missing.body.message).toBe('P-1006: There are no owner payroll rules for the year.');
  });

  it('validates years and queries', async () => {
    await year(1999).expect(400);
    await t.http
      .get('/api/payroll-rules/diff-years')
      .query({ fromYear: 2026 })
      .set(bearer(who.admin))
      .expect(400);
    await t.http
      .post('/api/payroll-rules/duplicate-year')
      .set(bearer(who.admin))
      .send({ fromYear: '2026' })
      .expect(400);
    await t.http
      .get('/api/payroll-rules/resolve')
      .query({ year: 2026, state: 'ZZ', entityType: 'Corporation' })
      .set(bearer(who.admin))
      .expect(400);
  });

  it('only admins change rules; anonymous callers cannot read them', async () => {
    await year(2026, '').expect(401);
    for (const token of [who.agent, who.client, who.guest]) {
      await t.http
        .post('/api/payroll-rules/duplicate-year')
        .set(bearer(token))
        .send({ fromYear: 2026, toYear: 2097 })
        .expect(403);
      await t.http.delete(`/api/payroll-rules/delete-year/${FROM}`).set(bearer(token)).expect(403);
    }
    const rule = ((await year(FROM).expect(200)).body as Rule[])[0];
    await t.http
      .put(`/api/payroll-rules/${rule.id}`)
      .set(bearer(who.agent))
      .send({ setAmountCents: 1, minAmountCents: 1, maxAmountCents: 1 })
      .expect(403);
  });
});
