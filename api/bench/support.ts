import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/platform/database/embedded';

/** What the API benchmark sections share: settings, the database, child servers, the load. */

export const API_DIR = resolve(__dirname, '..');

/**
 * The built API as it runs in production (`pnpm start`, the image's command): with a young
 * generation of 128 MB a semi-space, which took the event loop's time in garbage collection
 * under `pnpm load` from 11% (the default, 16 MB) to 2.5%.
 */
export const API_ENTRY = ['--max-semi-space-size=128', 'dist/main.js'];

/**
 * A fresh folder for a benchmark's files. As root, the embedded server runs as its own user,
 * which must reach the folder.
 */
export function benchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Seconds each endpoint is measured for, and the warm-up before it. */
export const DURATION_S = positiveNumber('BENCH_DURATION', 10);
export const WARMUP_S = Math.min(3, DURATION_S);

export interface Figures {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** From the answers' `Server-Timing: app;dur=` when the load asked for it (`serverTiming`). */
  server?: { p50: number; p95: number };
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

export interface BenchDatabase {
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
export async function openDatabase(dir: string): Promise<BenchDatabase> {
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
export async function startServer(
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

/** The value below which `p` percent of the sorted samples lie (nearest rank). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Varies the path of every request (autocannon calls it before each one). */
  nextPath?: () => string;
  /** Prepares each connection once, e.g. with the body and headers of the quote it owns. */
  setupClient?: (client: autocannon.Client) => void;
  /** Also reads the server's own time from every answer's `Server-Timing` header. */
  serverTiming?: boolean;
}

const SERVER_TIMING = /(?:^|,)\s*app;dur=([\d.]+)/;

/**
 * Drives `url` with autocannon and answers throughput and latency percentiles. autocannon's own
 * histogram has no p95 and keeps whole milliseconds, so every response's time is collected from
 * its `response` event (one number per request: a few hundred kilobytes at most) and the
 * percentiles are read from those sorted timings; the throughput stays autocannon's per-second
 * average. Any non-2xx answer, error or timeout is an error of the run, not a figure.
 */
export async function load(label: string, url: string, options: LoadOptions): Promise<Figures> {
  const timings: number[] = [];
  const serverTimings: number[] = [];
  const { nextPath, serverTiming } = options;
  const request: autocannon.Request = {};
  if (nextPath) request.setupRequest = (req) => ({ ...req, path: nextPath() });
  if (serverTiming) {
    request.onResponse = (status, _body, _context, headers) => {
      const match = SERVER_TIMING.exec(String(headers?.['server-timing'] ?? ''));
      if (status >= 200 && status < 300 && match) serverTimings.push(Number(match[1]));
    };
  }
  const result = await new Promise<autocannon.Result>((resolveResult, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        setupClient: options.setupClient,
        ...(nextPath || serverTiming ? { requests: [request] } : {}),
      },
      (err, done) => (err ? reject(err as Error) : resolveResult(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) timings.push(responseTime);
    });
  });
  if (result.non2xx || result.errors || result.timeouts) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers (${codes}), ${result.errors} errors, ` +
        `${result.timeouts} timeouts`,
    );
  }
  if (timings.length === 0) throw new Error(`${label}: no answer within ${options.seconds} s`);
  const sorted = Float64Array.from(timings).sort();
  if (serverTiming && serverTimings.length < sorted.length) {
    throw new Error(
      `${label}: ${sorted.length - serverTimings.length} answers without Server-Timing`,
    );
  }
  const server = Float64Array.from(serverTimings).sort();
  return {
    ...(serverTiming
      ? { server: { p50: percentile(server, 50), p95: percentile(server, 95) } }
      : {}),
    connections: options.connections,
    requests: sorted.length,
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** JSON over fetch for preparing a run; anything but the expected status is an error. */
export async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  token: string | undefined,
  expected: number,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expected) {
    throw new Error(`${method} ${new URL(url).pathname} answered ${res.status}: ${text}`);
  }
  return JSON.parse(text) as T;
}

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export const TABLE_HEADER = `${'endpoint'.padEnd(34)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`;

export const tableRow = (label: string, f: Figures) =>
  `${label.padEnd(34)}${String(f.connections).padStart(6)}${Math.round(f.rps).toString().padStart(9)}` +
  `${f.p50.toFixed(1).padStart(9)}${f.p95.toFixed(1).padStart(9)}${f.p99.toFixed(1).padStart(9)}`;
