/**
 * Instalment billing at scale, in process on a fresh database: 10,000 bound policies each with
 * an instalment due on the same day and a card on file at the sandbox provider (its latency set
 * by BENCH_PAYMENT_LATENCY_MS, 50 ms unless told), then one billing run charging them all (each
 * with its ledger entries and receipt mail), checked to have charged each exactly once, and a
 * second run that must charge nothing. Then a policy's balance read at 1,000 ledger entries.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/platform/config';
import { runMigrations } from '../src/platform/database/migrate';
import { BillingRunService } from '../src/servicing/instalments';
import { LedgerService } from '../src/servicing/ledger';
import { benchDir, openDatabase, percentile, positiveNumber, verdict } from './support';

const INSTALMENTS = positiveNumber('BENCH_INSTALMENTS', 10_000);
const LATENCY_MS = Number(process.env.BENCH_PAYMENT_LATENCY_MS ?? 50);
const ENTRIES = 1_000;
const BALANCE_READS = 2_000;
const GOAL_RUN_S = 300;
const GOAL_BALANCE_P95_MS = 5;
const DUE_ON = '2027-03-01';

/** Seeds in SQL: buying 10,000 policies through the API would measure the purchase, not billing. */
async function seed(url: string): Promise<string> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO clients (email) SELECT 'bench-client-' || i || '@example.com'
         FROM generate_series(1, $1::int) i`,
      [INSTALMENTS],
    );
    await db.query(
      `INSERT INTO businesses (client_id, legal_name) SELECT id, 'Bench ' || email FROM clients`,
    );
    await db.query(
      `INSERT INTO applications (client_id, business_id, coverage_type, status)
       SELECT client_id, id, 'wc', 'Bound' FROM businesses`,
    );
    await db.query(
      `INSERT INTO policies (application_id, policy_number, carrier, effective_date,
                             expiration_date, annual_premium_cents, active, bound_at)
       SELECT id, 'BENCH-' || row_number() OVER (ORDER BY id), 'Bench Carrier', '2027-02-01',
              '2028-02-01', 120000, true, now() FROM applications`,
    );
    // The checkout's payment at the sandbox, whose card every instalment charges again.
    await db.query(
      `INSERT INTO sandbox_checkouts (idempotency_key, reference, amount_cents, description,
                                      customer_email, return_url)
       SELECT 'bench-' || a.id, a.id, 30000, 'First payment', c.email, 'http://localhost/'
         FROM applications a JOIN clients c ON c.id = a.client_id`,
    );
    await db.query(
      `INSERT INTO sandbox_charges (checkout_id, status, amount_cents, method, last4)
       SELECT id, 'paid', 30000, 'card', '4242' FROM sandbox_checkouts`,
    );
    await db.query(
      `INSERT INTO policy_instalments (policy_id, application_id, seq, due_on, amount_cents,
                                       next_attempt_on, payment_on_file, customer_email)
       SELECT p.id, p.application_id, 1, $1, 10000, $1, ch.id, k.customer_email
         FROM policies p
         JOIN sandbox_checkouts k ON k.reference = p.application_id::text
         JOIN sandbox_charges ch ON ch.checkout_id = k.id`,
      [DUE_ON],
    );
    const [policy] = (
      await db.query<{ id: string }>(`SELECT id FROM policies ORDER BY id LIMIT 1 OFFSET 1`)
    ).rows;
    await db.query(
      `INSERT INTO policy_ledger_entries (policy_id, kind, amount_cents, posted_on, memo, posting_key)
       SELECT $1, (ARRAY['Written', 'Billed', 'Collected', 'Refunded', 'ReturnPremium'])[1 + i % 5],
              100 + i, '2027-02-01', 'Bench entry', 'bench:' || i
         FROM generate_series(1, $2::int) i`,
      [policy.id, ENTRIES],
    );
    // As autovacuum would have by then: the balance is an index-only read of the entries.
    await db.query(`VACUUM ANALYZE policy_ledger_entries`);
    await db.query(`ANALYZE policy_instalments`);
    return policy.id;
  } finally {
    await db.end();
  }
}

async function count(url: string, sql: string): Promise<number> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return Number((await db.query<{ n: string }>(sql)).rows[0].n);
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  const dir = benchDir('coverline-instalments-bench-');
  const db = await openDatabase(dir);
  try {
    console.log(
      `Instalment billing benchmark: ${INSTALMENTS} instalments due on one day, sandbox ` +
        `provider latency ${LATENCY_MS} ms per charge, ${availableParallelism()} CPUs`,
    );
    console.log(`database: ${db.label}`);
    await runMigrations(db.url);
    const balancePolicy = await seed(db.url);
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(dir, 'data'),
        JWT_SECRET: randomBytes(48).toString('hex'),
        DATA_KEY: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        MAIL_WORKER: 'off',
        PAYMENT_SANDBOX_LATENCY_MS: String(LATENCY_MS),
      }),
      databaseUrl: db.url,
    };
    const app = await createApp(config, { logger: false });
    app.useLogger(false);
    await app.init();
    try {
      const run = app.get(BillingRunService);
      const started = performance.now();
      const first = await run.run(DUE_ON);
      const seconds = (performance.now() - started) / 1000;
      const charges = await count(
        db.url,
        `SELECT count(*) AS n FROM sandbox_charges c JOIN sandbox_checkouts k ON k.id = c.checkout_id
          WHERE k.reference IN (SELECT id::text FROM policy_instalments)`,
      );
      const paid = await count(
        db.url,
        `SELECT count(*) AS n FROM policy_instalments WHERE status = 'Paid'`,
      );
      const again = await run.run(DUE_ON);
      const chargesAfter = await count(
        db.url,
        `SELECT count(*) AS n FROM sandbox_charges c JOIN sandbox_checkouts k ON k.id = c.checkout_id
          WHERE k.reference IN (SELECT id::text FROM policy_instalments)`,
      );
      const once = charges === INSTALMENTS && paid === INSTALMENTS && first.paid === INSTALMENTS;
      const rerunNothing = again.paid === 0 && again.declined === 0 && chargesAfter === charges;
      console.log(
        `billing run: ${first.paid} paid, ${first.declined} declined in ${seconds.toFixed(1)} s ` +
          `(${(INSTALMENTS / seconds).toFixed(0)}/s)   goal < ${GOAL_RUN_S} s   ` +
          verdict(seconds < GOAL_RUN_S),
      );
      console.log(
        `exactly once: ${charges} provider charges for ${INSTALMENTS} instalments, ${paid} paid   ` +
          verdict(once),
      );
      console.log(
        `rerun: ${again.paid} paid, ${chargesAfter - charges} new provider charges   ` +
          verdict(rerunNothing),
      );

      const ledger = app.get(LedgerService);
      for (let i = 0; i < 100; i++) await ledger.totals(balancePolicy);
      const samples = new Float64Array(BALANCE_READS);
      for (let i = 0; i < BALANCE_READS; i++) {
        const t0 = performance.now();
        await ledger.totals(balancePolicy);
        samples[i] = performance.now() - t0;
      }
      samples.sort();
      const p95 = percentile(samples, 95);
      console.log(
        `balance at ${ENTRIES} ledger entries (LedgerService.totals, ${BALANCE_READS} reads): ` +
          `p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms   ` +
          `goal p95 < ${GOAL_BALANCE_P95_MS} ms   ${verdict(p95 < GOAL_BALANCE_P95_MS)}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await db.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
