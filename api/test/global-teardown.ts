import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const db = globalThis.__testDb;
  if (db) {
    const admin = new Client({ connectionString: db.serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__embeddedDb?.stop();
}
