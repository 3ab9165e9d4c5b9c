import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { PasswordHasher } from '../src/auth/password-hasher';
import { startEmbeddedPostgres } from '../src/database/embedded';

/**
 * The API benchmark: the built API against a bare NestJS endpoint in the same run, so the figures
 * compare like with like on whatever machine runs them. It prints; it asserts nothing.
 */

const CONNECTIONS = 32;
const DURATION_S = positiveNumber('BENCH_DURATION', 10);
const WARMUP_S = Math.min(3, DURATION_S);
const HASHES = positiveNumber('BENCH_HASHES', 64);
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;
const API_DIR = resolve(__dirname, '..');

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

interface BenchDatabase {
  url: string;
  label: string;
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on DATABASE_URL's server (dropped afterwards), else an embedded server. */
async function openDatabase(dir: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `coverline_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      label: `PostgreSQL from DATABASE_URL (fresh database ${name})`,
      dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const embedded = await startEmbeddedPostgres(join(dir, 'db'));
  return { url: embedded.url, label: 'embedded PostgreSQL', dispose: () => embedded.stop() };
}

/** Starts a child process and waits until `readyPath` answers 200; its output shows on failure. */
async function startServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start:\n${output}`);
    try {
      const res = await fetch(url + readyPath);
      await res.text();
      if (res.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer ${readyPath} within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function registerClient(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(5).toString('hex')}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Client',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  const me = await fetch(`${apiUrl}/api/users/me`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  if (me.status !== 200) throw new Error(`users/me answered ${me.status}: ${await me.text()}`);
  return access_token;
}

async function load(
  label: string,
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Hashes per second through the app's own hasher (argon2id, its parameters and concurrency cap). */
async function hashRate(): Promise<{ perSecond: number; seconds: number }> {
  const hasher = new PasswordHasher();
  await hasher.hash('warm-up-password');
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: HASHES }, (_, i) => hasher.hash(`bench-password-${i}`)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: HASHES / seconds, seconds };
}

const row = (label: string, f: Figures) =>
  `${label.padEnd(30)}${Math.round(f.rps).toString().padStart(10)}${f.p50.toFixed(1).padStart(10)}${f.p99.toFixed(1).padStart(10)}`;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'coverline-bench-'));
  // As root, the embedded server runs as its own user, which must reach the folder.
  chmodSync(dir, 0o755);
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((err: unknown) => console.error(`cleanup: ${String(err)}`));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanup().finally(() => process.exit(130));
  });

  try {
    console.log(
      `Coverline API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, ` +
        `${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(2)}, Node ${process.version}`,
    );
    const db = await openDatabase(dir);
    cleanups.push(() => db.dispose());
    console.log(`database: ${db.label}`);

    const api = await startServer(
      'API',
      ['dist/main.js'],
      {
        DATABASE_URL: db.url,
        DATA_DIR: join(dir, 'api'),
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        LOG_LEVEL: 'silent',
      },
      '/api/health',
    );
    cleanups.push(() => api.stop());
    const bare = await startServer(
      'bare server',
      ['-r', '@swc-node/register', 'bench/bare-server.ts'],
      {},
      '/bare',
    );
    cleanups.push(() => bare.stop());

    const token = await registerClient(api.url);
    const auth = { authorization: `Bearer ${token}` };
    const meUrl = `${api.url}/api/users/me`;
    const bareUrl = `${bare.url}/bare`;

    // Let both processes reach steady state (JIT, connection pool) before measuring.
    await load('warm-up bare', bareUrl, WARMUP_S);
    await load('warm-up users/me', meUrl, WARMUP_S, auth);

    const bareFigures = await load('bare', bareUrl, DURATION_S);
    const me = await load('GET /api/users/me', meUrl, DURATION_S, auth);
    const health = await load('GET /api/health', `${api.url}/api/health`, DURATION_S);

    console.log('');
    console.log(
      `${'endpoint'.padEnd(30)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
    );
    console.log(row('bare NestJS GET /bare', bareFigures));
    console.log(row('GET /api/users/me (bearer)', me));
    console.log(row('GET /api/health (reference)', health));
    console.log('');
    const ratio = me.rps / bareFigures.rps;
    console.log(
      `users/me throughput / bare: ${ratio.toFixed(2)}   goal >= ${GOAL_RATIO}   ${verdict(ratio >= GOAL_RATIO)}`,
    );
    console.log(
      `users/me p99: ${me.p99.toFixed(1)} ms          goal < ${GOAL_P99_MS} ms   ${verdict(me.p99 < GOAL_P99_MS)}`,
    );

    await cleanup();

    const hashes = await hashRate();
    console.log('');
    console.log(
      `argon2id password hashes: ${HASHES} in ${hashes.seconds.toFixed(2)} s ` +
        `(${availableParallelism()} at a time): ${hashes.perSecond.toFixed(1)} hashes/s`,
    );
    const loadAverage = loadavg()[0];
    if (loadAverage > availableParallelism()) {
      console.log(
        `\nThe machine was busy (load average ${loadAverage.toFixed(2)} on ${availableParallelism()} CPUs): ` +
          'other work shared the CPUs with the servers; compare figures from a quiet run.',
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
