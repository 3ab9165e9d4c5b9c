import 'reflect-metadata';
import type autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { PasswordHasher } from '../src/identity/auth/password-hasher';
import {
  loadBusinessTypeSearch,
  queriesWithoutMatch,
  SEARCH_CONNECTIONS,
  SEARCH_GOAL_P95_MS,
  SEARCH_QUERIES,
} from './business-type-search';
import { runRatingBench } from './rating-bench';
import {
  API_ENTRY,
  benchDir,
  call,
  DURATION_S,
  load,
  openDatabase,
  positiveNumber,
  startServer,
  TABLE_HEADER,
  tableRow,
  verdict,
  WARMUP_S,
} from './support';
import {
  ARGON2_SHARE_GOAL,
  argon2Verify,
  BACKOFF_GOAL_P95_MS,
  backoffLookup,
  FAILURE_ROWS,
  loadSignIn,
  SIGN_IN_CONNECTIONS,
  signInAccount,
} from './sign-in';
import {
  loadWcRating,
  prepareRatingQuotes,
  RATING_CONNECTIONS,
  RATING_GOAL_P95_MS,
} from './wc-rating';

/**
 * The API benchmark: the built API against a bare NestJS endpoint in the same run, so the figures
 * compare like with like on whatever machine runs them; then the business type search and
 * workers compensation rating through the API, each beside `GET /api/health` of the same run,
 * and the same rating in process. It prints; it asserts nothing.
 */

const CONNECTIONS = 32;
const HASHES = positiveNumber('BENCH_HASHES', 64);
const RATING_ITERATIONS = positiveNumber('BENCH_RATING_ITERATIONS', 2_000);
const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 20;
/** API clients' calls against a user's users/me ([integrations]). */
const MACHINE_GOAL_RATIO = 0.9;

async function registerClient(apiUrl: string): Promise<string> {
  const { access_token } = await call<{ access_token: string }>(
    'POST',
    `${apiUrl}/api/users/register`,
    {
      email: `bench-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Quiet-harbor-lantern-27',
      firstName: 'Bench',
      lastName: 'Client',
    },
    undefined,
    201,
  );
  await call('GET', `${apiUrl}/api/users/me`, undefined, access_token, 200);
  return access_token;
}

/**
 * `count` API clients of one payroll company, each with the highest rate, and their access tokens
 * from the client-credentials grant, as a partner's system would get them. The load gives each
 * connection a client of its own: one client's highest rate (100,000 calls a minute) is less
 * than a fast machine answers in a measured run, and a refusal would not measure the call.
 */
async function machineTokens(apiUrl: string, adminToken: string, count: number): Promise<string[]> {
  const company = await call<{ id: string }>(
    'POST',
    `${apiUrl}/api/payroll-companies`,
    {
      name: `Bench Payroll ${randomBytes(4).toString('hex')}`,
      code: `B${randomBytes(3).toString('hex').toUpperCase()}`,
    },
    adminToken,
    201,
  );
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await call<{ client: { id: string }; clientSecret: string }>(
      'POST',
      `${apiUrl}/api/admin/api-clients`,
      {
        name: `Bench client ${i + 1}`,
        partnerKind: 'payroll_company',
        partnerId: company.id,
        scopes: ['referrals:read'],
        ratePerMinute: 100_000,
      },
      adminToken,
      201,
    );
    const { access_token } = await call<{ access_token: string }>(
      'POST',
      `${apiUrl}/api/oauth/token`,
      {
        grant_type: 'client_credentials',
        client_id: created.client.id,
        client_secret: created.clientSecret,
      },
      undefined,
      200,
    );
    await call('GET', `${apiUrl}/api/integrations/client`, undefined, access_token, 200);
    tokens.push(access_token);
  }
  return tokens;
}

/** A load's options that hand each connection, as it is set up, the next of `tokens`. */
function perConnectionTokens(seconds: number, tokens: readonly string[]) {
  let next = 0;
  return {
    connections: CONNECTIONS,
    seconds,
    setupClient: (client: autocannon.Client) => {
      client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    },
  };
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

async function main(): Promise<void> {
  const dir = benchDir('coverline-bench-');
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
      `Coverline API benchmark: ${DURATION_S} s per endpoint, ` +
        `${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(2)}, Node ${process.version}`,
    );
    const db = await openDatabase(dir);
    cleanups.push(() => db.dispose());
    console.log(`database: ${db.label}`);

    const adminPassword = randomBytes(12).toString('hex');
    const api = await startServer(
      'API',
      API_ENTRY,
      {
        DATABASE_URL: db.url,
        DATA_DIR: join(dir, 'api'),
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: adminPassword,
        // The benchmark's admin (who creates the API clients) signs in with its password alone.
        MFA_REQUIRED_FOR_ADMINS: 'false',
        LOG_LEVEL: 'silent',
        // Carriers answer at once: the figure is the API's own cost, not a simulated wait.
        RATING_SANDBOX_LATENCY_MS: '0',
        // Every sign-in of the benchmark comes from one address.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
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
    const admin = await call<{ access_token: string }>(
      'POST',
      `${api.url}/api/users/login`,
      { email: 'bench-admin@example.com', password: adminPassword },
      undefined,
      200,
    );
    // Clients to warm up with and others to measure: each has a minute's rate of its own.
    const machineWarmUp = await machineTokens(api.url, admin.access_token, CONNECTIONS);
    const machine = await machineTokens(api.url, admin.access_token, CONNECTIONS);
    const machineUrl = `${api.url}/api/integrations/client`;
    const auth = { authorization: `Bearer ${token}` };
    const meUrl = `${api.url}/api/users/me`;
    const bareUrl = `${bare.url}/bare`;
    const fixed = (seconds: number, headers: Record<string, string> = {}) => ({
      connections: CONNECTIONS,
      seconds,
      headers,
    });

    const unmatched = await queriesWithoutMatch(api.url);
    const { quotes, carriers } = await prepareRatingQuotes(api.url);
    const signer = await signInAccount(api.url);

    // Let both processes reach steady state (JIT, connection pool) before measuring.
    await load('warm-up bare', bareUrl, fixed(WARMUP_S));
    await load('warm-up users/me', meUrl, fixed(WARMUP_S, auth));
    await load(
      'warm-up integrations/client',
      machineUrl,
      perConnectionTokens(WARMUP_S, machineWarmUp),
    );

    const bareFigures = await load('bare', bareUrl, fixed(DURATION_S));
    const me = await load('GET /api/users/me', meUrl, fixed(DURATION_S, auth));
    const machineFigures = await load(
      'GET /api/integrations/client',
      machineUrl,
      perConnectionTokens(DURATION_S, machine),
    );
    const health = await load('GET /api/health', `${api.url}/api/health`, fixed(DURATION_S));
    await loadBusinessTypeSearch(api.url, WARMUP_S);
    const search = await loadBusinessTypeSearch(api.url, DURATION_S);
    await loadWcRating(api.url, quotes, WARMUP_S);
    const rating = await loadWcRating(api.url, quotes, DURATION_S);
    await loadSignIn(api.url, signer, WARMUP_S);
    const signIn = await loadSignIn(api.url, signer, DURATION_S);
    const loadAverage = loadavg()[0];
    const lookup = await backoffLookup(db.url);

    await cleanup();

    console.log('');
    console.log(TABLE_HEADER);
    console.log(tableRow('bare NestJS (Express) GET /bare', bareFigures));
    console.log(tableRow('GET /api/users/me (bearer)', me));
    console.log(tableRow('GET /api/integrations/client (API client)', machineFigures));
    console.log(tableRow('GET /api/health (reference)', health));
    console.log(tableRow('GET …/master-index-mapping/search', search));
    console.log(tableRow('POST /api/wc/quotes', rating));
    console.log(tableRow('POST /api/users/login', signIn));
    console.log('');
    const ratio = me.rps / bareFigures.rps;
    console.log(
      `users/me throughput / bare: ${ratio.toFixed(2)}   goal >= ${GOAL_RATIO}   ${verdict(ratio >= GOAL_RATIO)}`,
    );
    console.log(
      `users/me p99: ${me.p99.toFixed(1)} ms          goal < ${GOAL_P99_MS} ms   ${verdict(me.p99 < GOAL_P99_MS)}`,
    );
    const machineRatio = machineFigures.rps / me.rps;
    console.log(
      `API client throughput / users/me: ${machineRatio.toFixed(2)}   goal >= ${MACHINE_GOAL_RATIO}   ` +
        `${verdict(machineRatio >= MACHINE_GOAL_RATIO)}   (rate counted, every call logged)`,
    );

    console.log('');
    console.log(
      `Business type search: ${SEARCH_CONNECTIONS} connections, ${SEARCH_QUERIES.length} queries in turn ` +
        `(prefixes, words, misspellings, codes; ${unmatched.length} find nothing` +
        `${unmatched.length ? `: ${unmatched.join(', ')}` : ''})`,
    );
    const searchServerP95 = search.server?.p95 ?? Infinity;
    console.log(
      `  throughput / health: ${(search.rps / health.rps).toFixed(2)}   ` +
        `p95 server time ${searchServerP95.toFixed(2)} ms   goal < ${SEARCH_GOAL_P95_MS} ms   ` +
        verdict(searchServerP95 < SEARCH_GOAL_P95_MS),
    );
    console.log(
      `  seen by the client (queueing at ${SEARCH_CONNECTIONS} connections included): ` +
        `p95 ${search.p95.toFixed(1)} ms, health p95 ${health.p95.toFixed(1)} ms`,
    );

    console.log('');
    console.log(
      `WC rating through the API: ${RATING_CONNECTIONS} connections, each rating its own ` +
        `submitted quote (3 states, 6 class codes; priced by ${carriers.join(', ')}), ` +
        'sandbox latency 0',
    );
    console.log(
      `  throughput / health: ${(rating.rps / health.rps).toFixed(2)}   ` +
        `p95 ${rating.p95.toFixed(1)} ms   goal < ${RATING_GOAL_P95_MS} ms   ` +
        verdict(rating.p95 < RATING_GOAL_P95_MS),
    );
    // In process once the servers are gone, so the CPUs are the rating's alone.
    const inProcess = await runRatingBench(RATING_ITERATIONS);
    console.log(
      `  p50 through the API ${rating.p50.toFixed(1)} ms, in process ${inProcess.p50Ms.toFixed(2)} ms`,
    );

    // The hash in process once the servers are gone, beside the sign-in measured through the API.
    const verify = await argon2Verify(DURATION_S);
    const share = verify.p95 / signIn.p95;
    console.log('');
    console.log(
      `Sign-in: ${SIGN_IN_CONNECTIONS} connections (one per hashing slot), the right password each time`,
    );
    console.log(
      `  p95 ${signIn.p95.toFixed(1)} ms; argon2id verify alone p95 ${verify.p95.toFixed(1)} ms ` +
        `(p50 ${verify.p50.toFixed(1)}): argon2 is ${(share * 100).toFixed(0)}% of it   ` +
        `goal >= ${ARGON2_SHARE_GOAL * 100}%   ${verdict(share >= ARGON2_SHARE_GOAL)}`,
    );
    console.log(
      `  back-off lookup (one primary-key read, ${FAILURE_ROWS.toLocaleString('en-US')} other ` +
        `addresses on record): ` +
        `p50 ${lookup.p50.toFixed(2)} ms, p95 ${lookup.p95.toFixed(2)} ms   ` +
        `goal < ${BACKOFF_GOAL_P95_MS} ms   ${verdict(lookup.p95 < BACKOFF_GOAL_P95_MS)}`,
    );

    const hashes = await hashRate();
    console.log('');
    console.log(
      `argon2id password hashes: ${HASHES} in ${hashes.seconds.toFixed(2)} s ` +
        `(${availableParallelism()} at a time): ${hashes.perSecond.toFixed(1)} hashes/s`,
    );
    if (loadAverage > availableParallelism()) {
      console.log(
        `\nThe machine was busy (load average ${loadAverage.toFixed(2)} on ${availableParallelism()} CPUs ` +
          'after the HTTP measurements): other work shared the CPUs with the servers; ' +
          'compare figures from a quiet run.',
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
