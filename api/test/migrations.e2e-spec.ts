import { runMigrations } from '../src/platform/database/migrate';
import { MailAttachmentsByStorageKey1767952951000 } from '../src/platform/database/migrations/1767952951000-MailAttachmentsByStorageKey';
import { ApiClientCallsInBatches1768520000000 } from '../src/platform/database/migrations/1768520000000-ApiClientCallsInBatches';
import { createIsolatedDatabase, dropDatabase } from './helpers/database';
import { Client } from 'pg';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options';

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
  it('compress carrier quotes’ worksheets with lz4 where the server was built with it, and leave them as they were elsewhere', async () => {
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      const lz4 = await db
        .query(`CREATE TEMP TABLE lz4_probe (x text COMPRESSION lz4)`)
        .then(() => true)
        .catch(() => false);
      const { rows } = await db.query<{ method: string }>(
        `SELECT attcompression AS method FROM pg_attribute
          WHERE attrelid = 'carrier_quotes'::regclass AND attname = 'worksheet'`,
      );
      expect(rows[0].method).toBe(lz4 ? 'l' : '');
    } finally {
      await db.end();
    }
  });

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

  it('name the attachments of mail written before by their documents’ storage keys, and back', async () => {
    const url = await createIsolatedDatabase(process.env.TEST_DATABASE_URL as string);
    const db = new DataSource(dataSourceOptions(url));
    await db.initialize();
    const runner = db.createQueryRunner();
    const migration = new MailAttachmentsByStorageKey1767952951000();
    try {
      await migration.down(runner);
      const [document] = (await runner.query(
        `INSERT INTO documents (type, storage_key, file_name, content_type, size_bytes, sha256, source)
         VALUES ('COI', 'documents/coi.pdf', 'Certificate.pdf', 'application/pdf', 10, $1, 'uploaded')
         RETURNING id`,
        ['0'.repeat(64)],
      )) as { id: string }[];
      const gone = randomUUID();
      const [mail] = (await runner.query(
        `INSERT INTO mail_outbox (to_address, template, subject, text, html, attachment_document_ids)
         VALUES ('pat@example.com', 'certificate-issued', 's', 't', 'h', $1) RETURNING id`,
        [[document.id, gone]],
      )) as { id: string }[];

      await migration.up(runner);
      const [row] = (await runner.query(`SELECT attachments FROM mail_outbox WHERE id = $1`, [
        mail.id,
      ])) as { attachments: object[] }[];
      // A document that no longer exists names no file: its mail still fails to send.
      expect(row.attachments).toEqual([
        {
          storageKey: 'documents/coi.pdf',
          fileName: 'Certificate.pdf',
          contentType: 'application/pdf',
        },
        {
          storageKey: `missing/${gone}.bin`,
          fileName: gone,
          contentType: 'application/octet-stream',
        },
      ]);

      await migration.down(runner);
      const [reverted] = (await runner.query(
        `SELECT attachment_document_ids FROM mail_outbox WHERE id = $1`,
        [mail.id],
      )) as { attachment_document_ids: string[] }[];
      expect(reverted.attachment_document_ids).toEqual([document.id]);
    } finally {
      await runner.release();
      await db.destroy();
      await dropDatabase(url);
    }
  });

  it('move the calls API clients made into batches of a minute per client, every call kept, and back', async () => {
    const url = await createIsolatedDatabase(process.env.TEST_DATABASE_URL as string);
    const db = new DataSource(dataSourceOptions(url));
    await db.initialize();
    const runner = db.createQueryRunner();
    const migration = new ApiClientCallsInBatches1768520000000();
    try {
      await migration.down(runner);
      const [client] = (await runner.query(
        `INSERT INTO api_clients (name, partner_kind, partner_id, rate_per_minute)
         VALUES ('Payroll system', 'payroll_company', $1, 600) RETURNING id`,
        [randomUUID()],
      )) as { id: string }[];
      const calls = [
        ['2026-11-02T10:00:01.250Z', 'POST', '/api/oauth/token', 200, 40],
        ['2026-11-02T10:00:02.500Z', 'GET', '/api/integrations/referrals', 200, 12],
        ['2026-11-02T10:01:30.000Z', 'GET', '/api/users/me', 403, 1],
      ] as const;
      for (const [at, method, path, status, ms] of calls) {
        await runner.query(
          `INSERT INTO api_client_calls (client_id, at, method, path, status, duration_ms)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [client.id, at, method, path, status, ms],
        );
      }

      await migration.up(runner);
      const batches = (await runner.query(
        `SELECT call_count, calls FROM api_client_call_batches WHERE client_id = $1
          ORDER BY first_at`,
        [client.id],
      )) as { call_count: number; calls: unknown[] }[];
      expect(batches).toEqual([
        {
          call_count: 2,
          calls: [
            [Date.parse(calls[0][0]), 'POST', '/api/oauth/token', 200, 40],
            [Date.parse(calls[1][0]), 'GET', '/api/integrations/referrals', 200, 12],
          ],
        },
        {
          call_count: 1,
          calls: [[Date.parse(calls[2][0]), 'GET', '/api/users/me', 403, 1]],
        },
      ]);

      await migration.down(runner);
      const back = (await runner.query(
        `SELECT at, method, path, status, duration_ms FROM api_client_calls
          WHERE client_id = $1 ORDER BY at`,
        [client.id],
      )) as { at: Date; method: string; path: string; status: number; duration_ms: number }[];
      expect(
        back.map((r) => [r.at.toISOString(), r.method, r.path, r.status, r.duration_ms]),
      ).toEqual(calls);
    } finally {
      await runner.release();
      await db.destroy();
      await dropDatabase(url);
    }
  });
});
