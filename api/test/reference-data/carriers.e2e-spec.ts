import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('carriers', () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    who = await callers(t);
  });
  afterAll(() => t.close());

  const newCarrier = (name: string) =>
    t.http
      .post('/api/carriers')
      .set(bearer(who.admin))
      .send({
        name,
        sharedId: 'AG-1234',
        agentUrl: 'https://agents.example.com',
        clientUrl: 'https://example.com',
        email: 'Service@Example.com',
        phone: '+1 555 010 2030',
        claimUrl: 'https://example.com/claims',
        discountPercent: 7.5,
        coverages: ['wc', 'gl'],
        paymentTypes: ['payAsYouGo', 'directBill'],
        initialQuoteMaxBackdatedDays: 3,
        activeQuoteMaxBackdatedDays: 10,
      });

  it('seeds the carriers the platform quotes with', async () => {
    const res = await t.http
      .get('/api/carriers')
      .query({ pageSize: 100 })
      .set(bearer(who.client))
      .expect(200);
    const names = (res.body.items as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Hartford', 'Employers', 'Markel', 'Coterie', 'Cowbell', 'AmTrust']),
    );
    const cowbell = res.body.items.find((c: { name: string }) => c.name === 'Cowbell');
    expect(cowbell).toMatchObject({ coverages: ['cyber'], active: true });
  });

  it('never lists Default, whose settings only admins read and edit', async () => {
    for (const token of [who.admin, who.agent, who.client, who.guest]) {
      const res = await t.http
        .get('/api/carriers')
        .query({ pageSize: 100 })
        .set(bearer(token))
        .expect(200);
      const names = (res.body.items as Array<{ name: string }>).map((c) => c.name);
      expect(names).toContain('Hartford');
      expect(names).not.toContain('Default');
    }
    const searched = await t.http
      .get('/api/carriers')
      .query({ searchTerm: 'default' })
      .set(bearer(who.admin))
      .expect(200);
    expect(searched.body.total).toBe(0);
    const fallback = await t.http
      .get('/api/carriers/name/Default')
      .set(bearer(who.admin))
      .expect(200);
    expect(fallback.body).toMatchObject({ name: 'Default' });
    await t.http
      .patch(`/api/carriers/${fallback.body.id}`)
      .set(bearer(who.admin))
      .send({ initialQuoteMaxBackdatedDays: fallback.body.initialQuoteMaxBackdatedDays })
      .expect(200);
    for (const token of [who.agent, who.client, who.guest]) {
      const byName = await t.http.get('/api/carriers/name/Default').set(bearer(token)).expect(404);
      expect(byName.body.code).toBe(ErrorCode.CarrierNotFound);
      await t.http.get(`/api/carriers/${fallback.body.id}`).set(bearer(token)).expect(404);
    }
  });

  it('lets an admin create a carrier with every field, and everyone signed in read it by id and name', async () => {
    const created = await newCarrier('Acme Mutual').expect(201);
    expect(created.body).toMatchObject({
      name: 'Acme Mutual',
      sharedId: 'AG-1234',
      email: 'service@example.com',
      discountPercent: 7.5,
      coverages: ['wc', 'gl'],
      paymentTypes: ['payAsYouGo', 'directBill'],
      initialQuoteMaxBackdatedDays: 3,
      activeQuoteMaxBackdatedDays: 10,
      active: true,
      logoUrl: null,
    });
    for (const token of [who.agent, who.client, who.guest]) {
      await t.http.get(`/api/carriers/${created.body.id}`).set(bearer(token)).expect(200);
    }
    const byName = await t.http
      .get('/api/carriers/name/acme%20mutual')
      .set(bearer(who.guest))
      .expect(200);
    expect(byName.body.id).toBe(created.body.id);
  });

  it('keeps carrier names unique regardless of case', async () => {
    await newCarrier('Unique Carrier').expect(201);
    const res = await newCarrier('UNIQUE CARRIER').expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: ErrorCode.CarrierNameTaken,
      message: 'A carrier with this name already exists.',
    });
  });

  it('refuses invalid fields with readable messages', async () => {
    const res = await t.http
      .post('/api/carriers')
      .set(bearer(who.admin))
      .send({
        name: 'Bad <Carrier>',
        agentUrl: 'not a url',
        email: 'nope',
        discountPercent: 120,
        coverages: ['wc', 'boat'],
        paymentTypes: ['cash'],
        initialQuoteMaxBackdatedDays: -1,
        extra: true,
      })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'Extra is not a field this request takes.',
        'Name must not contain special characters.',
        'Agent URL must be a valid URL.',
        'Please enter a valid email.',
        'Discount percent must be 100 or less.',
        'Each coverage must be one of wc, bop, cyber, gl.',
        'Each payment type must be one of payAsYouGo, directBill, payments.',
        'Initial quote max backdated days must be 0 or more.',
      ]),
    );
  });

  it('updates a carrier partially', async () => {
    const created = await newCarrier('Patchable Carrier').expect(201);
    const res = await t.http
      .patch(`/api/carriers/${created.body.id}`)
      .set(bearer(who.admin))
      .send({ discountPercent: 2, coverages: ['bop', 'cyber'], phone: null })
      .expect(200);
    expect(res.body).toMatchObject({
      discountPercent: 2,
      coverages: ['bop', 'cyber'],
      phone: null,
      sharedId: 'AG-1234',
    });
  });

  it('deleting a carrier deactivates it: admins still see it, others no longer do', async () => {
    const created = await newCarrier('Retired Carrier').expect(201);
    const id = created.body.id as string;
    const deleted = await t.http.delete(`/api/carriers/${id}`).set(bearer(who.admin)).expect(200);
    expect(deleted.body.active).toBe(false);
    await t.http.get(`/api/carriers/${id}`).set(bearer(who.admin)).expect(200);
    await t.http
      .get(`/api/carriers/${id}`)
      .set(bearer(who.agent))
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.CarrierNotFound));
    const inactive = await t.http
      .get('/api/carriers')
      .query({ status: 'inactive', pageSize: 100 })
      .set(bearer(who.admin))
      .expect(200);
    expect(inactive.body.items.map((c: { id: string }) => c.id)).toContain(id);
    const seenByClient = await t.http
      .get('/api/carriers')
      .query({ status: 'inactive', pageSize: 100 })
      .set(bearer(who.client))
      .expect(200);
    expect(seenByClient.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
    await t.http
      .patch(`/api/carriers/${id}`)
      .set(bearer(who.admin))
      .send({ active: true })
      .expect(200);
    await t.http.get(`/api/carriers/${id}`).set(bearer(who.agent)).expect(200);
  });

  it('only admins write; anonymous callers cannot read', async () => {
    await t.http.get('/api/carriers').expect(401);
    for (const token of [who.agent, who.client]) {
      await t.http.post('/api/carriers').set(bearer(token)).send({ name: 'Sneaky' }).expect(403);
    }
    await t.http.post('/api/carriers').set(bearer(who.guest)).send({ name: 'Sneaky' }).expect(403);
    const hartford = await t.http
      .get('/api/carriers/name/Hartford')
      .set(bearer(who.admin))
      .expect(200);
    await t.http.delete(`/api/carriers/${hartford.body.id}`).set(bearer(who.client)).expect(403);
  });

  it('uploads a logo, serves it publicly and replaces or removes it', async () => {
    const created = await newCarrier('Logo Carrier').expect(201);
    const id = created.body.id as string;
    const uploaded = await t.http
      .put(`/api/carriers/${id}/logo`)
      .set(bearer(who.admin))
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    expect(uploaded.body.logoUrl).toBe(`/api/carriers/${id}/logo`);
    const logo = await t.http.get(`/api/carriers/${id}/logo`).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);

    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    );
    await t.http
      .put(`/api/carriers/${id}/logo`)
      .set(bearer(who.admin))
      .attach('file', svg, { filename: 'logo.svg', contentType: 'image/svg+xml' })
      .expect(200);
    const replaced = await t.http.get(`/api/carriers/${id}/logo`).expect(200);
    expect(replaced.headers['content-type']).toBe('image/svg+xml');
    expect(replaced.headers['content-security-policy']).toContain("default-src 'none'");

    await t.http.delete(`/api/carriers/${id}/logo`).set(bearer(who.admin)).expect(200);
    await t.http
      .get(`/api/carriers/${id}/logo`)
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.CarrierLogoMissing));
  });

  it('refuses logos that are not images, carry scripts, or exceed 1 MB', async () => {
    const created = await newCarrier('Strict Logo Carrier').expect(201);
    const id = created.body.id as string;
    const notImage = await t.http
      .put(`/api/carriers/${id}/logo`)
      .set(bearer(who.admin))
      .attach('file', Buffer.from('%PDF-1.7 not an image'), {
        filename: 'logo.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(notImage.body.code).toBe(ErrorCode.CarrierLogoInvalid);
    expect(notImage.body.message).toBe('file must be a PNG, JPEG, SVG or WebP image.');
    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await t.http
      .put(`/api/carriers/${id}/logo`)
      .set(bearer(who.admin))
      .attach('file', scripted, { filename: 'logo.svg', contentType: 'image/svg+xml' })
      .expect(400);
    const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    await t.http
      .put(`/api/carriers/${id}/logo`)
      .set(bearer(who.admin))
      .attach('file', large, { filename: 'logo.png', contentType: 'image/png' })
      .expect(413);
    const missing = await t.http.put(`/api/carriers/${id}/logo`).set(bearer(who.admin)).expect(400);
    expect(missing.body.code).toBe(ErrorCode.CarrierLogoInvalid);
    expect(missing.body.message).toBe('file is required.');
    await t.http
      .put(`/api/carriers/${id}/logo`)
      .set(bearer(who.client))
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' })
      .expect(403);
  });

  it('lists the Hartford rating codes from the NAICS master index', async () => {
    const res = await t.http
      .get('/api/carriers/hartford/ratingCodes')
      .set(bearer(who.guest))
      .expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining([{ code: '97047', description: 'Landscape Gardening' }]),
    );
    const codes = (res.body as Array<{ code: string }>).map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
  });
});
