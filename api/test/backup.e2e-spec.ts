import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataCipher } from '../src/common/crypto/data-cipher';
import { adminToken, createTestApp, type TestApp } from './helpers/app';
import { dropDatabase } from './helpers/database';
import { quoteOf, randomFein, save, startAsVisitor } from './quotes/quote-helpers';

const ROOT = join(__dirname, '..', '..');
const PDF = Buffer.from(`%PDF-1.4\n% ${randomBytes(16).toString('hex')}\n%%EOF\n`);

/** Runs `pnpm backup` / `pnpm restore` as an operator would, with the given environment. */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts', `${name}.mjs`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

/** The newest pg_dump major version on this machine, where the backup command looks too. */
function newestPgDumpMajor(): number {
  const dirs = [process.env.PG_BIN_DIR, ...(process.env.PATH ?? '').split(':')];
  if (existsSync('/usr/lib/postgresql')) {
    dirs.push(...readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  let newest = 0;
  for (const dir of dirs) {
    if (!dir || !existsSync(join(dir, 'pg_dump'))) continue;
    const out = spawnSync(join(dir, 'pg_dump'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
    newest = Math.max(newest, Number(/(\d+)/.exec(out)?.[1] ?? 0));
  }
  return newest;
}

/** The major version of the run's test server, read before the tests are declared. */
function testServerMajor(): number {
  const read = `const { Client } = require('pg');
    const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    c.connect().then(() => c.query('SHOW server_version_num'))
      .then((r) => { process.stdout.write(r.rows[0].server_version_num); return c.end(); });`;
  const res = spawnSync(process.execPath, ['-e', read], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
  });
  const major = Math.floor(Number(res.stdout) / 10000);
  if (!major) throw new Error(`could not read the test server's version: ${res.stderr}`);
  return major;
}

async function rows<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('pnpm backup and pnpm restore', () => {
  const work = mkdtempSync(join(tmpdir(), 'coverline-backup-'));
  const dataDir = join(work, 'data');
  const restoredDataDir = join(work, 'restored');
  const restoredName = `coverline_restored_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let restoredUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir }, { isolatedDatabase: true });
    const url = new URL(t.config.databaseUrl);
    url.pathname = `/${restoredName}`;
    restoredUrl = url.toString();
  });

  // Which of the two cases below runs depends on the machine: a dump needs a pg_dump of the
  // server's version or newer (the embedded test server is PostgreSQL 18). The other is
  // reported as skipped.
  const serverMajor = testServerMajor();
  const clientMajor = newestPgDumpMajor();
  const withClient = clientMajor >= serverMajor ? it : it.skip;
  const withoutClient = clientMajor < serverMajor ? it : it.skip;

  afterAll(async () => {
    await t?.close();
    if (restoredUrl) await dropDatabase(restoredUrl);
    rmSync(work, { recursive: true, force: true });
  });

  withClient(
    'round-trips quotes, sealed FEINs and stored documents into a new database, and refuses to overwrite one without --force',
    async () => {
      const fein = randomFein();
      const started = await startAsVisitor(t);
      const quote = quoteOf(
        await save(t, started.guestToken, started.quote, {
          fein,
          businessName: "O'Brien & Sons Landscaping",
        }).expect(200),
      );
      const admin = await adminToken(t);
      const uploaded = await t.http
        .post(`/api/quote/${quote.id}/documents`)
        .set('Authorization', `Bearer ${admin}`)
        .field('type', 'COI')
        .attach('file', PDF, 'certificate.pdf')
        .expect(201);
      const documentId = (uploaded.body as { id: string }).id;

      const env = { DATABASE_URL: t.config.databaseUrl, DATA_DIR: dataDir };
      const backup = script('backup', ['--out', join(work, 'backups')], env);
      expect(backup).toEqual({ status: 0, output: expect.stringContaining('Backup written to') });
      const [folder] = readdirSync(join(work, 'backups'));
      expect(folder).toMatch(/^coverline-\d{8}T\d{6}Z$/);
      const backupDir = join(work, 'backups', folder);
      expect(readdirSync(backupDir).sort()).toEqual([
        'database.dump',
        'files.tar.gz',
        'manifest.json',
      ]);

      const restore = script('restore', [backupDir, '--database', restoredName], {
        ...env,
        DATA_DIR: restoredDataDir,
      });
      expect(restore).toEqual({
        status: 0,
        output: expect.stringContaining(`Restored the database into ${restoredName}.`),
      });

      const [business] = await rows<{ legal_name: string; fein_encrypted: string }>(
        restoredUrl,
        `SELECT b.legal_name, b.fein_encrypted FROM applications a JOIN businesses b ON b.id = a.business_id
        WHERE a.id = $1`,
        [quote.id],
      );
      expect(business.legal_name).toBe("O'Brien & Sons Landscaping");
      const cipher = new DataCipher(t.config.dataKey);
      expect(cipher.decrypt(business.fein_encrypted)).toBe(fein.replace('-', ''));

      const [document] = await rows<{ storage_key: string; size_bytes: number }>(
        restoredUrl,
        `SELECT storage_key, size_bytes FROM documents WHERE id = $1`,
        [documentId],
      );
      expect(document.size_bytes).toBe(PDF.length);
      const restoredBytes = readFileSync(join(restoredDataDir, 'files', document.storage_key));
      expect(restoredBytes.equals(PDF)).toBe(true);

      const again = script('restore', [backupDir, '--database', restoredName], {
        ...env,
        DATA_DIR: join(work, 'elsewhere'),
      });
      expect(again.status).toBe(1);
      expect(again.output).toContain(`The database ${restoredName} is not empty`);

      await rows(restoredUrl, `UPDATE businesses SET legal_name = 'Changed after the backup'`);
      const forced = script('restore', [backupDir, '--database', restoredName, '--force'], {
        ...env,
        DATA_DIR: restoredDataDir,
      });
      expect(forced).toEqual({ status: 0, output: expect.stringContaining('Restored') });
      const [back] = await rows<{ legal_name: string }>(
        restoredUrl,
        `SELECT b.legal_name FROM applications a JOIN businesses b ON b.id = a.business_id
        WHERE a.id = $1`,
        [quote.id],
      );
      expect(back.legal_name).toBe("O'Brien & Sons Landscaping");
    },
  );

  withoutClient(
    'says which client programs it needs when none is new enough for the server, and writes nothing',
    () => {
      const out = join(work, 'refused');
      const backup = script('backup', ['--out', out], {
        DATABASE_URL: t.config.databaseUrl,
        DATA_DIR: dataDir,
      });
      expect(backup.status).toBe(1);
      expect(backup.output).toContain(`No pg_dump of PostgreSQL ${serverMajor} or newer was found`);
      expect(backup.output).toContain('PG_BIN_DIR');
      expect(existsSync(out)).toBe(false);
    },
  );
});
