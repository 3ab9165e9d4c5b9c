import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { HelpArticlesSeeder } from '../../src/support/help/help-articles.seeder';
import { loadShippedArticles } from '../../src/support/help/article-files';
import { HelpArticlesService } from '../../src/support/help';
import { adminToken, createTestApp, registerClient, type TestApp } from '../helpers/app';
import { envelopeProblem } from '../helpers/envelope';

interface AdminView {
  id: string;
  slug: string;
  latestVersion: number;
  publishedVersion: number | null;
  latest: { version: number; title: string; body: string; tags: string[] };
  versions: Array<{
    version: number;
    origin: string;
    createdByName: string | null;
    restoredFrom: number | null;
    title: string;
  }>;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits for something announced across the database to arrive (a notification, say). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('it did not happen in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the help center', () => {
  let t: TestApp;
  let admin: string;
  const shipped = loadShippedArticles();

  beforeAll(async () => {
    // A database of its own: the seeding cases below add versions no other file expects.
    t = await createTestApp({}, { isolatedDatabase: true });
    admin = await adminToken(t);
  });
  afterAll(() => t?.close());

  const articleId = async (slug: string, language = 'en'): Promise<string> => {
    const res = await t.http
      .get('/api/help/admin/articles')
      .query({ language })
      .set(bearer(admin))
      .expect(200);
    const found = (res.body as Array<{ id: string; slug: string }>).find((a) => a.slug === slug);
    if (!found) throw new Error(`no article ${slug}`);
    return found.id;
  };
  const adminView = async (id: string): Promise<AdminView> =>
    (await t.http.get(`/api/help/admin/articles/${id}`).set(bearer(admin)).expect(200))
      .body as AdminView;

  describe('for visitors', () => {
    it('lists every shipped article in each language, with its topic and no body', async () => {
      for (const language of ['en', 'es']) {
        const res = await t.http.get('/api/help/articles').query({ language }).expect(200);
        const list = res.body as Array<Record<string, unknown>>;
        const files = shipped.filter((a) => a.language === language);
        expect(list.map((a) => a.slug)).toEqual(files.map((a) => a.slug).sort());
        expect(list[0]).not.toHaveProperty('body');
        const coi = list.find((a) => a.slug === 'certificates-of-insurance');
        expect(coi).toMatchObject({ topic: 'yourPolicy', related: ['/client/policies'] });
      }
      const english = await t.http.get('/api/help/articles').expect(200);
      expect((english.body as Array<{ language: string }>)[0].language).toBe('en');
    });

    it('opens one article in the language asked for, or answers 2870', async () => {
      const en = await t.http.get('/api/help/articles/claims').expect(200);
      const file = shipped.find((a) => a.slug === 'claims' && a.language === 'en')!;
      expect(en.body).toMatchObject({
        slug: 'claims',
        title: file.title,
        body: file.body,
        version: 1,
      });
      const es = await t.http
        .get('/api/help/articles/claims')
        .query({ language: 'es' })
        .expect(200);
      expect(es.body.title).toBe('Cómo reportar una lesión o un reclamo');
      const missing = await t.http.get('/api/help/articles/no-such-article').expect(404);
      expect(missing.body.code).toBe(ErrorCode.HelpArticleNotFound);
      expect(envelopeProblem(missing)).toBeUndefined();
    });

    it('searches titles, tags, summaries and bodies, best first, in either language', async () => {
      const res = await t.http.get('/api/help/search').query({ q: 'certificate' }).expect(200);
      const hits = res.body as Array<{ slug: string; excerpt: string }>;
      expect(hits[0].slug).toBe('certificates-of-insurance');
      expect(hits[0].excerpt).toMatch(/certificate/i);
      const es = await t.http
        .get('/api/help/search')
        .query({ q: 'certificado de seguro', language: 'es' })
        .expect(200);
      expect((es.body as Array<{ slug: string }>)[0].slug).toBe('certificates-of-insurance');
      // Accents and case do not count.
      const texas = await t.http
        .get('/api/help/search')
        .query({ q: 'COMPENSACION texas', language: 'es' })
        .expect(200);
      expect((texas.body as Array<{ slug: string }>)[0].slug).toBe('texas-workers-comp-opt-out');
      const none = await t.http.get('/api/help/search').query({ q: 'zzzyyyxxx' }).expect(200);
      expect(none.body).toEqual([]);
    });

    it('ranks as the chat assistant does, with the sentences it quotes, and lists only good matches', async () => {
      const res = await t.http
        .get('/api/help/search')
        .query({ q: 'My employee got hurt at work, what do I do?' })
        .expect(200);
      const hits = res.body as Array<{ slug: string; excerpt: string }>;
      expect(hits[0].slug).toBe('claims');
      expect(hits[0].excerpt).toMatch(
        /^If an employee is hurt or injured at work, get them medical care first/,
      );
      // Articles naming a word of the question in passing are left out.
      expect(hits.length).toBeLessThan(6);
    });

    it('refuses a search with no word in it (2874) or none at all (400)', async () => {
      const res = await t.http.get('/api/help/search').query({ q: '?!' }).expect(400);
      expect(res.body.code).toBe(ErrorCode.HelpSearchInvalid);
      expect(envelopeProblem(res)).toBeUndefined();
      const empty = await t.http.get('/api/help/search').expect(400);
      expect(envelopeProblem(empty)).toBeUndefined();
      const language = await t.http.get('/api/help/articles').query({ language: 'fr' }).expect(400);
      expect(envelopeProblem(language)).toBeUndefined();
    });
  });

  describe('for admins', () => {
    it('is refused to everyone but admins', async () => {
      await t.http.get('/api/help/admin/articles').expect(401);
      const client = await registerClient(t);
      await t.http.get('/api/help/admin/articles').set(bearer(client.token)).expect(403);
    });

    it('saves an edit as a new version with who and when; visitors read it once published', async () => {
      const id = await articleId('experience-mod');
      const before = await adminView(id);
      expect(before).toMatchObject({ latestVersion: 1, publishedVersion: 1 });
      expect(before.versions).toEqual([
        expect.objectContaining({ version: 1, origin: 'shipped', createdByName: null }),
      ]);

      const draft = await t.http
        .put(`/api/help/admin/articles/${id}`)
        .set(bearer(admin))
        .send({
          baseVersion: 1,
          title: '  Experience mod, explained  ',
          summary: 'What a mod is.',
          body: 'A mod of 1.00 is average.',
          tags: ['mod', 'EMR'],
        })
        .expect(200);
      expect(draft.body).toMatchObject({ latestVersion: 2, publishedVersion: 1 });
      expect(draft.body.latest).toMatchObject({
        title: 'Experience mod, explained',
        tags: ['mod', 'EMR'],
      });
      expect(draft.body.versions[0]).toMatchObject({ version: 2, origin: 'edit' });
      expect(draft.body.versions[0].createdByName).toEqual(expect.any(String));
      const unpublished = await t.http.get('/api/help/articles/experience-mod').expect(200);
      expect(unpublished.body.version).toBe(1);

      await t.http
        .post(`/api/help/admin/articles/${id}/publish`)
        .set(bearer(admin))
        .send({ version: 2 })
        .expect(200);
      await eventually(async () => {
        const res = await t.http.get('/api/help/articles/experience-mod');
        return res.body.title === 'Experience mod, explained';
      });
      const found = await t.http.get('/api/help/search').query({ q: 'explained' }).expect(200);
      expect((found.body as Array<{ slug: string }>).map((a) => a.slug)).toContain(
        'experience-mod',
      );

      const version = await t.http
        .get(`/api/help/admin/articles/${id}/versions/1`)
        .set(bearer(admin))
        .expect(200);
      expect(version.body).toMatchObject({ version: 1, origin: 'shipped' });
    });

    it('refuses an edit from a stale version (2872) and content that does not fit (2873)', async () => {
      const id = await articleId('cyber-cover');
      const edit = { baseVersion: 1, title: 'Cyber', summary: 'S', body: 'B', tags: ['cyber'] };
      await t.http.put(`/api/help/admin/articles/${id}`).set(bearer(admin)).send(edit).expect(200);
      const stale = await t.http
        .put(`/api/help/admin/articles/${id}`)
        .set(bearer(admin))
        .send(edit)
        .expect(409);
      expect(stale.body.code).toBe(ErrorCode.HelpArticleChanged);
      for (const bad of [
        { body: 'Click <script>alert(1)</script>' },
        { tags: ['cyber', 'Cyber'] },
        { title: '   ' },
      ]) {
        const res = await t.http
          .put(`/api/help/admin/articles/${id}`)
          .set(bearer(admin))
          .send({ ...edit, baseVersion: 2, ...bad })
          .expect(400);
        expect(envelopeProblem(res)).toBeUndefined();
        if (!('title' in bad)) expect(res.body.code).toBe(ErrorCode.HelpArticleContentInvalid);
      }
      expect((await adminView(id)).latestVersion).toBe(2);
    });

    it('restores an earlier version as a new one, and answers 2870 and 2871 for what is not there', async () => {
      const id = await articleId('claims', 'es');
      await t.http
        .put(`/api/help/admin/articles/${id}`)
        .set(bearer(admin))
        .send({
          baseVersion: 1,
          title: 'Reclamos',
          summary: 'S',
          body: 'B',
          tags: [],
          publish: true,
        })
        .expect(200);
      const restored = await t.http
        .post(`/api/help/admin/articles/${id}/restore`)
        .set(bearer(admin))
        .send({ version: 1, publish: true })
        .expect(200);
      const view = restored.body as AdminView;
      expect(view).toMatchObject({ latestVersion: 3, publishedVersion: 3 });
      expect(view.versions.map((v) => [v.version, v.origin, v.restoredFrom])).toEqual([
        [3, 'restore', 1],
        [2, 'edit', null],
        [1, 'shipped', null],
      ]);
      await eventually(async () => {
        const res = await t.http.get('/api/help/articles/claims').query({ language: 'es' });
        return res.body.title === 'Cómo reportar una lesión o un reclamo';
      });

      const noVersion = await t.http
        .post(`/api/help/admin/articles/${id}/publish`)
        .set(bearer(admin))
        .send({ version: 99 })
        .expect(404);
      expect(noVersion.body.code).toBe(ErrorCode.HelpArticleVersionNotFound);
      const noArticle = await t.http
        .get('/api/help/admin/articles/6f1d8a52-6f5b-4a8e-9a51-0f2f1b7c2d11')
        .set(bearer(admin))
        .expect(404);
      expect(noArticle.body.code).toBe(ErrorCode.HelpArticleNotFound);
    });

    it('tells other modules when an article changes', async () => {
      const service = t.app.get(HelpArticlesService);
      let calls = 0;
      const stop = service.onChange(() => (calls += 1));
      const id = await articleId('who-we-cover');
      await t.http
        .post(`/api/help/admin/articles/${id}/publish`)
        .set(bearer(admin))
        .send({ version: 1 })
        .expect(200);
      await eventually(() => calls > 0);
      stop();
      const published = await service.published('en');
      expect(published.find((a) => a.slug === 'who-we-cover')).toMatchObject({ topic: 'quotes' });
    });
  });

  describe('seeding', () => {
    const file = (slug: string, language = 'en') =>
      shipped.find((a) => a.slug === slug && a.language === language)!;

    it('adds nothing on a restart when no file changed', async () => {
      expect(await t.app.get(HelpArticlesSeeder).seed(shipped)).toBe(0);
    });

    it('publishes a changed file while nobody edited the article, and never over an admin’s edit', async () => {
      const seeder = t.app.get(HelpArticlesSeeder);
      const untouched = {
        ...file('signing-documents'),
        title: 'Signing, new text',
        hash: 'a'.repeat(64),
      };
      const edited = {
        ...file('experience-mod'),
        title: 'Experience mod, new text',
        hash: 'b'.repeat(64),
      };
      expect(await seeder.seed([untouched, edited])).toBe(2);
      expect(await seeder.seed([untouched, edited])).toBe(0);

      const signing = await adminView(await articleId('signing-documents'));
      expect(signing).toMatchObject({ latestVersion: 2, publishedVersion: 2 });
      const mod = await adminView(await articleId('experience-mod'));
      // The admin's version 2 stays published; the new shipped text waits in the history.
      expect(mod).toMatchObject({ latestVersion: 3, publishedVersion: 2 });
      expect(mod.versions[0]).toMatchObject({
        origin: 'shipped',
        title: 'Experience mod, new text',
      });

      const rows = await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM help_articles`);
      expect(rows[0].n).toBe(shipped.length);
    });
  });
});
