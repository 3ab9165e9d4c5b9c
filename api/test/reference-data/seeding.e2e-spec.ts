import { DataSource } from 'typeorm';
import { GL_CLASSES, MASTER_INDEX } from '../../src/quoting/reference-data/seeds/master-index';
import { ReferenceDataSeeder } from '../../src/quoting/reference-data/reference-data.seeder';
import { createTestApp, type TestApp } from '../helpers/app';

const COUNTS = `SELECT
  (SELECT count(*) FROM naics_codes)::int AS naics,
  (SELECT count(*) FROM naics_mappings WHERE master_index_code LIKE 'MI-%')::int AS "masterIndex",
  (SELECT count(*) FROM carriers WHERE name IN ('Hartford','Employers','Markel','Coterie','Cowbell','AmTrust','Default'))::int AS carriers,
  (SELECT count(*) FROM owner_payroll_rules WHERE year = 2026)::int AS rules,
  (SELECT count(*) FROM reference_seeds WHERE name NOT LIKE 'rate-tables-%')::int AS markers`;

describe('reference data seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs once per data set and stays idempotent when two instances seed at once', async () => {
    const db = t.app.get(DataSource);
    const [before] = await db.query(COUNTS);
    expect(before).toMatchObject({ naics: 1012, carriers: 7, rules: 255, markers: 9 });
    expect(before.masterIndex).toBeGreaterThanOrEqual(150);

    // As if the data sets had never been recorded: two instances starting together seed again.
    await db.query('DELETE FROM reference_seeds');
    const seeder = t.app.get(ReferenceDataSeeder);
    await Promise.all([seeder.onApplicationBootstrap(), seeder.onApplicationBootstrap()]);
    const [after] = await db.query(COUNTS);
    expect(after).toEqual(before);

    // A restart with every data set recorded inserts nothing.
    await seeder.onApplicationBootstrap();
    expect((await db.query(COUNTS))[0]).toEqual(before);
  });

  it('gives at least 150 classifications a GL class, each listed with its ISO phrasing', async () => {
    const used = MASTER_INDEX.flatMap((e) => (e.glClassCode ? [e.glClassCode] : []));
    expect(used.length).toBeGreaterThanOrEqual(150);
    for (const code of used) expect(GL_CLASSES[code]).toEqual(expect.stringMatching(/\S/));

    const rows = await t.app.get(DataSource).query<GlColumns[]>(
      `SELECT gl_class_code, gl_class_description, hartford_spectrum_code,
              hartford_spectrum_description
       FROM naics_mappings WHERE master_index_code LIKE 'MI-%' AND gl_class_code IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      expect(row).toEqual({
        gl_class_code: row.gl_class_code,
        gl_class_description: GL_CLASSES[row.gl_class_code!],
        hartford_spectrum_code: row.gl_class_code,
        hartford_spectrum_description: GL_CLASSES[row.gl_class_code!],
      });
    }
  });

  it('brings a database seeded with the first master index up to date, keeping admin edits', async () => {
    const db = t.app.get(DataSource);
    const set = (description: string, values: GlColumns, searchText?: string) =>
      db.query(
        `UPDATE naics_mappings
         SET gl_class_code = $2, gl_class_description = $3, hartford_spectrum_code = $4,
             hartford_spectrum_description = $5, search_text = coalesce($6, search_text)
         WHERE master_index_code LIKE 'MI-%' AND master_index_description = $1`,
        [
          description,
          values.gl_class_code,
          values.gl_class_description,
          values.hartford_spectrum_code,
          values.hartford_spectrum_description,
          searchText ?? null,
        ],
      );
    const read = async (description: string) =>
      (
        await db.query<GlColumns[]>(
          `SELECT gl_class_code, gl_class_description, hartford_spectrum_code,
                  hartford_spectrum_description
           FROM naics_mappings
           WHERE master_index_code LIKE 'MI-%' AND master_index_description = $1`,
          [description],
        )
      )[0];
    const pair = (code: string | null, description: string | null = code && GL_CLASSES[code]) => ({
      gl_class_code: code,
      gl_class_description: description,
      hartford_spectrum_code: code,
      hartford_spectrum_description: description,
    });
    const seeded = pair('97220');
    const admin = {
      gl_class_code: '97223',
      gl_class_description: 'Machinery repair for customers',
      hartford_spectrum_code: 'HS-77',
      hartford_spectrum_description: 'Machine shop (Hartford)',
    };

    // What the first seed stored: no GL class, or a code with the wrong phrasing; plus two edits.
    await set('Dental Laboratory', pair(null), 'stale');
    await set('Electrician', pair('92215', 'Electrical Work - within buildings'), 'stale');
    await set('Hair Salon', pair('10113', 'Barber or Beauty Shops'), 'stale');
    await set('Machine Shop', admin);
    await set('Caterer', pair(null, 'Catering - to be classified'));
    try {
      await db.query(`DELETE FROM reference_seeds WHERE name = 'master-index-gl-classes-v2'`);
      const seeder = t.app.get(ReferenceDataSeeder);
      await Promise.all([seeder.onApplicationBootstrap(), seeder.onApplicationBootstrap()]);

      expect(await read('Dental Laboratory')).toEqual(pair('12014'));
      expect(await read('Electrician')).toEqual(pair('92478'));
      expect(await read('Hair Salon')).toEqual(pair('10115'));
      expect(await read('Machine Shop')).toEqual(admin);
      expect(await read('Caterer')).toEqual(pair(null, 'Catering - to be classified'));
      const found = await t.http.get('/api/master-index-mapping/search').query({ q: 'hair salon' });
      expect(found.body[0]).toMatchObject({
        masterIndexDescription: 'Hair Salon',
        glClassCode: '10115',
      });
    } finally {
      await set('Machine Shop', seeded);
      await set('Caterer', pair('11039'));
    }
  });
});

interface GlColumns {
  gl_class_code: string | null;
  gl_class_description: string | null;
  hartford_spectrum_code: string | null;
  hartford_spectrum_description: string | null;
}
