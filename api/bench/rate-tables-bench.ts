/**
 * Rate tables held in memory, at the size the appetite work brings them to: every class in every
 * state with a dozen and more versions, and each carrier's multipliers by state (synthetic
 * figures beside the shipped ones). It prints
 *
 * - the heap the tables hold once read from the database (goal under 100 MB), and how long reading
 *   them all takes;
 * - the time per carrier quote of a rating on those tables, in process (goal p50 under 1 ms);
 * - how long an admin's new version takes to price quotes on a second API instance: from sending
 *   the version to the first rating through the other instance that uses it (goal within 2 s).
 *
 * It asserts nothing.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { US_STATE_CODES } from '@coverline/contracts';
import { RateTablesRepository } from '../src/quoting/rate-tables/rate-tables.repository';
import {
  bundledRateTableRecords,
  createRateTables,
  rateWithAllCarriers,
  type RateTableRecord,
  type RateTables,
} from '../src/quoting/rating';
import { benchSubmission } from './rating-bench';
import {
  API_ENTRY,
  benchDir,
  call,
  openDatabase,
  percentile,
  positiveNumber,
  startServer,
  verdict,
} from './support';
import { submittedQuote } from './wc-rating';

/** Versions of each synthetic table, and workers compensation classes in each state. */
const VERSIONS = positiveNumber('BENCH_RATE_VERSIONS', 16);
const CLASSES = positiveNumber('BENCH_RATE_CLASSES', 700);
const RATINGS = positiveNumber('BENCH_RATE_RATINGS', 500);
const CHANGES = Math.min(6, positiveNumber('BENCH_RATE_CHANGES', 5));
const GOAL_HEAP_MB = 100;
const GOAL_PER_QUOTE_MS = 1;
const GOAL_REACH_MS = 2_000;
const CHUNK = 1_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** A pseudo-random figure, the same on every run. */
function figure(seed: number, max: number): number {
  const x = Math.sin(seed) * 10_000;
  return Math.round((x - Math.floor(x)) * max * 100) / 100 + 0.01;
}

/**
 * Older versions of every table, dated before the shipped ones so that what is in force does not
 * change: every US state's loss costs for `CLASSES` classes, each carrier's multipliers by state,
 * and the class tables with every class.
 */
function syntheticRecords(): RateTableRecord[] {
  const shipped = bundledRateTableRecords();
  const byKind = (kind: string) => shipped.filter((r) => r.kind === kind);
  const classCodes = Array.from({ length: CLASSES }, (_, i) => String(1000 + i * 11).slice(-4));
  const out: RateTableRecord[] = [];
  const baseState = byKind('wc.state')[0] as RateTableRecord<'wc.state'>;
  const baseClasses = byKind('wc.classes')[0] as RateTableRecord<'wc.classes'>;
  // One table per carrier and line (the shipped files may hold several versions of one).
  const carrierTables = [
    ...new Map(
      (byKind('carrier.rates') as RateTableRecord<'carrier.rates'>[]).map((r) => [
        `${r.carrier}|${r.line}`,
        r,
      ]),
    ).values(),
  ];
  for (let v = 0; v < VERSIONS; v++) {
    const effectiveFrom = `${2000 + v}-02-15`;
    for (const [s, state] of US_STATE_CODES.entries()) {
      const lossCosts = Object.fromEntries(
        classCodes.map((code, c) => [code, figure(v * 1e6 + s * 1e3 + c, 20)]),
      );
      out.push({
        ...baseState,
        state,
        version: `${state}-synthetic-${v}`,
        effectiveFrom,
        data: { ...baseState.data, lossCosts },
      });
    }
    out.push({
      ...baseClasses,
      version: `classes-synthetic-${v}`,
      effectiveFrom,
      data: {
        classes: Object.fromEntries(
          classCodes.map((code, c) => [
            code,
            { description: `Synthetic class ${code}`, hazardGroup: 'ABCDEFG'[c % 7] },
          ]),
        ),
      },
    });
    for (const carrier of carrierTables) {
      for (const [s, state] of US_STATE_CODES.entries()) {
        out.push({
          ...carrier,
          state,
          version: `${carrier.version}-synthetic-${v}`,
          effectiveFrom,
          data: { ...carrier.data, lcm: { default: figure(v + s, 2), byState: {} } },
        });
      }
    }
  }
  return out;
}

async function insert(url: string, records: RateTableRecord[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // One transaction: the instances hear one announcement.
    await client.query('BEGIN');
    for (let i = 0; i < records.length; i += CHUNK) {
      await client.query(
        `INSERT INTO rate_table_versions
           (kind, line, carrier, state, version, effective_from, data, source)
         SELECT kind, line, carrier, state, version, "effectiveFrom", data, 'benchmark'
         FROM jsonb_to_recordset($1::jsonb) AS x(kind text, line text, carrier text,
           state char(2), version text, "effectiveFrom" date, data jsonb)`,
        [JSON.stringify(records.slice(i, i + CHUNK))],
      );
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** Reads every version as an instance does, and what the tables hold on the heap. */
async function measureMemory(url: string): Promise<RateTables> {
  const ds = new DataSource({ type: 'postgres', url });
  await ds.initialize();
  try {
    const repo = new RateTablesRepository(ds);
    await ds.query('SELECT 1');
    const before = heapUsed();
    let start = performance.now();
    const tables = createRateTables(await repo.allRecords());
    const firstMs = performance.now() - start;
    const held = heapUsed() - before;
    start = performance.now();
    createRateTables(await repo.allRecords());
    const againMs = performance.now() - start;
    console.log(
      `tables in memory: ${tables.records.length} versions, heap held ${mb(held)} MB ` +
        `(resident set ${mb(process.memoryUsage().rss)} MB in all); read in ${firstMs.toFixed(0)} ms, ` +
        `again in ${againMs.toFixed(0)} ms   goal < ${GOAL_HEAP_MB} MB   ` +
        verdict(held < GOAL_HEAP_MB * 1024 * 1024),
    );
    return tables;
  } finally {
    await ds.destroy();
  }
}

async function measureRating(tables: RateTables): Promise<void> {
  const asOf = isoDay(0);
  const submission = { ...benchSubmission, effectiveDate: isoDay(7) };
  let carriers = 0;
  for (let i = 0; i < 50; i++) {
    carriers = (await rateWithAllCarriers(submission, tables, asOf)).length;
  }
  const perQuote: number[] = [];
  for (let i = 0; i < RATINGS; i++) {
    const start = performance.now();
    await rateWithAllCarriers(submission, tables, asOf);
    perQuote.push((performance.now() - start) / carriers);
  }
  perQuote.sort((a, b) => a - b);
  const p50 = percentile(perQuote, 50);
  console.log(
    `in-process rating on those tables: ${carriers} carriers, ${RATINGS} ratings: ` +
      `p50 ${p50.toFixed(3)} ms per carrier quote, p95 ${percentile(perQuote, 95).toFixed(3)} ms   ` +
      `goal p50 < ${GOAL_PER_QUOTE_MS} ms   ${verdict(p50 < GOAL_PER_QUOTE_MS)}`,
  );
}

interface Rated {
  carrierQuotes: Array<{ carrier: string; annualPremiumCents: number | null }>;
}

const premiums = (rated: Rated) =>
  JSON.stringify(rated.carrierQuotes.map((q) => [q.carrier, q.annualPremiumCents]));

/** Versions added on one instance, and when a rating on the other first prices from each. */
async function measureReach(a: string, b: string, adminToken: string): Promise<void> {
  const quote = await submittedQuote(a);
  const rate = () =>
    call<Rated>('POST', `${b}/api/wc/quotes`, { quoteId: quote.id }, quote.guestToken, 200);
  let last = premiums(await rate());
  const history = await call<Array<{ data: { lossCosts: Record<string, number> } }>>(
    'GET',
    `${a}/api/rate-tables/history?kind=wc.state&line=wc&state=TX`,
    undefined,
    adminToken,
    200,
  );
  const reach: number[] = [];
  /** How long the admin's request itself took (stored, and read again on its own instance). */
  const answered: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const data = structuredClone(history[0].data);
    data.lossCosts['9015'] = Math.round(data.lossCosts['9015'] * (1.1 + i / 10) * 100) / 100;
    const sent = performance.now();
    await call(
      'POST',
      `${a}/api/rate-tables/versions`,
      {
        kind: 'wc.state',
        line: 'wc',
        state: 'TX',
        version: `TX-bench-${randomBytes(3).toString('hex')}`,
        // Later each time, all before the quote's effective date: each one is the one in force.
        effectiveFrom: isoDay(i + 1),
        source: 'benchmark',
        data,
      },
      adminToken,
      201,
    );
    answered.push(performance.now() - sent);
    for (;;) {
      const now = premiums(await rate());
      if (now !== last) {
        reach.push(performance.now() - sent);
        last = now;
        break;
      }
      if (performance.now() - sent > 30_000) throw new Error('the other instance never priced it');
    }
  }
  reach.sort((x, y) => x - y);
  answered.sort((x, y) => x - y);
  const max = reach[reach.length - 1];
  console.log(
    `a new version reaches the other instance: ${CHANGES} changes, p50 ${percentile(reach, 50).toFixed(0)} ms, ` +
      `max ${max.toFixed(0)} ms from sending it to the first rating there that uses it ` +
      `(the request itself p50 ${percentile(answered, 50).toFixed(0)} ms)   ` +
      `goal within ${GOAL_REACH_MS} ms   ${verdict(max <= GOAL_REACH_MS)}`,
  );
}

async function main(): Promise<void> {
  const dir = benchDir('coverline-bench-rates-');
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((err: unknown) => console.error(`cleanup: ${String(err)}`));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    console.log(
      `Rate tables benchmark: ${VERSIONS} synthetic versions of every state's loss costs ` +
        `(${CLASSES} classes) and of each carrier's multipliers by state, ${availableParallelism()} CPUs`,
    );
    const db = await openDatabase(dir);
    cleanups.push(() => db.dispose());
    console.log(`database: ${db.label}`);
    const adminEmail = 'bench-admin@example.com';
    const adminPassword = randomBytes(12).toString('hex');
    // One secret for both, as a deployment's instances share it: a token from one works on the other.
    const env = {
      JWT_SECRET: randomBytes(48).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: db.url,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      MFA_REQUIRED_FOR_ADMINS: 'false',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    };
    const a = await startServer(
      'API a',
      API_ENTRY,
      { ...env, DATA_DIR: join(dir, 'a') },
      '/api/health',
    );
    cleanups.push(() => a.stop());
    const b = await startServer(
      'API b',
      API_ENTRY,
      { ...env, DATA_DIR: join(dir, 'b') },
      '/api/health',
    );
    cleanups.push(() => b.stop());

    const synthetic = syntheticRecords();
    const start = performance.now();
    await insert(db.url, synthetic);
    console.log(
      `${synthetic.length} synthetic versions stored in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );

    const tables = await measureMemory(db.url);
    await measureRating(tables);

    const { access_token } = await call<{ access_token: string }>(
      'POST',
      `${a.url}/api/users/login`,
      { email: adminEmail, password: adminPassword },
      undefined,
      200,
    );
    await measureReach(a.url, b.url, access_token);
  } finally {
    await cleanup();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
