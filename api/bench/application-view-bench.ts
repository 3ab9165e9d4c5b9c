/**
 * The applications pipeline at scale: a fresh database seeded with 50,000 applications (each
 * its own client and business, a tenth unassigned, the rest spread over 20 agents, every status,
 * changes over a year, each with its status history and a staff action on every tenth), then the
 * admin's first and last page of `application-view/all`, `application-view/count/status`,
 * `application-view/activity` and `application-view/status-history`, and one agent's activity,
 * at 32 connections, each beside `GET /api/health` of the run.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
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

const APPLICATIONS = positiveNumber('BENCH_APPLICATIONS', 50_000);
const AGENTS = 20;
const CONNECTIONS = 32;
const PAGE_SIZE = 20;
const LIST_GOAL_P95_MS = 50;
const COUNT_GOAL_P95_MS = 20;

/** Seeds in SQL: the wizard would take hours for 50,000 applications and measure nothing here. */
export async function seed(url: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO users (email, password_hash, role, first_name, last_name)
       SELECT 'bench-agent-' || i || '@example.com', 'not-a-hash', 'agent', 'Agent', 'No ' || i
         FROM generate_series(1, $1::int) i`,
      [AGENTS],
    );
    await db.query(
      `INSERT INTO clients (email, first_name, last_name)
       SELECT 'bench-client-' || i || '@example.com', 'Client', 'No ' || i
         FROM generate_series(1, $1::int) i`,
      [APPLICATIONS],
    );
    await db.query(
      `INSERT INTO businesses (client_id, legal_name)
       SELECT id, 'Bench Business ' || split_part(email, '-', 3) FROM clients
        WHERE email LIKE 'bench-client-%'`,
    );
    await db.query(
      `WITH agents AS (
         SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'bench-agent-%')
       INSERT INTO applications (client_id, business_id, coverage_type, status, agent_id,
                                 created_at, updated_at)
       SELECT b.client_id, b.id, (ARRAY['wc', 'gl', 'bop', 'cyber'])[1 + n % 4],
              (ARRAY['In process', 'In review', 'Ready to bind', 'Purchase pending',
                     'Awaiting signatures', 'Completed', 'Bound', 'Archive'])[1 + n % 8],
              CASE WHEN n % 10 = 0 THEN NULL ELSE agents.ids[1 + n % $1::int] END,
              now() - make_interval(days => 365) + make_interval(secs => n * 300),
              now() - make_interval(secs => (n * 7919) % 31536000)
         FROM (SELECT b.*, row_number() OVER (ORDER BY b.id) AS n FROM businesses b) b, agents`,
      [AGENTS],
    );
    // The history the triggers would have kept: the creation is recorded by the insert trigger
    // (at the creation time); a move into the current status at the last change, and a staff
    // action on every tenth application, at that same moment as the admin's actions are.
    await db.query(
      `INSERT INTO application_status_events (application_id, from_status, to_status, at)
       SELECT id, 'In process', status, updated_at FROM applications
        WHERE status <> 'In process' AND updated_at > created_at`,
    );
    await db.query(
      `INSERT INTO audit_records (actor_user_id, actor_role, action, application_id, before,
                                  after, created_at)
       SELECT (SELECT id FROM users WHERE role = 'admin' LIMIT 1), 'admin', 'setQuoteStatus', id,
              jsonb_build_object('status', 'In process'), jsonb_build_object('status', status),
              updated_at
         FROM (SELECT a.*, row_number() OVER (ORDER BY a.id) AS n FROM applications a) a
        WHERE n % 10 = 0 AND status <> 'In process' AND updated_at > created_at`,
    );
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  const dir = benchDir('coverline-bench-applications-');
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
      `Applications pipeline benchmark: ${APPLICATIONS} applications, ${DURATION_S} s per ` +
        `endpoint, ${CONNECTIONS} connections, ${availableParallelism()} CPUs`,
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
        // The benchmark's admin signs in with its password alone.
        MFA_REQUIRED_FOR_ADMINS: 'false',
        LOG_LEVEL: 'silent',
      },
      '/api/health',
    );
    cleanups.push(() => api.stop());
    const seeding = Date.now();
    await seed(db.url);
    console.log(`database: ${db.label}; seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

    const { access_token } = await call<{ access_token: string }>(
      'POST',
      `${api.url}/api/users/login`,
      { email: adminEmail, password: adminPassword },
      undefined,
      200,
    );
    const headers = { authorization: `Bearer ${access_token}` };
    const base = `${api.url}/api/application-view`;
    const first = await call<{ total: number }>(
      'GET',
      `${base}/all?pageSize=${PAGE_SIZE}`,
      undefined,
      access_token,
      200,
    );
    const lastPage = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
    const [agent] = await call<Array<{ id: string; role: string }>>(
      'GET',
      `${api.url}/api/users/agentsAndAdmin`,
      undefined,
      access_token,
      200,
    ).then((staff) => staff.filter((m) => m.role === 'agent'));
    const endpoints = {
      health: `${api.url}/api/health`,
      first: `${base}/all?page=1&pageSize=${PAGE_SIZE}`,
      last: `${base}/all?page=${lastPage}&pageSize=${PAGE_SIZE}`,
      counts: `${base}/count/status`,
      activity: `${base}/activity?limit=${PAGE_SIZE}`,
      agentActivity: `${base}/activity?limit=${PAGE_SIZE}&userId=${agent.id}`,
      history: `${base}/status-history`,
    };
    const options = (seconds: number) => ({ connections: CONNECTIONS, seconds, headers });

    for (const [label, url] of Object.entries(endpoints)) {
      await load(`warm-up ${label}`, url, options(WARMUP_S));
    }
    const health = await load('health', endpoints.health, options(DURATION_S));
    const firstPage = await load('first page', endpoints.first, options(DURATION_S));
    const last = await load('last page', endpoints.last, options(DURATION_S));
    const counts = await load('count/status', endpoints.counts, options(DURATION_S));
    const activity = await load('activity', endpoints.activity, options(DURATION_S));
    const agentActivity = await load(
      'agent activity',
      endpoints.agentActivity,
      options(DURATION_S),
    );
    const history = await load('status-history', endpoints.history, options(DURATION_S));

    await cleanup();

    console.log('');
    console.log(TABLE_HEADER);
    console.log(tableRow('GET /api/health (reference)', health));
    console.log(tableRow('…/application-view/all page 1', firstPage));
    console.log(tableRow(`…/application-view/all page ${lastPage}`, last));
    console.log(tableRow('…/application-view/count/status', counts));
    console.log(tableRow('…/application-view/activity', activity));
    console.log(tableRow('…/application-view/activity agent', agentActivity));
    console.log(tableRow('…/application-view/status-history', history));
    console.log('');
    const line = (label: string, f: typeof health, goal: number) =>
      console.log(
        `${label.padEnd(28)} throughput / health: ${(f.rps / health.rps).toFixed(2)}   ` +
          `p95 ${f.p95.toFixed(1)} ms   goal < ${goal} ms   ${verdict(f.p95 < goal)}`,
      );
    line('all, first page', firstPage, LIST_GOAL_P95_MS);
    line('all, last page', last, LIST_GOAL_P95_MS);
    line('count/status', counts, COUNT_GOAL_P95_MS);
    line('activity', activity, LIST_GOAL_P95_MS);
    line("an agent's activity", agentActivity, LIST_GOAL_P95_MS);
    line('status-history', history, LIST_GOAL_P95_MS);
  } finally {
    await cleanup();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
