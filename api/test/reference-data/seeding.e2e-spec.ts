import { DataSource } from 'typeorm';
import { ReferenceDataSeeder } from '../../src/reference-data/reference-data.seeder';
import { createTestApp, type TestApp } from '../helpers/app';

const COUNTS = `SELECT
  (SELECT count(*) FROM naics_codes)::int AS naics,
  (SELECT count(*) FROM naics_mappings WHERE master_index_code LIKE 'MI-%')::int AS "masterIndex",
  (SELECT count(*) FROM carriers WHERE name IN ('Hartford','Employers','Markel','Coterie','Cowbell','AmTrust','Default'))::int AS carriers,
  (SELECT count(*) FROM owner_payroll_rules WHERE year = 2026)::int AS rules,
  (SELECT count(*) FROM reference_seeds)::int AS markers`;

describe('reference data seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs once per data set and stays idempotent when two instances seed at once', async () => {
    const db = t.app.get(DataSource);
    const [before] = await db.query(COUNTS);
    expect(before).toMatchObject({ naics: 1012, carriers: 7, rules: 255, markers: 8 });
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
});
