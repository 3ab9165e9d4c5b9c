import { rmSync } from 'node:fs';
import { dropDatabase } from './helpers/database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) await dropDatabase(process.env.TEST_DATABASE_URL);
  const embedded = globalThis.__embeddedDb;
  if (embedded) {
    await embedded.stop();
    rmSync(embedded.dir, { recursive: true, force: true });
  }
}
