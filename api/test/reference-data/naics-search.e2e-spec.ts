import { DataSource } from 'typeorm';
import { NaicsMapping } from '../../src/quoting/reference-data/naics/entities/naics-mapping.entity';
import {
  BusinessTypeIndex,
  trigrams,
  trigramSequence,
  wordSimilarity,
} from '../../src/quoting/reference-data/naics/naics-search';
import { INDEX_CHECK_INTERVAL_MS } from '../../src/quoting/reference-data/naics/naics.service';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

/** What people type: prefixes, words, phrases, misspellings and codes. */
const QUERIES = [
  ...['la', 'lan', 'res', 'rest', 'plu', 'elec', 'ro', 'car', 'bak', 'tru', 'a', 'x-1'],
  ...['landscaping', 'restaurant', 'plumbing', 'roofing', 'janitorial', 'daycare', 'services'],
  ...['lawn care', 'house cleaning', 'tree service', 'hair salon', 'full service restaurant'],
  ...['landscping', 'resturant', 'plumbng', 'electrition', 'carpentery', 'bakry', 'photografer'],
  ...['5617', '561730', '2382', '722511', '8810', '0042', '9015', '97047', 'mi-1001', '50%_'],
];

/** The search as PostgreSQL ran it before it moved in process: the reference ranking. */
const DATABASE_SEARCH = `
  SELECT m.id FROM naics_mappings m
  WHERE NOT m.archived AND (m.search_text LIKE $3 OR $1 <% m.search_text)
  ORDER BY CASE
      WHEN m.naics_code = $1 OR lower(m.master_index_code) = $1
        OR m.wc_class_code = $1 OR m.gl_class_code = $1 THEN 3
      WHEN lower(m.master_index_description) LIKE $2 THEN 2
      WHEN m.search_text LIKE $4 THEN 1
      ELSE 0
    END + word_similarity($1, m.search_text) DESC,
    m.master_index_description, m.created_at, m.id
  LIMIT 20`;

describe('business type search in process', () => {
  let t: TestApp;
  let who: Callers;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    who = await callers(t);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const search = async (q: string) =>
    (await t.http.get('/api/master-index-mapping/search').query({ q }).expect(200)).body as Array<{
      id: string;
      masterIndexDescription: string;
    }>;

  it('computes the same word similarity as pg_trgm for every entry', async () => {
    for (const q of QUERIES) {
      const rows = await db.query<Array<{ search_text: string; score: number }>>(
        'SELECT search_text, word_similarity($1, search_text) AS score FROM naics_mappings',
        [q],
      );
      const query = new Set(trigrams(q));
      const ours = rows.map((r) => wordSimilarity(query, trigramSequence(r.search_text)));
      expect({ q, scores: ours }).toEqual({ q, scores: rows.map((r) => Math.fround(r.score)) });
    }
  });

  it('ranks as the database search did, in the same order', async () => {
    // One snapshot for both, whatever other suites write to the database meanwhile.
    await db.transaction('REPEATABLE READ', async (m) => {
      const entries = await m
        .getRepository(NaicsMapping)
        .createQueryBuilder('m')
        .addSelect('m.searchText')
        .getMany();
      const index = new BusinessTypeIndex(entries);
      for (const q of QUERIES) {
        const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
        const expected = await m.query<Array<{ id: string }>>(DATABASE_SEARCH, [
          q,
          `${escaped}%`,
          `%${escaped}%`,
          `% ${escaped}%`,
        ]);
        const found = index.search(q, 20).map((e) => e.id);
        expect({ q, ids: found }).toEqual({ q, ids: expected.map((r) => r.id) });
      }
    });
  });

  it('finds business types by Spanish words in Spanish, and still by English words and codes', async () => {
    type Found = { masterIndexDescription: string; readerTexts: { name: string } };
    const inSpanish = async (q: string) =>
      (
        await t.http
          .get('/api/master-index-mapping/search')
          .query({ q, language: 'es', limit: 5 })
          .expect(200)
      ).body as Found[];
    for (const q of ['plomería', 'plomeria', 'contratista de plomeria', 'plumbing', '5183']) {
      const [first] = await inSpanish(q);
      expect({ q, first }).toMatchObject({
        q,
        first: {
          masterIndexDescription: 'Plumbing Contractor',
          readerTexts: { name: 'Contratista de plomería' },
        },
      });
    }
    expect((await inSpanish('panaderia')).map((f) => f.readerTexts.name)).toContain(
      'Panadería - venta al público',
    );
    const [english] = (
      await t.http.get('/api/master-index-mapping/search').query({ q: 'plumbing' }).expect(200)
    ).body as Found[];
    expect(english.readerTexts.name).toBe('Plumbing Contractor');
    await t.http
      .get('/api/master-index-mapping/search')
      .query({ q: 'plumbing', language: 'fr' })
      .expect(400);
  });

  it("finds an admin's edit at once on the same instance", async () => {
    const created = await t.http
      .post('/api/master-index-mapping')
      .set(bearer(who.admin))
      .send({
        masterIndexCode: 'KITE-01',
        masterIndexDescription: 'Kitesurfing School',
        naicsCode: '611620',
        keywords: ['kiteboarding lessons'],
      })
      .expect(201);
    const id = created.body.id as string;
    expect((await search('kitesurfng'))[0].id).toBe(id);

    await t.http
      .put(`/api/master-index-mapping/${id}`)
      .set(bearer(who.admin))
      .send({
        masterIndexCode: 'KITE-01',
        masterIndexDescription: 'Paragliding School',
        naicsCode: '611620',
      })
      .expect(200);
    expect((await search('kitesurfing')).map((m) => m.id)).not.toContain(id);
    expect((await search('paraglid'))[0]).toMatchObject({
      id,
      masterIndexDescription: 'Paragliding School',
    });

    await t.http.post(`/api/master-index-mapping/${id}/archive`).set(bearer(who.admin)).expect(200);
    expect((await search('paragliding')).map((m) => m.id)).not.toContain(id);
  });

  it('picks up an edit committed by another instance within the check interval', async () => {
    expect(await search('zeppelin')).toEqual([]);
    // Another instance's edit reaches this one only through the database.
    const text = 'zeppelin tours 487990 zep-01';
    await db.query(
      `INSERT INTO naics_mappings (master_index_code, master_index_description, naics_code,
         naics_description, custom_class_codes, keywords, search_text)
       VALUES ('ZEP-01', 'Zeppelin Tours', '487990', 'Scenic and Sightseeing Transportation, Other',
         '[]', '{}', $1)`,
      [text],
    );
    await new Promise((resolve) => setTimeout(resolve, INDEX_CHECK_INTERVAL_MS));
    expect((await search('zeppelin'))[0].masterIndexDescription).toBe('Zeppelin Tours');
  });
});
