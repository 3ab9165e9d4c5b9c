import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/database/embedded';
import { createIsolatedDatabase, createMigratedDatabase } from './helpers/database';

declare global {
  var __embeddedDb: (EmbeddedDatabase & { dir: string }) | undefined;
}

/**
 * One fresh database per test run, on the server named by DATABASE_URL or on an embedded
 * PostgreSQL; the schema comes only from the migrations, applied from empty. The migrated
 * database is kept as a template, so files that need a database of their own get a copy of it.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'coverline-test-'));
    // As root, the embedded server runs as its own user, which must reach the folder.
    chmodSync(dir, 0o755);
    globalThis.__embeddedDb = { ...(await startEmbeddedPostgres(dir)), dir };
    serverUrl = globalThis.__embeddedDb.url;
  }
  process.env.TEST_TEMPLATE_DATABASE_URL = await createMigratedDatabase(serverUrl);
  process.env.TEST_DATABASE_URL = await createIsolatedDatabase(serverUrl);
}
