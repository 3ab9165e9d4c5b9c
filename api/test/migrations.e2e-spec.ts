import { runMigrations } from '../src/platform/database/migrate';
import { dropDatabase } from './helpers/database';
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';

async function emptyDatabase(): Promise<string> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `coverline_test_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

describe('migrations', () => {
  it('build the schema from an empty database, and two instances starting together both succeed', async () => {
    const url = await emptyDatabase();
    try {
      const [first, second] = await Promise.all([runMigrations(url), runMigrations(url)]);
      // One instance applied everything; the other waited on the lock and found nothing to do.
      expect([first.length, second.length].sort((a, b) => a - b)[0]).toBe(0);
      expect(Math.max(first.length, second.length)).toBeGreaterThan(0);
      expect(await runMigrations(url)).toEqual([]);
      const admin = new Client({ connectionString: url });
      await admin.connect();
      const tables = await admin.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      await admin.end();
      expect(tables.rows[0].n).toBeGreaterThan(10);
    } finally {
      await dropDatabase(url);
    }
  });
});
