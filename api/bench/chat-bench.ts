/**
 * Support chat fan-out: one API instance, many chat sockets following one request (200 by
 * default), and a staff member replying in it. For every reply, the time from sending it to its
 * arrival on each socket; p50, p95 and p99 over all arrivals. The path measured is the product's:
 * the reply is stored, PostgreSQL announces it (NOTIFY), the instance reads it once and writes it
 * to every socket that follows the request.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { ChatServerFrame } from '@coverline/contracts';
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

const SOCKETS = positiveNumber('BENCH_CHAT_SOCKETS', 200);
const MESSAGES = positiveNumber('BENCH_CHAT_MESSAGES', 50);
const INTERVAL_MS = positiveNumber('BENCH_CHAT_INTERVAL_MS', 100);
const GOAL_P95_MS = 250;

function open(url: string, onFrame: (f: ChatServerFrame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('message', (data) => onFrame(JSON.parse(data.toString()) as ChatServerFrame));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends a frame and waits for the first frame that matches. */
function ask<T extends ChatServerFrame>(
  ws: WebSocket,
  frames: ChatServerFrame[],
  frame: object,
  match: (f: ChatServerFrame) => f is T,
): Promise<T> {
  const from = frames.length;
  ws.send(JSON.stringify(frame));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const poll = () => {
      const found = frames.slice(from).find(match);
      if (found) return resolve(found);
      const error = frames.slice(from).find((f) => f.type === 'error');
      if (error) return reject(new Error(JSON.stringify(error)));
      if (Date.now() > deadline) return reject(new Error(`no answer to ${JSON.stringify(frame)}`));
      setTimeout(poll, 5);
    };
    poll();
  });
}

async function main(): Promise<void> {
  const dir = benchDir('coverline-bench-chat-');
  const cleanups: Array<() => Promise<void>> = [];
  const sockets: WebSocket[] = [];
  const cleanup = async () => {
    for (const ws of sockets) ws.terminate();
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
      `Support chat benchmark: ${SOCKETS} sockets on one instance, ${MESSAGES} replies ` +
        `${INTERVAL_MS} ms apart, ${availableParallelism()} CPUs`,
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
        CHAT_RATE_LIMIT_PER_MINUTE: '10000',
        // Every benchmark socket comes from this machine's one address.
        CHAT_SOCKETS_PER_ADDRESS: '10000',
      },
      '/api/health',
    );
    cleanups.push(() => api.stop());
    console.log(`database: ${db.label}`);
    const socketUrl = `${api.url.replace('http', 'ws')}/api/chat/socket`;
    const { access_token } = await call<{ access_token: string }>(
      'POST',
      `${api.url}/api/users/login`,
      { email: adminEmail, password: adminPassword },
      undefined,
      200,
    );

    const staffFrames: ChatServerFrame[] = [];
    const staff = await open(socketUrl, (f) => staffFrames.push(f));
    sockets.push(staff);
    await ask(
      staff,
      staffFrames,
      { type: 'auth', token: access_token },
      (f): f is ChatServerFrame => f.type === 'ready',
    );
    const askerFrames: ChatServerFrame[] = [];
    const asker = await open(socketUrl, (f) => askerFrames.push(f));
    sockets.push(asker);
    await ask(
      asker,
      askerFrames,
      { type: 'auth', token: null },
      (f): f is ChatServerFrame => f.type === 'ready',
    );
    const started = await ask(
      asker,
      askerFrames,
      { type: 'start', text: 'Can a person help me with my payroll report?' },
      (f): f is Extract<ChatServerFrame, { type: 'started' }> => f.type === 'started',
    );
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    const received = new Set<string>();
    const opening = Date.now();
    for (let i = 0; i < SOCKETS; i += 1) {
      const frames: ChatServerFrame[] = [];
      const ws = await open(socketUrl, (f) => {
        frames.push(f);
        if (f.type !== 'message' || f.message.senderType !== 'csr') return;
        const at = sent.get(f.message.body);
        const id = `${i}:${f.message.seq}`;
        if (at !== undefined && !received.has(id)) {
          received.add(id);
          latencies.push(Date.now() - at);
        }
      });
      sockets.push(ws);
      await ask(
        ws,
        frames,
        { type: 'auth', token: null },
        (f): f is ChatServerFrame => f.type === 'ready',
      );
      ws.send(
        JSON.stringify({
          type: 'resume',
          requestId: started.requestId,
          key: started.key,
          after: 0,
        }),
      );
    }
    console.log(
      `${SOCKETS} sockets open and following in ${((Date.now() - opening) / 1000).toFixed(1)} s`,
    );
    await ask(
      staff,
      staffFrames,
      { type: 'staff.join', requestId: started.requestId, after: 0 },
      (f): f is ChatServerFrame => f.type === 'message' && f.message.event === 'request.agent.join',
    );

    for (let i = 0; i < MESSAGES; i += 1) {
      const body = `Reply ${i} from staff`;
      sent.set(body, Date.now());
      staff.send(JSON.stringify({ type: 'staff.reply', requestId: started.requestId, text: body }));
      await new Promise((r) => setTimeout(r, INTERVAL_MS));
    }
    const expected = SOCKETS * MESSAGES;
    const deadline = Date.now() + 30_000;
    while (latencies.length < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const sorted = Float64Array.from(latencies).sort();
    const p = (q: number) => percentile(sorted, q).toFixed(1);
    console.log(
      `fan-out: ${latencies.length} of ${expected} deliveries; p50 ${p(50)} ms, p95 ${p(95)} ms, ` +
        `p99 ${p(99)} ms, max ${p(100)} ms`,
    );
    const ok = latencies.length === expected && percentile(sorted, 95) < GOAL_P95_MS;
    console.log(`goal: every reply reaches every socket, p95 < ${GOAL_P95_MS} ms: ${verdict(ok)}`);
  } finally {
    await cleanup();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
