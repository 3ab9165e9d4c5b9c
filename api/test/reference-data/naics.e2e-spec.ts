import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

interface Mapping {
  id: string;
  masterIndexCode: string;
  masterIndexDescription: string;
  naicsCode: string;
  wcClassCode: string | null;
  glClassCode: string | null;
  archived: boolean;
}

describe('NAICS master index', () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    who = await callers(t);
  });
  afterAll(() => t.close());

  const search = (q: string) => t.http.get('/api/master-index-mapping/search').query({ q });

  const entry = (code: string, overrides: Record<string, unknown> = {}) => ({
    masterIndexCode: code,
    masterIndexDescription: `Mobile Bicycle Repair ${code.toUpperCase()}`,
    naicsCode: '811490',
    hartfordSpectrumCode: '99999',
    hartfordSpectrumDescription: 'Bicycle repair',
    employersDescription: 'Bicycle repair shop',
    payrollState: 'CA,NV',
    wcClassCode: '9519',
    wcClassQuestion: 'Do you repair at customers homes?',
    wcClassDescription: 'Repair at customers premises',
    customClassCodes: [
      { code: '8810', question: 'Any office-only staff?' },
      { code: '7380', description: 'Delivery drivers' },
    ],
    glClassCode: '91342',
    glClassDescription: 'Carpentry',
    externalQuoterCode: 'EXT-77',
    externalQuoterHash: 'a1b2c3',
    externalQuoterDescription: 'Bike repair',
    keywords: ['bike mechanic', 'cycle repair'],
    ...overrides,
  });

  it('serves the full 2022 NAICS six-digit list publicly', async () => {
    const res = await t.http.get('/api/master-index-mapping/descriptions').expect(200);
    expect(res.body).toHaveLength(1012);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { code: '561730', title: 'Landscaping Services' },
        { code: '722511', title: 'Full-Service Restaurants' },
        { code: '459999', title: 'All Other Miscellaneous Retailers' },
      ]),
    );
  });

  it('finds landscaping from a misspelled search, publicly', async () => {
    const res = await search('landscping').expect(200);
    const first = res.body[0] as Mapping;
    expect(first.masterIndexDescription).toBe('Landscaping');
    expect(first).toMatchObject({ naicsCode: '561730', wcClassCode: '0042', glClassCode: '97047' });
  });

  it('ranks by code, description prefix and keywords, and returns at most 20', async () => {
    const byCode = (await search('722511').expect(200)).body as Mapping[];
    const exact = byCode.filter((m) => m.naicsCode === '722511');
    expect(exact.length).toBeGreaterThan(0);
    expect(byCode.slice(0, exact.length)).toEqual(exact);
    const byKeyword = await search('plumber').expect(200);
    expect((byKeyword.body as Mapping[])[0].masterIndexDescription).toBe('Plumbing Contractor');
    const typed = await search('resta').expect(200);
    expect((typed.body as Mapping[])[0].masterIndexDescription).toMatch(/^Restaurant/);
    const broad = await search('services').expect(200);
    expect(broad.body.length).toBeLessThanOrEqual(20);
    const none = await search('zzqxj').expect(200);
    expect(none.body).toEqual([]);
  });

  it('seeds at least 150 classifications mapped to class codes', async () => {
    const res = await t.http
      .get('/api/master-index-mapping')
      .query({ pageSize: 100 })
      .set(bearer(who.agent))
      .expect(200);
    expect(res.body.total).toBeGreaterThanOrEqual(150);
    const restaurant = await search('full service restaurant').expect(200);
    expect((restaurant.body as Mapping[])[0]).toMatchObject({ wcClassCode: '9079' });
    const clerical = await search('accounting firm').expect(200);
    expect((clerical.body as Mapping[])[0]).toMatchObject({ wcClassCode: '8810' });
  });

  it('lets an admin create an entry with every field; anyone quoting reads it', async () => {
    const created = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(entry('bike-01'))
      .expect(201);
    expect(created.body).toMatchObject({
      masterIndexCode: 'BIKE-01',
      naicsDescription: 'Other Personal and Household Goods Repair and Maintenance',
      payrollState: 'CA,NV',
      customClassCodes: [
        { code: '8810', question: 'Any office-only staff?', description: null },
        { code: '7380', question: null, description: 'Delivery drivers' },
      ],
      keywords: ['bike mechanic', 'cycle repair'],
      archived: false,
    });
    await t.http
      .get(`/api/master-index-mapping/${created.body.id}`)
      .set(bearer(who.guest))
      .expect(200);
    const found = await search('cycle repair').expect(200);
    expect((found.body as Mapping[])[0].id).toBe(created.body.id);
  });

  it('replaces an entry with PUT; omitted optional fields are cleared', async () => {
    const created = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(entry('BIKE-02'))
      .expect(201);
    const replaced = await t.http
      .put(`/api/master-index-mapping/${created.body.id}`)
      .set(bearer(who.admin))
      .send({
        masterIndexCode: 'BIKE-02',
        masterIndexDescription: 'Bicycle Shop',
        naicsCode: '459110',
      })
      .expect(200);
    expect(replaced.body).toMatchObject({
      masterIndexDescription: 'Bicycle Shop',
      naicsCode: '459110',
      naicsDescription: 'Sporting Goods Retailers',
      wcClassCode: null,
      customClassCodes: [],
      keywords: [],
    });
  });

  it('validates codes, payroll states and custom class codes', async () => {
    const res = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(
        entry('BIKE-03', {
          naicsCode: '12345',
          payrollState: 'CA, nv',
          wcClassCode: '88',
          glClassCode: 'abc',
          customClassCodes: [{ code: '8810' }, { code: '8810', question: '  ' }],
        }),
      )
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'NAICS code must be a six-digit NAICS code.',
        'Payroll state must be one state or a comma-separated list of US state abbreviations, e.g. CA,NV.',
        'WC class code must be a valid class code (4 digits).',
        'GL class code must be a valid class code (5 digits).',
        'Code (custom class codes, item 1) needs a question or a description.',
        'Code (custom class codes, item 2) needs a question or a description.',
      ]),
    );
    const four = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(entry('BIKE-04', { customClassCodes: Array(4).fill({ code: '8810', question: 'q' }) }))
      .expect(400);
    expect(four.body.message).toEqual(['Custom class codes must have at most 3 items.']);
    const unknown = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(entry('BIKE-05', { naicsCode: '999999' }))
      .expect(400);
    expect(unknown.body.code).toBe(ErrorCode.NaicsCodeUnknown);
    expect(unknown.body.message).toBe('This is not a 2022 NAICS code.');
    await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(entry('MI-1001'))
      .expect(409)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.NaicsEntryTaken));
  });

  it('keeps one business type per NAICS code and name, whatever the case, archived ones included', async () => {
    const create = (code: string, overrides: Record<string, unknown> = {}) =>
      t.http
        .post('/api/master-index-mapping')
        .set(bearer(who.admin))
        .send(entry(code, { masterIndexDescription: 'Food Truck Deluxe', ...overrides }));
    const first = await create('TRUCK-01').expect(201);
    const twin = await create('TRUCK-02', {
      masterIndexDescription: '  food truck DELUXE ',
    }).expect(409);
    expect(twin.body).toMatchObject({
      statusCode: 409,
      code: ErrorCode.BusinessTypeTaken,
      message: 'A business type with this NAICS code and name already exists.',
    });
    // The same name under another NAICS code is another business type.
    const other = await create('TRUCK-03', { naicsCode: '722330' }).expect(201);
    const renamed = await t.http
      .put(`/api/master-index-mapping/${other.body.id}`)
      .set(bearer(who.admin))
      .send(entry('TRUCK-03', { masterIndexDescription: 'Food Truck Deluxe' }))
      .expect(409);
    expect(renamed.body.code).toBe(ErrorCode.BusinessTypeTaken);
    await t.http
      .post(`/api/master-index-mapping/${first.body.id}/archive`)
      .set(bearer(who.admin))
      .expect(200);
    await create('TRUCK-04').expect(409);
  });

  it('archives and unarchives: archived entries leave the search and the public reads', async () => {
    const created = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send(
        entry('BIKE-06', { masterIndexDescription: 'Unicycle Workshop', keywords: ['unicycles'] }),
      )
      .expect(201);
    const id = created.body.id as string;
    const archived = await t.http
      .post(`/api/master-index-mapping/${id}/archive`)
      .set(bearer(who.admin))
      .expect(200);
    expect(archived.body.archived).toBe(true);
    expect((await search('unicycle').expect(200)).body).toEqual([]);
    await t.http
      .get(`/api/master-index-mapping/${id}`)
      .set(bearer(who.client))
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.NaicsEntryNotFound));
    const list = await t.http
      .get('/api/master-index-mapping')
      .query({ status: 'archived', pageSize: 100 })
      .set(bearer(who.admin))
      .expect(200);
    expect(list.body.items.map((m: Mapping) => m.id)).toContain(id);
    await t.http
      .post(`/api/master-index-mapping/${id}/unarchive`)
      .set(bearer(who.admin))
      .expect(200);
    expect(((await search('unicycle').expect(200)).body as Mapping[])[0].id).toBe(id);
  });

  it('only admins write; the list needs a token while search and descriptions are public', async () => {
    await t.http.get('/api/master-index-mapping').expect(401);
    for (const token of [who.agent, who.client, who.guest]) {
      await t.http
        .post('/api/master-index-mapping')
        .set(bearer(token))
        .send(entry('BIKE-07'))
        .expect(403);
    }
    const any = (await search('landscaping').expect(200)).body[0] as Mapping;
    await t.http
      .post(`/api/master-index-mapping/${any.id}/archive`)
      .set(bearer(who.agent))
      .expect(403);
    await t.http
      .put(`/api/master-index-mapping/${any.id}`)
      .set(bearer(who.client))
      .send(entry('X'))
      .expect(403);
  });

  it('refuses an empty or overlong search', async () => {
    await search('').expect(400);
    await search('x'.repeat(101)).expect(400);
  });
});
