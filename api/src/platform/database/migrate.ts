import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Any fixed number: the key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_305_114_201;

/**
 * Brings the schema up to date before the app starts. Instances starting together take turns on
 * an advisory lock, so the second finds the work done instead of failing on it.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  const runner = ds.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await ds.runMigrations({ transaction: 'all' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
    await ds.destroy();
  }
}
