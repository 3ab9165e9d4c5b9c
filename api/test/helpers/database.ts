import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../../src/platform/database/migrate';

/** Creates an empty database on the server and applies every migration; returns its URL. */
export async function createMigratedDatabase(serverUrl: string): Promise<string> {
  const url = await createDatabase(serverUrl);
  await runMigrations(url);
  return url;
}

/**
 * A database of its own for one test file: a copy of the run's migrated template when global
 * setup made one (a file copy, not every migration again), else migrated from empty.
 */
export async function createIsolatedDatabase(serverUrl: string): Promise<string> {
  const template = process.env.TEST_TEMPLATE_DATABASE_URL;
  if (!template) return createMigratedDatabase(serverUrl);
  return createDatabase(serverUrl, databaseName(template));
}

async function createDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `coverline_test_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function databaseName(databaseUrl: string): string {
  return new URL(databaseUrl).pathname.slice(1);
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
