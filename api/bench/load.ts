/**
 * `pnpm load`: virtual users (100 by default) each going through a workers compensation quote
 * as a visitor does, again and again for five minutes after a warm-up of 15 s, against one API
 * instance: start the quote with an email, answer every step, submit it, rate it, read the
 * results. Prints each step's p50/p95/p99 and throughput, every error, and then counts in the
 * database what every acknowledged write should have left: a quote per start, its answers, its
 * status and one rated row per carrier. Exits non-zero on any error or lost write.
 *
 * LOAD_USERS, LOAD_DURATION and LOAD_WARMUP (seconds) change the size; DATABASE_URL runs it on a
 * fresh database of that server instead of an embedded one; RATING_SANDBOX_LATENCY_MS gives the
 * sandbox carriers a latency (0 by default: the figures are the API's own cost).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Client } from 'pg';
import { Agent, request } from 'undici';
import {
  API_ENTRY,
  benchDir,
  openDatabase,
  percentile,
  positiveNumber,
  startServer,
} from './support';
import { scheduleAsBatch } from '../src/platform/database/batch-scheduling';
import { submission } from './wc-rating';

const USERS = positiveNumber('LOAD_USERS', 100);
const DURATION_S = positiveNumber('LOAD_DURATION', 300);
/**
 * Seconds of load before the measurement: a process that has just started runs its code
 * unoptimised until V8 has compiled it, and its first seconds answer about a third slower.
 * Their requests are checked like the others (errors, lost writes) but left out of the figures.
 */
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 15);
if (!Number.isFinite(WARMUP_S) || WARMUP_S < 0) throw new Error('LOAD_WARMUP must be 0 or more');
/** The span over which the virtual users' first journeys begin. */
const ARRIVAL_SPREAD_MS = 1000;
const STEPS = ['start', 'answers', 'submit', 'rating', 'results'] as const;
type Step = (typeof STEPS)[number];

interface QuoteAnswer {
  id: string;
  version: number;
  status: string;
  guestToken?: { access_token: string };
  carrierQuotes: Array<{ carrier: string; ratingState: string }>;
}

/** What a finished journey must have left in the database. */
interface Expected {
  id: string;
  businessName: string;
  carriers: number;
}

class Run {
  readonly timings = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  /** Every step's time during the warm-up, kept apart from `timings`. */
  readonly warmup: number[] = [];
  /** Journeys finished after the warm-up. */
  measuredJourneys = 0;
  /** When the measurement starts (`performance.now()`); until then, timings are the warm-up's. */
  measuredFrom = Infinity;
  readonly errors: string[] = [];
  readonly expected: Expected[] = [];
  /** Quotes whose start was acknowledged, finished or not: each must exist. */
  readonly started: string[] = [];
  private stopped = false;

  /**
   * The virtual users' HTTP client: undici's own request API, kept-alive connections, as many
   * as there are users (a browser keeps its own). The global `fetch` costs the load generator
   * about three times as much CPU per request, which it took from the API on the same cores.
   */
  private readonly agent = new Agent({ connections: USERS });

  constructor(private readonly apiUrl: string) {}

  stop(): void {
    this.stopped = true;
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  async user(index: number): Promise<void> {
    // Visitors arrive spread over the first second rather than in the same millisecond: users
    // that start together stay in step (the server serves requests in arrival order), so the
    // API would see a hundred starts, then a hundred answers, and so on, which no real day has.
    await new Promise((r) => setTimeout(r, (index * ARRIVAL_SPREAD_MS) / USERS));
    while (!this.stopped) {
      try {
        await this.journey(index);
      } catch (error) {
        this.errors.push(error instanceof Error ? error.message : String(error));
        // A failing server is not hammered by the same user in a tight loop.
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  private async journey(index: number): Promise<void> {
    const email = `load-${index}-${randomBytes(5).toString('hex')}@example.com`;
    const started = await this.step('start', 'POST', '/api/quote/saveForLater', undefined, {
      coverageType: 'wc',
      email,
      firstName: 'Avery',
    });
    this.started.push(started.id);
    const token = started.guestToken?.access_token;
    if (!token) throw new Error('start answered no guest token');
    const answers = submission();
    const saved = await this.step('answers', 'POST', '/api/quote/saveForLater', token, {
      id: started.id,
      version: started.version,
      ...answers,
    });
    await this.step('submit', 'POST', '/api/quote/sendForm', token, {
      id: saved.id,
      version: saved.version,
    });
    const rated = await this.step('rating', 'POST', '/api/wc/quotes', token, {
      quoteId: started.id,
    });
    const results = await this.step('results', 'GET', `/api/quote/getQuote/${started.id}`, token);
    if (results.carrierQuotes.some((c) => c.ratingState !== 'done')) {
      throw new Error(`quote ${started.id}: results still rating after the rating answered`);
    }
    if (performance.now() >= this.measuredFrom) this.measuredJourneys++;
    this.expected.push({
      id: started.id,
      businessName: answers.businessName as string,
      carriers: rated.carrierQuotes.length,
    });
  }

  private async step(
    step: Step,
    method: 'GET' | 'POST',
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<QuoteAnswer> {
    const begun = performance.now();
    const res = await request(`${this.apiUrl}${path}`, {
      method,
      dispatcher: this.agent,
      headers: {
        // What a browser accepts, so answers are compressed as a visitor's are.
        'accept-encoding': 'gzip, deflate, br',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = decoded(
      Buffer.from(await res.body.arrayBuffer()),
      res.headers['content-encoding'],
    );
    const took = performance.now() - begun;
    if (begun < this.measuredFrom) this.warmup.push(took);
    else this.timings.get(step)!.push(took);
    if (res.statusCode !== 200) {
      throw new Error(
        `${step}: ${method} ${path} answered ${res.statusCode}: ${text.slice(0, 200)}`,
      );
    }
    return JSON.parse(text) as QuoteAnswer;
  }
}

/** An answer's body as text, decompressed as a browser would. */
function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === 'deflate') return inflateSync(body).toString();
  return body.toString();
}

/** Every acknowledged write, looked for in the database; answers what is missing. */
async function lostWrites(url: string, run: Run): Promise<string[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const lost: string[] = [];
    const found = (
      await db.query<{ id: string }>(`SELECT id FROM applications WHERE id = ANY($1::uuid[])`, [
        run.started,
      ])
    ).rows;
    const present = new Set(found.map((r) => r.id));
    for (const id of run.started) if (!present.has(id)) lost.push(`quote ${id} is missing`);
    const rows = (
      await db.query<{
        id: string;
        legal_name: string | null;
        status: string;
        done: number;
      }>(
        `SELECT a.id, b.legal_name, a.status,
              (SELECT count(*)::int FROM carrier_quotes cq
                WHERE cq.application_id = a.id AND cq.rating_state = 'done') AS done
         FROM applications a JOIN businesses b ON b.id = a.business_id
        WHERE a.id = ANY($1::uuid[])`,
        [run.expected.map((e) => e.id)],
      )
    ).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const e of run.expected) {
      const row = byId.get(e.id);
      if (!row) lost.push(`quote ${e.id} is missing`);
      else if (row.legal_name !== e.businessName) lost.push(`quote ${e.id} lost its answers`);
      else if (row.status === 'In process') lost.push(`quote ${e.id} lost its submission`);
      else if (row.done !== e.carriers) {
        lost.push(`quote ${e.id} has ${row.done} rated carriers of ${e.carriers}`);
      }
    }
    return lost;
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  const dir = benchDir('coverline-load-');
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  let failed = false;
  try {
    console.log(
      `Coverline load: ${USERS} virtual users for ${DURATION_S} s after ${WARMUP_S} s of warm-up, ` +
        `each starting, answering, submitting, rating and reading workers compensation quotes; ` +
        `${availableParallelism()} CPUs, ` +
        `load average ${loadavg()[0].toFixed(2)}`,
    );
    const db = await openDatabase(dir);
    cleanups.push(() => db.dispose());
    console.log(`database: ${db.label}`);
    const api = await startServer(
      'API',
      API_ENTRY,
      {
        DATABASE_URL: db.url,
        DATA_DIR: join(dir, 'api'),
        ADMIN_EMAIL: 'load-admin@example.com',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        LOG_LEVEL: 'warn',
        RATING_SANDBOX_LATENCY_MS: process.env.RATING_SANDBOX_LATENCY_MS ?? '0',
        // Every virtual visitor comes from this one address: the per-address mail limit (meant
        // for one person's connection) would refuse all but the first twenty starts an hour.
        MAIL_LIMIT_PER_ADDRESS: '1000000',
      },
      '/api/health',
    );
    cleanups.push(() => api.stop());
    // The virtual users stand for browsers on other machines, which take none of the API's CPU.
    // Here they share its two cores: in the batch scheduling class (as the embedded database),
    // a response that wakes them no longer takes the core the event loop is running on; they
    // wait for their turn, and what they measure includes that wait. The API started before
    // this, so it keeps the ordinary class.
    await scheduleAsBatch([process.pid]);

    const run = new Run(api.url);
    run.measuredFrom = performance.now() + WARMUP_S * 1000;
    const users = Array.from({ length: USERS }, (_, i) => run.user(i));
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    const begun = Date.now();
    await new Promise((r) => setTimeout(r, DURATION_S * 1000));
    run.stop();
    await Promise.all(users);
    await run.close();
    const seconds = (Date.now() - begun) / 1000;

    console.log('');
    console.log(
      `${'step'.padEnd(10)}${'requests'.padStart(10)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
    );
    for (const step of STEPS) {
      const sorted = Float64Array.from(run.timings.get(step)!).sort();
      const f = (p: number) => (sorted.length ? percentile(sorted, p).toFixed(1) : '-');
      console.log(
        `${step.padEnd(10)}${String(sorted.length).padStart(10)}${(sorted.length / seconds).toFixed(0).padStart(9)}${f(50).padStart(9)}${f(95).padStart(9)}${f(99).padStart(9)}`,
      );
    }
    console.log('');
    const warm = Float64Array.from(run.warmup).sort();
    console.log(
      `warm-up: the first ${WARMUP_S} s, left out above: ${warm.length} requests, ` +
        `p95 ${warm.length ? percentile(warm, 95).toFixed(1) : '-'} ms over all steps`,
    );
    console.log(
      `journeys finished: ${run.measuredJourneys} (${(run.measuredJourneys / seconds).toFixed(1)}/s)`,
    );
    console.log(`errors: ${run.errors.length}`);
    for (const e of [...new Set(run.errors)].slice(0, 10)) console.log(`  ${e}`);
    const lost = await lostWrites(db.url, run);
    console.log(`lost writes: ${lost.length} (of ${run.started.length} quotes started)`);
    for (const l of lost.slice(0, 10)) console.log(`  ${l}`);
    failed = run.errors.length > 0 || lost.length > 0;
    console.log(failed ? 'FAIL' : 'PASS: 0 errors, 0 lost writes');
  } finally {
    await cleanup();
  }
  if (failed) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
