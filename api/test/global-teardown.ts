import { rmSync } from 'node:fs';
import { dropDatabase } from './helpers/database';

export default async function globalTeardown(): Promise<void> {
  for (const url of [process.env.TEST_DATABASE_URL, process.env.TEST_TEMPLATE_DATABASE_URL]) {
    if (url) await dropDatabase(url);
  }
  const embedded = globalThis.__embeddedDb;
  if (embedded) {
    await embedded.stop();
    rmSync(embedded.dir, { recursive: true, force: true });
  }
}
