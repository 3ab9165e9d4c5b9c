import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

describe('payroll companies', () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    // Its own database: other files add payroll companies that would crowd the search results.
    t = await createTestApp({}, { isolatedDatabase: true });
    who = await callers(t);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t.http.post('/api/payroll-companies').set(bearer(who.admin)).send(body);

  it('seeds the large US payroll providers', async () => {
    const res = await t.http
      .get('/api/payroll-companies')
      .query({ pageSize: 100 })
      .set(bearer(who.agent))
      .expect(200);
    const names = (res.body.items as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ADP',
        'Paychex',
        'Gusto',
        'Paycom',
        'Paylocity',
        'Paycor',
        'Rippling',
        'Justworks',
        'TriNet',
        'Insperity',
        'QuickBooks Payroll',
        'Square Payroll',
        'OnPay',
        'Patriot Software',
      ]),
    );
    expect(res.body.total).toBeGreaterThanOrEqual(14);
  });

  it('creates a company and reads it by id, code and name', async () => {
    const created = await create({
      name: 'Acme Payroll',
      code: 'acme-pay',
      emailDomain: 'Acme-Payroll.com',
      url: 'https://acme-payroll.com',
      quotingCoverages: ['wc', 'gl'],
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Acme Payroll',
      code: 'ACME-PAY',
      emailDomain: 'acme-payroll.com',
      quotingCoverages: ['wc', 'gl'],
    });
    const id = created.body.id as string;
    for (const path of [
      `/api/payroll-companies/${id}`,
      '/api/payroll-companies/code/acme-pay',
      '/api/payroll-companies/name/ACME%20PAYROLL',
    ]) {
      const res = await t.http.get(path).set(bearer(who.guest)).expect(200);
      expect(res.body.id).toBe(id);
    }
  });

  it('searches by name or code, prefix matches first', async () => {
    const res = await t.http
      .get('/api/payroll-companies/search')
      .query({ q: 'pay' })
      .set(bearer(who.client))
      .expect(200);
    const names = (res.body as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Paychex', 'Paycom', 'Paylocity', 'Paycor', 'QuickBooks Payroll']),
    );
    expect(names.indexOf('Paychex')).toBeLessThan(names.indexOf('QuickBooks Payroll'));
    expect(res.body.length).toBeLessThanOrEqual(20);
  });

  it('filters the list by coverage quotable and by search term', async () => {
    const cyber = await t.http
      .get('/api/payroll-companies')
      .query({ coverage: 'cyber', pageSize: 100 })
      .set(bearer(who.client))
      .expect(200);
    expect(
      cyber.body.items.every((c: { quotingCoverages: string[] }) =>
        c.quotingCoverages.includes('cyber'),
      ),
    ).toBe(true);
    expect(cyber.body.items.map((c: { name: string }) => c.name)).not.toContain('Paycom');
    const term = await t.http
      .get('/api/payroll-companies')
      .query({ searchTerm: 'gusto' })
      .set(bearer(who.client))
      .expect(200);
    expect(term.body.items.map((c: { name: string }) => c.name)).toEqual(['Gusto']);
  });

  it('validates the email domain, url, code and coverages', async () => {
    const res = await create({
      name: 'Broken Payroll',
      code: 'has space',
      emailDomain: 'https://broken.com/path',
      url: 'broken',
      quotingCoverages: ['CL'],
    }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'Code must be letters, digits, hyphens or underscores (up to 20).',
        'Email domain must be a valid email domain, e.g. example.com.',
        'URL must be a valid URL.',
        'Each coverage must be one of wc, bop, cyber, gl.',
      ]),
    );
    await create({
      name: 'At Sign Payroll',
      code: 'ATSIGN',
      emailDomain: 'user@atsign.com',
    }).expect(400);
  });

  it('refuses a taken name or code with 409', async () => {
    await create({ name: 'gusto', code: 'GUSTO2' })
      .expect(409)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.PayrollCompanyTaken));
    await create({ name: 'Gusto Two', code: 'gusto' }).expect(409);
  });

  it('updates and deletes a company', async () => {
    const created = await create({ name: 'Short Lived Payroll', code: 'SHORT' }).expect(201);
    const id = created.body.id as string;
    const updated = await t.http
      .patch(`/api/payroll-companies/${id}`)
      .set(bearer(who.admin))
      .send({ quotingCoverages: ['bop'], emailDomain: 'short.io' })
      .expect(200);
    expect(updated.body).toMatchObject({
      quotingCoverages: ['bop'],
      emailDomain: 'short.io',
      code: 'SHORT',
    });
    await t.http.delete(`/api/payroll-companies/${id}`).set(bearer(who.admin)).expect(204);
    await t.http
      .get(`/api/payroll-companies/${id}`)
      .set(bearer(who.admin))
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.PayrollCompanyNotFound));
  });

  it('only admins write; anonymous callers cannot read', async () => {
    await t.http.get('/api/payroll-companies').expect(401);
    await t.http.get('/api/payroll-companies/search').query({ q: 'adp' }).expect(401);
    for (const token of [who.agent, who.client, who.guest]) {
      await t.http
        .post('/api/payroll-companies')
        .set(bearer(token))
        .send({ name: 'Nope', code: 'NOPE' })
        .expect(403);
    }
    const adp = await t.http
      .get('/api/payroll-companies/code/ADP')
      .set(bearer(who.agent))
      .expect(200);
    await t.http.delete(`/api/payroll-companies/${adp.body.id}`).set(bearer(who.agent)).expect(403);
  });
});
