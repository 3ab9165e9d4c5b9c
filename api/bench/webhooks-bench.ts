/**
 * Webhook delivery: one API instance, one partner receiver on this machine, and referral status
 * changes at 100 a second (each one a `referral.status_changed` event, recorded by the trigger
 * in the change's transaction). For every event, the time from its recording (the envelope's
 * `occurredAt`) to its arrival at the receiver; p50, p95 and p99. Then the receiver goes down
 * (nothing listens on its port) while events keep coming for a while, stays down for the down
 * window, and comes back: every event must arrive, none lost.
 *
 * BENCH_WEBHOOK_SECONDS (30) is how long events are sent at BENCH_WEBHOOK_RATE (100) a second;
 * BENCH_WEBHOOK_DOWN_S (300, the goal's five minutes) how long the receiver is down. Retries
 * start 5 s after a failure here (WEBHOOK_RETRY_DELAY_SECONDS, 30 in production) so the run ends
 * sooner after the receiver returns; the retry window, about 6 hours at 5 s, still far exceeds
 * the down window.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
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

const RATE = positiveNumber('BENCH_WEBHOOK_RATE', 100);
const SECONDS = positiveNumber('BENCH_WEBHOOK_SECONDS', 30);
const DOWN_S = positiveNumber('BENCH_WEBHOOK_DOWN_S', 300);
/** Events sent while the receiver is down: the first seconds of the window, at the same rate. */
const DOWN_SEND_S = Math.min(10, DOWN_S);
const GOAL_P95_MS = 2000;

/** A receiver that keeps each event's arrival delay; it can go down and come back on its port. */
class Receiver {
  readonly delays = new Map<string, number>();
  arrivals = 0;
  private server?: http.Server;
  port = 0;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = Date.now();
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          id: string;
          occurredAt: string;
        };
        this.arrivals += 1;
        if (!this.delays.has(event.id))
          this.delays.set(event.id, at - Date.parse(event.occurredAt));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Changes the referral's status `count` times at `rate` a second; answers when all are sent. */
async function sendEvents(db: Client, referralId: string, count: number, rate: number) {
  const statuses = ['In Progress', 'Submitted'];
  const start = Date.now();
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await db.query(`UPDATE referrals SET status = $2 WHERE id = $1`, [referralId, statuses[i % 2]]);
  }
  return (Date.now() - start) / 1000;
}

async function until(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

async function main(): Promise<void> {
  const dir = benchDir('coverline-bench-webhooks-');
  const cleanups: Array<() => Promise<void>> = [];
  const receiver = new Receiver();
  const cleanup = async () => {
    await receiver.stop();
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((err: unknown) => console.error(`cleanup: ${String(err)}`));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    console.log(
      `Webhook delivery benchmark: ${RATE} events/s for ${SECONDS} s, then the receiver down ` +
        `${DOWN_S} s, ${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(1)}`,
    );
    const db = await openDatabase(dir);
    cleanups.push(() => db.dispose());
    const adminEmail = 'bench-admin@example.com';
    const adminPassword = randomBytes(12).toString('hex');
    const api = await startServer(
      'API',
      API_ENTRY,
      {
        DATABASE_URL: db.url,
        DATA_DIR: join(dir, 'api'),
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        MFA_REQUIRED_FOR_ADMINS: 'false',
        LOG_LEVEL: 'silent',
        WEBHOOK_RETRY_DELAY_SECONDS: '5',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      },
      '/api/health',
    );
    cleanups.push(() => api.stop());
    console.log(`database: ${db.label}`);
    const { access_token: admin } = await call<{ access_token: string }>(
      'POST',
      `${api.url}/api/users/login`,
      { email: adminEmail, password: adminPassword },
      undefined,
      200,
    );
    const company = await call<{ id: string }>(
      'POST',
      `${api.url}/api/payroll-companies`,
      { name: 'Bench Payroll', code: 'BENCH' },
      admin,
      201,
    );
    const rep = await call<{ id: string }>(
      'POST',
      `${api.url}/api/payroll-partners/admin/payroll-reps`,
      {
        email: 'bench-rep@example.com',
        firstName: 'Bench',
        lastName: 'Rep',
        payrollCompanyId: company.id,
      },
      admin,
      201,
    );
    const { access_token: repToken } = await call<{ access_token: string }>(
      'POST',
      `${api.url}/api/payroll-partners/auth/admin/${rep.id}/login-as`,
      undefined,
      admin,
      200,
    );
    const referral = await call<{ id: string }>(
      'POST',
      `${api.url}/api/payroll-partners/referraltrak/new-biz/wc`,
      {
        businessName: 'Bench Deli',
        firstName: 'Bea',
        lastName: 'Bench',
        email: 'bench-client@example.com',
      },
      repToken,
      201,
    );
    await receiver.start();
    await call(
      'POST',
      `${api.url}/api/webhooks/subscriptions`,
      {
        partnerKind: 'payroll_company',
        partnerId: company.id,
        url: `http://127.0.0.1:${receiver.port}/hooks`,
        eventTypes: ['referral.status_changed'],
      },
      admin,
      201,
    );
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    cleanups.push(() => pg.end());

    // Steady load.
    const steady = RATE * SECONDS;
    const sentIn = await sendEvents(pg, referral.id, steady, RATE);
    const allSteady = await until(() => receiver.delays.size >= steady, 120_000);
    const delays = [...receiver.delays.values()].sort((a, b) => a - b);
    const p95 = percentile(delays, 95);
    console.log(
      `steady: ${steady} events sent in ${sentIn.toFixed(1)} s (${(steady / sentIn).toFixed(0)}/s), ` +
        `${receiver.delays.size} received${allSteady ? '' : ' (gave up waiting)'}; ` +
        `event to receiver p50 ${percentile(delays, 50)} ms, p95 ${p95} ms, p99 ${percentile(delays, 99)} ms, ` +
        `max ${delays[delays.length - 1]} ms  [goal p95 < ${GOAL_P95_MS} ms: ${verdict(p95 < GOAL_P95_MS)}]`,
    );

    // The receiver goes down, events keep coming, and it comes back after the window.
    await receiver.stop();
    const downAt = Date.now();
    const before = receiver.delays.size;
    const whileDown = RATE * DOWN_SEND_S;
    await sendEvents(pg, referral.id, whileDown, RATE);
    const downLeft = DOWN_S * 1000 - (Date.now() - downAt);
    if (downLeft > 0) await new Promise((r) => setTimeout(r, downLeft));
    await receiver.start();
    const backAt = Date.now();
    const expected = before + whileDown;
    // After the window, each delivery's next retry comes within its backoff step, which by then
    // can be as long as the time it has been failing: up to about twice the window.
    await until(() => receiver.delays.size >= expected, DOWN_S * 2 * 1000 + 180_000);
    const missing = expected - receiver.delays.size;
    const states = (
      await pg.query<{ status: string; count: string }>(
        `SELECT status, count(*) AS count FROM webhook_deliveries GROUP BY status ORDER BY 1`,
      )
    ).rows;
    const failed = Number(states.find((r) => r.status === 'failed')?.count ?? 0);
    console.log(
      `down ${DOWN_S} s: ${whileDown} events sent while down, ` +
        `${receiver.delays.size - before} received after it came back, within ` +
        `${((Date.now() - backAt) / 1000).toFixed(0)} s; not received ${missing}, ` +
        `deliveries ${states.map((r) => `${r.status} ${r.count}`).join(', ')}  ` +
        `[goal none lost: ${verdict(missing === 0 && failed === 0)}]`,
    );
    console.log(
      `(${receiver.arrivals} arrivals in all: duplicates are retries the receiver saw twice)`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
