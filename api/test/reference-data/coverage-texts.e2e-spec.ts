import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

describe("what's covered texts and pop-ups", () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    who = await callers(t);
  });
  afterAll(() => t.close());

  const put = (body: Record<string, unknown>, token = who.admin) =>
    t.http.put('/api/coverage').set(bearer(token)).send(body);

  it("seeds published what's covered texts for every coverage, readable by anyone", async () => {
    for (const name of ['wc', 'gl', 'bop', 'cyber']) {
      const res = await t.http.get(`/api/coverage/${name}`).expect(200);
      expect(res.body).toMatchObject({ name, kind: 'covered', status: 'published' });
      expect(res.body.title.length).toBeGreaterThan(0);
      expect(res.body.body.length).toBeGreaterThan(50);
      expect(res.body.whatIsCovered.length).toBeGreaterThanOrEqual(3);
      expect(res.body.whatIsNotCovered.length).toBeGreaterThanOrEqual(3);
    }
    const covered = await t.http.get('/api/coverage').query({ kind: 'covered' }).expect(200);
    expect(covered.body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['bop', 'cyber', 'gl', 'wc']),
    );
  });

  it('creates and replaces a text with PUT', async () => {
    const created = await put({
      name: 'popup-test-limits',
      kind: 'popup',
      status: 'published',
      title: 'Limits',
      body: 'What the limits mean.',
      whatIsCovered: ['One'],
      whatIsNotCovered: ['Two'],
      freeText: 'More.',
    }).expect(200);
    expect(created.body).toMatchObject({
      name: 'popup-test-limits',
      title: 'Limits',
      whatIsCovered: ['One'],
    });
    const replaced = await put({
      name: 'popup-test-limits',
      kind: 'popup',
      status: 'published',
      title: 'Limits, explained',
    }).expect(200);
    expect(replaced.body).toMatchObject({
      title: 'Limits, explained',
      body: '',
      whatIsCovered: [],
      freeText: '',
    });
    expect(replaced.body.id).toBe(created.body.id);
  });

  it('shows drafts to admins only', async () => {
    await put({
      name: 'popup-test-draft',
      kind: 'popup',
      status: 'draft',
      title: 'Not yet',
    }).expect(200);
    await t.http
      .get('/api/coverage/popup-test-draft')
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.CoverageTextNotFound));
    await t.http.get('/api/coverage/popup-test-draft').set(bearer(who.client)).expect(404);
    await t.http.get('/api/coverage/popup-test-draft').set(bearer(who.admin)).expect(200);
    const publicList = await t.http.get('/api/coverage').set(bearer(who.agent)).expect(200);
    expect(publicList.body.map((c: { name: string }) => c.name)).not.toContain('popup-test-draft');
    const adminList = await t.http.get('/api/coverage').set(bearer(who.admin)).expect(200);
    expect(adminList.body.map((c: { name: string }) => c.name)).toContain('popup-test-draft');
    await put({
      name: 'popup-test-draft',
      kind: 'popup',
      status: 'published',
      title: 'Now',
    }).expect(200);
    await t.http.get('/api/coverage/popup-test-draft').expect(200);
  });

  it('validates the text', async () => {
    const res = await put({
      name: 'Bad Name',
      kind: 'banner',
      status: 'live',
      title: '',
      whatIsCovered: [''],
    }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'Name must be lower-case letters, digits and hyphens (up to 100).',
        'Kind must be one of covered, popup.',
        'Status must be one of published, draft.',
        'Title is required.',
      ]),
    );
    await put({
      name: 'popup-too-long',
      kind: 'popup',
      status: 'draft',
      title: 'x',
      body: 'x'.repeat(5001),
    }).expect(400);
  });

  it('deletes a text', async () => {
    await put({
      name: 'popup-test-gone',
      kind: 'popup',
      status: 'published',
      title: 'Gone soon',
    }).expect(200);
    await t.http.delete('/api/coverage/popup-test-gone').set(bearer(who.admin)).expect(204);
    await t.http
      .get('/api/coverage/popup-test-gone')
      .set(bearer(who.admin))
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.CoverageTextNotFound));
    await t.http
      .delete('/api/coverage/popup-test-gone')
      .set(bearer(who.admin))
      .expect(404)
      .expect((r) => expect(r.body.code).toBe(ErrorCode.CoverageTextNotFound));
  });

  it('only admins write', async () => {
    await t.http
      .put('/api/coverage')
      .send({ name: 'wc', kind: 'covered', status: 'draft', title: 'x' })
      .expect(401);
    for (const token of [who.agent, who.client, who.guest]) {
      await put({ name: 'wc', kind: 'covered', status: 'draft', title: 'x' }, token).expect(403);
      await t.http.delete('/api/coverage/wc').set(bearer(token)).expect(403);
    }
    const wc = await t.http.get('/api/coverage/wc').expect(200);
    expect(wc.body.status).toBe('published');
  });
});
