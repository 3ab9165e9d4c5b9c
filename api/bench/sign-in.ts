import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { HASHING_SLOTS, PasswordHasher } from '../src/identity/auth/password-hasher';
import { SignInFailuresRepository } from '../src/identity/auth/sign-in-failures.repository';
import { call, load, type Figures } from './support';

/**
 * `POST /api/users/login` end to end beside what it is made of: the argon2id check of the
 * password through the app's own hasher at the same concurrency, and the back-off lookup (the
 * `sign_in_failures` read by primary key that comes before every password check) timed on its
 * own against a table holding many other addresses' failures. The sign-in is set by argon2 when
 * the rest of it is small beside the hash.
 */

/** As many sign-ins at once as the hasher runs hashes at once: no queue in front of argon2. */
export const SIGN_IN_CONNECTIONS = HASHING_SLOTS;
export const BACKOFF_GOAL_P95_MS = 1;
/** The share of the sign-in's p95 the hash must account for, at least. */
export const ARGON2_SHARE_GOAL = 0.85;
/** Failures of other addresses on record while the lookup is timed. */
export const FAILURE_ROWS = 20_000;
const LOOKUPS = 2_000;

const PASSWORD = 'Quiet-harbor-lantern-27';

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** A client account to sign in with (registered as a visitor does). */
export async function signInAccount(apiUrl: string): Promise<{ email: string; password: string }> {
  const email = `bench-sign-in-${randomBytes(5).toString('hex')}@example.com`;
  await call(
    'POST',
    `${apiUrl}/api/users/register`,
    { email, password: PASSWORD, firstName: 'Bench', lastName: 'Signer' },
    undefined,
    201,
  );
  return { email, password: PASSWORD };
}

export function loadSignIn(
  apiUrl: string,
  account: { email: string; password: string },
  seconds: number,
): Promise<Figures> {
  return load('POST /api/users/login', `${apiUrl}/api/users/login`, {
    connections: SIGN_IN_CONNECTIONS,
    seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setHeadersAndBody(
        { 'content-type': 'application/json' },
        JSON.stringify({ email: account.email, password: account.password }),
      );
    },
  });
}

/** argon2id verifications of the account's password, `SIGN_IN_CONNECTIONS` at a time. */
async function verifyTimes(seconds: number): Promise<Float64Array> {
  const hasher = new PasswordHasher();
  const stored = await hasher.hash(PASSWORD);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        if (!(await hasher.verify(stored, PASSWORD))) throw new Error('argon2 did not verify');
        times.push(performance.now() - started);
      }
    }),
  );
  return Float64Array.from(times).sort();
}

/**
 * The back-off lookup through the app's repository, for addresses with failures on record and
 * for clean ones, one after another (the sign-in does one per attempt).
 */
async function lookupTimes(databaseUrl: string): Promise<Float64Array> {
  const db = new DataSource({ type: 'postgres', url: databaseUrl });
  await db.initialize();
  try {
    await db.query(
      `INSERT INTO sign_in_failures (email_key, failures, last_failed_at, retry_at)
       SELECT md5('bench-' || n), 1 + n % 7, now(), NULL FROM generate_series(1, $1) AS n
       ON CONFLICT (email_key) DO NOTHING`,
      [FAILURE_ROWS],
    );
    await db.query('ANALYZE sign_in_failures');
    const repo = new SignInFailuresRepository(db);
    const times: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const key = i % 2 === 0 ? heldKey(i) : randomBytes(16).toString('hex');
      const started = performance.now();
      await repo.find(key);
      times.push(performance.now() - started);
    }
    return Float64Array.from(times.slice(LOOKUPS / 10)).sort();
  } finally {
    await db.destroy();
  }
}

/** The key of a row the lookup table holds (the same md5 the insert used). */
function heldKey(i: number): string {
  return createHash('md5')
    .update(`bench-${1 + (i % FAILURE_ROWS)}`)
    .digest('hex');
}

/** The back-off lookup's p50 and p95 in ms, against the benchmark's database. */
export async function backoffLookup(databaseUrl: string): Promise<{ p50: number; p95: number }> {
  const times = await lookupTimes(databaseUrl);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** argon2id verification's p50 and p95 in ms, in process, with the CPUs to itself. */
export async function argon2Verify(seconds: number): Promise<{ p50: number; p95: number }> {
  const times = await verifyTimes(seconds);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
