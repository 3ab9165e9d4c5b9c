import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded';

declare global {
  var __embeddedDb: EmbeddedDatabase | undefined;
  var __testDb: { serverUrl: string; name: string } | undefined;
}

/**
 * One fresh database per test run, on the server named by DATABASE_URL or on an embedded
 * PostgreSQL; the schema comes only from the migrations, applied from empty.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'coverline-test-'));
    // As root, the embedded server runs as its own user, which must reach the folder.
    chmodSync(dir, 0o755);
    globalThis.__embeddedDb = await startEmbeddedPostgres(dir);
    serverUrl = globalThis.__embeddedDb.url;
  }
  const name = `coverline_test_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const ds = new DataSource(dataSourceOptions(url.toString()));
  await ds.initialize();
  await ds.runMigrations({ transaction: 'all' });
  await ds.destroy();
  process.env.TEST_DATABASE_URL = url.toString();
  globalThis.__testDb = { serverUrl, name };
}
